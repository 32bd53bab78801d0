-- Price-alert notifications go through a durable queue. The evaluation after an ingest
-- marks an alert as notified and queues its notification in one statement, so a crash can neither
-- lose the notification nor queue it twice; any process drains the queue (rows claimed with FOR
-- UPDATE SKIP LOCKED and leased, so each goes out from one process), retrying for up to 24 h.
-- And a cap on the mails one address receives, whatever the accounts that name it.

create table alert_deliveries (
  id              bigint generated always as identity primary key,
  alert_id        bigint not null references price_alerts(id) on delete cascade, -- an alert deleted meanwhile is not notified
  news            jsonb not null,           -- the crossing as the driver is told it (alerts/alert-messages.ts CrossingNews)
  created_at      timestamptz not null,
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null,
  leased_until    timestamptz,              -- claimed by a process until then; after a crash it is claimable again
  sent_at         timestamptz,
  gave_up_at      timestamptz,              -- refused for good, or still failing after 24 h
  last_error      text
);
create index alert_deliveries_due on alert_deliveries (next_attempt_at, id) where sent_at is null and gave_up_at is null;
create index alert_deliveries_alert on alert_deliveries (alert_id);
create index alert_deliveries_done on alert_deliveries (created_at) where sent_at is not null or gave_up_at is not null;

create table mail_recipient_sends (
  address_hash text not null,               -- SHA-256 of the lower-cased address: the cap needs no address kept
  sent_at      timestamptz not null
);
create index mail_recipient_sends_hash on mail_recipient_sends (address_hash, sent_at);
