// POST /api/gasolinaeco/search, the API's busiest call, on a route of its own that app.ts registers
// ahead of the /api middleware: the nearby answer is written whole, its bytes from the answer cache
// and its headers from records made once (answer-headers.ts), so the Node adapter sends both without
// building a web Headers object. The route applies to itself what the /api middleware apply to every
// other answer: the JSON body limit, the security headers and the XSRF cookie where missing. The
// search needs no X-XSRF-TOKEN: it changes nothing.
import { Hono, type Context } from "hono";
import { searchRequest } from "../../src/domain/contract/stations.ts";
import type { AppContext } from "../app-context.ts";
import { jsonBodyLimit } from "../http/body-limit.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { requestHeader } from "../http/node-request.ts";
import { securityHeaders, type SecurityHeaderRecords } from "../http/security-headers.ts";
import { xsrfCookie } from "../http/xsrf.ts";
import { searchAnswerHeaders } from "./answer-headers.ts";
import type { SearchAnswers } from "./search-answers.ts";

export const SEARCH_PATH = "/api/gasolinaeco/search";

/**
 * Whether the answer is a refusal (bad JSON, too large) or the app's error handler's: an ordinary
 * answer, which the same middleware as on the rest of /api give their headers. The search answer, the
 * only 200 here, carries them already.
 */
const ordinaryAnswer = (c: Context) => c.res.status !== 200;

/** The nearby search's route, to mount at SEARCH_PATH. */
export function nearbySearchRoute(ctx: Pick<AppContext, "config"> & { searchAnswers: SearchAnswers }, security: SecurityHeaderRecords): Hono {
  const answers = ctx.searchAnswers;
  const headersOf = searchAnswerHeaders(security);
  const route = new Hono();
  route.post(
    "/",
    securityHeaders(security, ordinaryAnswer),
    xsrfCookie(security.trustProxy, ordinaryAnswer),
    jsonBodyLimit(ctx.config.jsonBodyMaxBytes),
    async (c) => {
      const parsed = await parseJsonBody(c, searchRequest);
      if (!parsed.ok) return parsed.response;
      const body = answers.answer(parsed.value, requestHeader(c, "accept-encoding"));
      return new Response(body.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: headersOf(c, body) });
    },
  );
  return route;
}
