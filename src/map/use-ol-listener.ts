// Listens to an OpenLayers event while mounted (unByKey on unmount). The latest handler is always the
// one called, so callers need not memoise it.
import { useEffect, useRef } from "react";
import type BaseEvent from "ol/events/Event.js";
import type { EventsKey } from "ol/events.js";
import type Observable from "ol/Observable.js";
import { unByKey } from "ol/Observable.js";

export function useOlListener<E extends BaseEvent>(target: Observable | null, type: string, handler: (event: E) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!target) return;
    const on = target.on.bind(target) as unknown as (type: string, listener: (event: E) => void) => EventsKey;
    const key = on(type, (event) => latest.current(event));
    return () => unByKey(key);
  }, [target, type]);
}
