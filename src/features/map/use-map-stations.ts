// Every station of a product for the browsing map, from the national snapshot on the device (from the
// server only when the device has none yet), at the driver's price where a plan applies, cheapest
// first; and the province outlines drawn when no tiles load.
import { useEffect, useMemo, useState } from "react";
import type { SearchProduct } from "../../domain/fuels.ts";
import { mapStationsOf, type MapStation } from "../../domain/map-stations.ts";
import { provinceOutlines, type LonLat } from "../../domain/province-outlines.ts";
import type { SnapshotIndex } from "../../domain/snapshot.ts";
import { useNow } from "../../offline/freshness.ts";
import { mapSnapshotIndex } from "../../offline/map-snapshot.ts";
import { useDiscountsStore } from "../../stores/discounts-store.ts";
import { useFuelUse } from "../results/use-fuel-use.ts";

const HOUR_MS = 3_600_000;
const NO_STATIONS: MapStation[] = [];

export type MapData =
  | { status: "loading"; stations: readonly MapStation[]; outlines: null; fecha: null }
  | { status: "missing"; stations: readonly MapStation[]; outlines: null; fecha: null }
  | { status: "ready"; stations: readonly MapStation[]; outlines: LonLat[][] | null; fecha: string | null };

export function useMapStations(product: SearchProduct): MapData {
  const [index, setIndex] = useState<SnapshotIndex | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void mapSnapshotIndex().then((found) => live && setIndex(found));
    return () => {
      live = false;
    };
  }, []);
  const plans = useDiscountsStore((state) => state.plans);
  const { litres } = useFuelUse();
  // The plans' weekdays are read on the hour: often enough to follow midnight.
  const hour = useNow(HOUR_MS);
  const stations = useMemo(
    () => (index ? mapStationsOf(index, product, plans.length > 0 ? { plans, at: hour, litres } : null) : NO_STATIONS),
    [index, product, plans, hour, litres],
  );
  const outlines = useMemo(() => (index ? provinceOutlines(index) : null), [index]);
  if (index === undefined) return { status: "loading", stations: NO_STATIONS, outlines: null, fecha: null };
  if (index === null) return { status: "missing", stations: NO_STATIONS, outlines: null, fecha: null };
  return { status: "ready", stations, outlines, fecha: index.fecha };
}
