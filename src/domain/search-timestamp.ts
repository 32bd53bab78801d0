// The search request's timestamp (SPEC §3): the local wall-clock time in ms, i.e. now with the time
// zone offset added, as text. The server reads it as the time at the searched place.
export function searchTimestamp(now = Date.now(), offsetMinutes = new Date(now).getTimezoneOffset()): string {
  return String(now - offsetMinutes * 60_000);
}
