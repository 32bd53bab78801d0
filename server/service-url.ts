// ROUTING_URL and GEOCODER_URL: unset or empty means the public service, "off" means none.
import { SERVICE_OFF } from "./env-schema.ts";

export function serviceUrl(value: string | undefined, publicDefault: string): string | undefined {
  if (value === SERVICE_OFF) return undefined;
  return value || publicDefault;
}
