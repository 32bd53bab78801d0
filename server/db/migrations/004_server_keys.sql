-- Keys every API process on one PostgreSQL must share (server/accounts/shared-jwt-secret.ts): the
-- generated JWT signing key, created once by whichever process starts first, so a token issued by one
-- process is accepted by the others. Stays empty on PGlite (the key lives in DATA_DIR) and when
-- JWT_SECRET is set.
create table server_keys (
  name       text primary key,
  value      text not null,
  created_at timestamptz not null default now()
);
