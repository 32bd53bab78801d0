// The credit the router and the geocoder ask for where their answers are shown (the public OSRM demo
// and Photon, both on OpenStreetMap data), as the server's configuration words it. Nothing when off.
import { useEffect } from "react";
import { configText, usePublicConfigStore } from "../../stores/public-config-store.ts";
import "./route.css";

export function RouteAttribution() {
  const config = usePublicConfigStore((state) => state.config);
  const load = usePublicConfigStore((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);
  const credit = configText(config, "rutas");
  return credit ? <p className="route-attribution muted">{credit}</p> : null;
}
