-- An alert may watch any product of the catalogue, each within its own plausible range
-- (AdBlue from 0,100 €/l, hydrogen up to 30 €/kg; src/domain/contract/alerts.ts checks the range of
-- the fuel). The database keeps a guard against nonsense, not the per-fuel rule.
alter table price_alerts drop constraint price_alerts_umbral_check;
alter table price_alerts add constraint price_alerts_umbral_check check (umbral > 0 and umbral <= 30);
