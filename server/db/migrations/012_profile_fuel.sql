-- The driver's fuel, remembered in the profile as on the device (a search product code:
-- "95", "98", "diesel" or a catalogue key such as "glp"). Null = not chosen yet.
alter table users add column combustible text check (combustible is null or length(combustible) <= 40);
