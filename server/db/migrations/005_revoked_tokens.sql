-- Session tokens revoked before they expire (logout, account deletion). Kept in the database so every
-- API process refuses them; a row is useless once the token has expired and is purged after that.
create table revoked_tokens (
  token_id   text primary key,
  expires_at timestamptz not null
);
create index revoked_tokens_expiry on revoked_tokens (expires_at);
