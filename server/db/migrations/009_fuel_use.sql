-- How much fuel the driver buys and burns, for the net saving of searches and routes.
-- Null = not set: the app then uses the tank size (or 40 L) and 6,5 l/100 km.
alter table users add column litros_repostaje double precision check (litros_repostaje is null or (litros_repostaje >= 1 and litros_repostaje <= 2000));
alter table users add column consumo_l100km double precision check (consumo_l100km is null or (consumo_l100km >= 1 and consumo_l100km <= 100));
