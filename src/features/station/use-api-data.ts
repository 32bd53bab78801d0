// Loads one thing from the API for a screen, again when `key` changes or on reload(). A failure is
// logged by callApi; the screen just has no data (SPEC §8: station info, comments… logged only).
import { useCallback, useEffect, useState } from "react";
import type { ApiResult, DataSource } from "../../api/api-result.ts";

/** `source`/`fetchedAt`: set when the answer came from the service worker's cache (src/offline/);
 * `fetchedAt` is when it was stored, not when its prices were published (the data says that itself). */
export type Loaded<T> = { status: "loading" } | { status: "done"; data: T; source?: DataSource; fetchedAt?: number } | { status: "failed" };

export function useApiData<T>(load: (key: string) => Promise<ApiResult<T>>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<{ key: string; round: number; loaded: Loaded<T> }>({ key, round: 0, loaded: { status: "loading" } });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    void load(key).then((result) => {
      if (current) setState({ key, round, loaded: result.ok ? { status: "done", data: result.data, source: result.source, fetchedAt: result.fetchedAt } : { status: "failed" } });
    });
    return () => {
      current = false;
    };
  }, [load, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  // A new key shows "loading" at once rather than the previous station's data.
  return [state.key === key ? state.loaded : { status: "loading" }, reload];
}
