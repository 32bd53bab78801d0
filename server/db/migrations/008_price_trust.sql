-- Prices you can trust: how many prices of each ingest the plausibility rule of
-- src/domain/price-plausibility.ts set aside, and drivers' reports of a wrong price. A report never
-- changes the official price: it waits for an operator (npm run moderate, /api/admin).
alter table feed_runs add column implausible_prices integer not null default 0;
alter table feed_runs add column implausible_reasons jsonb not null default '{}'; -- reason -> count

create table price_reports (
  id             bigint generated always as identity primary key,
  station_id     text not null,                 -- not a foreign key: the station may leave the feed
  producto       text not null,                 -- product key of src/domain/fuels.ts
  precio_visto   double precision not null,     -- €/l the driver saw at the pump
  precio_oficial double precision,              -- the official price when reported, for the operator
  comentario     text not null default '',      -- plain text, stored as written
  user_id        uuid references users(id) on delete cascade, -- null: anonymous
  status         text not null default 'pending' check (status in ('pending', 'resolved', 'dismissed')),
  created_at     timestamptz not null,
  resolved_at    timestamptz
);
create index price_reports_pending on price_reports (created_at) where status = 'pending';
create index price_reports_user on price_reports (user_id);
