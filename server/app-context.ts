// What the server is built from, given by main.ts (or by a test) to buildApp: the services it does
// not give are built from the configuration (services.ts).
import type { Config } from "./config.ts";
import type { Db } from "./db/db.ts";
import type { StationCatalog } from "./stations/station-catalog.ts";
import type { PlacesDirectory } from "./places/places-directory.ts";
import type { RouteClient } from "./routing/osrm-client.ts";
import type { DetourTableClient } from "./routing/osrm-table.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { TokenService } from "./accounts/tokens.ts";
import type { SearchAnswers } from "./search/search-answers.ts";
import type { AlertService } from "./alerts/alert-service.ts";
import type { FeedScheduler } from "./feed/scheduler.ts";
import type { ServerMetrics } from "./metrics/metrics.ts";

export interface AppContext {
  config: Config;
  db: Db;
  catalog: StationCatalog;
  /** The clock; tests pin it. */
  now(): Date;
  /** Outgoing mail; when absent the one configuration chooses (SMTP_URL or the outbox). */
  mailer?: Mailer;
  /** Session tokens; when absent made from JWT_SECRET or DATA_DIR/jwt-secret. */
  tokens?: TokenService;
  /** Place autosuggest; when absent /api/lugares/sugerir answers an empty list. */
  places?: PlacesDirectory;
  /** Nearby search answers; tests give their own (a failing one, a watched one), made otherwise. */
  searchAnswers?: SearchAnswers;
  /** Driving routes; when absent /api/rutas/calcular answers 503 (no ROUTING_URL). */
  router?: RouteClient;
  /** Exact detours of route stations; when absent they are estimated. */
  detourTable?: DetourTableClient;
  /** Price alerts and their Web Push; when absent made from the configuration. */
  alerts?: AlertService;
  /** The feed refresh of this process, run now by POST /api/admin/ingesta; absent: that call answers 503. */
  feed?: Pick<FeedScheduler, "runNow">;
  /** The process's Prometheus metrics (GET /metrics with METRICS_TOKEN); absent: nothing is measured. */
  metrics?: ServerMetrics;
}
