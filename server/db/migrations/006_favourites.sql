-- Favourite stations of an account. Deleting the account deletes them (ON DELETE CASCADE).
-- Station ids are not foreign keys: a station may leave the feed and come back.
create table favourite_stations (
  user_id    uuid not null references users(id) on delete cascade,
  station_id text not null,
  created_at timestamptz not null,
  primary key (user_id, station_id)
);
