-- Rate-limit events shared by every API process on one PostgreSQL (server/http/shared-rate-counters.ts):
-- one row per counted event, so two processes cannot each allow the whole limit. On PGlite (one
-- process) the counters live in memory and this table stays empty.
create table rate_limit_events (
  id         bigserial primary key,
  counter    text   not null,
  key        text   not null,
  at_ms      bigint not null,
  expires_ms bigint not null
);
create index rate_limit_events_key on rate_limit_events (counter, key, at_ms);
create index rate_limit_events_expiry on rate_limit_events (expires_ms);
