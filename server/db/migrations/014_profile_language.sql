-- The app's language chosen by the driver, remembered in the profile as on the device
-- (src/domain/locales.ts). Null = not chosen: the phone's language speaks.
alter table users add column idioma text check (idioma is null or idioma in ('es', 'ca', 'eu', 'gl', 'en'));
