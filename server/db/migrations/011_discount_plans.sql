-- "Tu precio": the discount plans a driver holds, kept with the account so that every
-- device of the driver ranks by the same prices. The id is the device's: a plan is never edited, only
-- added or removed. Deleting the account deletes them (ON DELETE CASCADE). The checks are the app's
-- limits (src/domain/discounts.ts), kept here too so no path around the API stores an impossible plan.
create table discount_plans (
  user_id    uuid not null references users(id) on delete cascade,
  id         text not null check (length(id) between 1 and 64),
  marca      text not null check (length(marca) between 1 and 40),
  valor      double precision not null check (valor >= 0.1 and valor <= 50),
  unidad     text not null check (unidad in ('centimos', 'porcentaje')),
  dias       smallint[] not null default '{}' check (dias <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  tope_euros double precision check (tope_euros is null or (tope_euros >= 0.5 and tope_euros <= 500)),
  created_at timestamptz not null,
  primary key (user_id, id)
);
