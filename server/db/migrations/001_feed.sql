-- Stations and prices from the Ministry feed, their history and the log of every ingest run.
create table stations (
  id            text primary key,          -- IDEESS, kept as text (leading zeros matter)
  rotulo        text not null,
  bandera       text not null,             -- normalised brand key, 'none' when unknown
  direccion     text not null,
  localidad     text not null,
  municipio     text not null,
  provincia     text not null,
  id_provincia  text not null,
  id_municipio  text not null,
  id_ccaa       text not null,
  cp            text not null,
  horario       text not null,
  latitud       double precision not null,
  longitud      double precision not null,
  margen        text not null,
  remision      text not null,
  tipo_venta    text not null,             -- P public, R members only
  pais          text not null default 'ES',
  seen_at       timestamptz not null       -- Fecha of the last feed that listed it (older = missing from it)
);

create table station_prices (
  station_id  text not null references stations(id) on delete cascade,
  producto    text not null,               -- product key of src/domain/fuels.ts
  precio      double precision not null,
  primary key (station_id, producto)
);

-- One row each time a station's price for a product changes (or first appears).
create table price_history (
  station_id  text not null,
  producto    text not null,
  precio      double precision not null,
  valid_from  timestamptz not null,        -- Fecha of the feed that carried the new price
  primary key (station_id, producto, valid_from)
);

create table feed_runs (
  id            bigint generated always as identity primary key,
  kind          text not null default 'current', -- current: live feed or file | history: back-fill of one day
  started_at    timestamptz not null,
  finished_at   timestamptz,
  source        text not null,             -- URL or file path
  feed_fecha    timestamptz,               -- the feed's own Fecha
  stations      integer not null default 0,
  prices        integer not null default 0,
  rejected      integer not null default 0,
  rejected_reasons jsonb not null default '{}', -- reason -> count, repairs (swapped_fixed) included
  history_rows  integer not null default 0,
  outcome       text not null,             -- running | ok | failed
  error         text
);
create index feed_runs_ok on feed_runs (kind, finished_at desc) where outcome = 'ok';
