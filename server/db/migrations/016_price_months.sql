-- Price history packed by month: one row per station, product and (UTC) month holding that month's
-- price changes as 8-byte pairs (seconds since the month began, price in 1/100,000 €/l; both int4,
-- big-endian), oldest first. A row per change cost ~200 bytes with its key and index entry; a year of
-- the national feed would be ~3.4 million of them. Written and read only through
-- server/history/packed-changes.ts and its callers.
create table price_months (
  station_id  text not null,
  producto    text not null,
  month       integer not null,           -- UTC year * 12 + month - 1
  changes     bytea not null,
  primary key (station_id, producto, month)
) with (fillfactor = 80);                  -- room for a row that grows by a change to stay on its page

insert into price_months (station_id, producto, month, changes)
select station_id, producto, month,
       string_agg(int4send(extract(epoch from valid_from - make_timestamptz(month / 12, month % 12 + 1, 1, 0, 0, 0, 'UTC'))::int)
                  || int4send(round(precio * 100000)::int), ''::bytea order by valid_from)
  from (select h.*, (extract(year from valid_from at time zone 'UTC') * 12 + extract(month from valid_from at time zone 'UTC') - 1)::int as month
          from price_history h) as dated
 group by station_id, producto, month;

drop table price_history;
