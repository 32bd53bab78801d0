// What the route screen offers when it cannot draw a route (router off, down or out of reach, or no road
// between the two points): says so, and opens the nearby search around either end instead of ending
// on an error. The fuel is the route's, the radius the one the driver last chose.
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useFilterStore } from "../../stores/filter-store.ts";
import { searchPath } from "../search/search-path.ts";
import type { RouteRequest } from "./route-params.ts";
import {
  NEARBY_INSTEAD,
  NO_ROAD_ROUTE_NOTICE,
  ROUTER_UNAVAILABLE_NOTICE,
  SEARCH_NEAR_DESTINATION,
  SEARCH_NEAR_ORIGIN,
} from "./route-messages.ts";

export function NoRouteNotice({ request, why }: { request: RouteRequest; why: "router-unavailable" | "no-road" }) {
  const { t } = useLingui();
  const distance = useFilterStore((state) => state.distance);
  const near = ({ longitude, latitude }: RouteRequest["origin"]) => searchPath(request.product, distance, longitude, latitude);
  return (
    <div className="card results-notice no-route" role="status">
      <p>{t(why === "no-road" ? NO_ROAD_ROUTE_NOTICE : ROUTER_UNAVAILABLE_NOTICE)}</p>
      <p>{t(NEARBY_INSTEAD)}</p>
      <p className="actions">
        <Link href={near(request.origin)} className="button button-primary">
          {t(SEARCH_NEAR_ORIGIN)}
        </Link>
        <Link href={near(request.destination)} className="button button-secondary">
          {t(SEARCH_NEAR_DESTINATION)}
        </Link>
      </p>
    </div>
  );
}
