-- Accounts and community: users, their e-mail validation tokens, opinions, photos, refuels and the
-- contact mailbox. Everything personal hangs off users(id) with ON DELETE CASCADE, so deleting an
-- account in one statement leaves nothing of it behind (contact messages are matched by e-mail).
-- Station ids are not foreign keys: a station may drop out of the feed and its history still counts.

create table users (
  id                 uuid primary key default gen_random_uuid(),
  email              text not null,              -- trimmed and lower-cased
  password_hash      text not null,              -- argon2id, PHC string
  email_validated_at timestamptz,
  username           text not null default '',
  tipo_vehiculo      integer,                    -- id of server/accounts/vehicle-lists.ts
  is_taxi            boolean not null default false,
  marca_vehiculo     integer,                    -- id of server/accounts/vehicle-lists.ts
  deposito           double precision not null default 0 check (deposito >= 0),
  created_at         timestamptz not null default now()
);
create unique index users_email on users (email);

-- Only the SHA-256 of the token is kept: a leaked table cannot validate anyone's address.
create table email_validations (
  token_sha256 text primary key,
  user_id      uuid not null references users(id) on delete cascade,
  created_at   timestamptz not null,
  expires_at   timestamptz not null
);
create index email_validations_user on email_validations (user_id);

create table comments (
  id           bigint generated always as identity primary key,
  station_id   text not null,
  user_id      uuid not null references users(id) on delete cascade,
  comentario   text not null,                  -- plain text, stored as written
  valoracion   smallint not null check (valoracion between 1 and 5),
  status       text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at   timestamptz not null,
  moderated_at timestamptz
);
create index comments_station_approved on comments (station_id, created_at desc) where status = 'approved';
create index comments_pending on comments (created_at) where status = 'pending';
create index comments_user on comments (user_id);

-- Re-encoded photos (metadata stripped), served by id.
create table station_images (
  id           uuid primary key default gen_random_uuid(),
  station_id   text not null,
  user_id      uuid not null references users(id) on delete cascade,
  content_type text not null check (content_type in ('image/jpeg', 'image/webp')),
  width        integer not null,
  height       integer not null,
  bytes        bytea not null,
  sha256       text not null,
  created_at   timestamptz not null
);
create index station_images_station on station_images (station_id, created_at desc);
create index station_images_user on station_images (user_id);

-- "Navigate to station" events: where the user went to refuel and the price then. Name and position
-- are copied so the list still makes sense if the station leaves the feed.
create table refuels (
  id          bigint generated always as identity primary key,
  user_id     uuid not null references users(id) on delete cascade,
  station_id  text not null,
  rotulo      text not null,
  latitud     double precision not null,
  longitud    double precision not null,
  combustible text not null,                   -- search product code: 95, 98, diesel, glp
  precio      double precision not null,
  created_at  timestamptz not null
);
create index refuels_user on refuels (user_id, created_at desc);

create table contact_messages (
  id         bigint generated always as identity primary key,
  email      text not null,
  asunto     text not null,
  mensaje    text not null,
  created_at timestamptz not null,
  mailed_at  timestamptz
);
create index contact_messages_email on contact_messages (lower(email));
