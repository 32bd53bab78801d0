-- The language an alert was created in (src/domain/locales.ts); its push notifications and
-- e-mails are written in it. Alerts from before speak Spanish.
alter table price_alerts add column idioma text not null default 'es' check (idioma in ('es', 'ca', 'eu', 'gl', 'en'));
