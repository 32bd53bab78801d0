-- Price alerts: "avísame cuando el {combustible} baje de X €" for one station or for an
-- area (centre + radius). Delivered by Web Push to a browser subscription, which is the credential
-- (no account needed), or by e-mail to a logged-in user with a validated address. Deleting the
-- subscription or the account deletes its alerts.

create table push_subscriptions (
  id          bigint generated always as identity primary key,
  endpoint    text not null,                   -- the push service URL: also the subscriber's credential
  p256dh      text not null,                   -- browser's ECDH P-256 public key, base64url
  auth        text not null,                   -- 16-byte auth secret, base64url
  created_at  timestamptz not null
);
create unique index push_subscriptions_endpoint on push_subscriptions (endpoint);

create table price_alerts (
  id              bigint generated always as identity primary key,
  subscription_id bigint references push_subscriptions(id) on delete cascade,
  user_id         uuid references users(id) on delete cascade,
  combustible     text not null,               -- search code: 95, 98, diesel
  umbral          double precision not null check (umbral between 0.5 and 3),
  station_id      text,                        -- one station, or
  latitud         double precision,            -- an area: centre and radius
  longitud        double precision,
  radio_km        double precision check (radio_km > 0 and radio_km <= 25),
  paused          boolean not null default false,
  below           boolean not null default false, -- notified for the current crossing; re-armed once the price is back at or above umbral
  last_price      double precision,            -- price seen at the last evaluation (the "previous price" of a notification)
  unsubscribe_token text,                      -- e-mail alerts: the one-click unsubscribe link's token (it can only delete this alert)
  created_at      timestamptz not null,
  check ((subscription_id is null) <> (user_id is null)),
  check ((station_id is not null and latitud is null and longitud is null and radio_km is null)
      or (station_id is null and latitud is not null and longitud is not null and radio_km is not null))
);
create index price_alerts_subscription on price_alerts (subscription_id);
create index price_alerts_user on price_alerts (user_id);
create unique index price_alerts_unsubscribe on price_alerts (unsubscribe_token) where unsubscribe_token is not null;
