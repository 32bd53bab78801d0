// The headers of a search answer, as one plain record: the security headers every answer carries
// (the records of server/http/security-headers.ts), the JSON type and coding, and the XSRF cookie for a
// client without one (server/http/xsrf.ts). Made once per TLS × coding; only a client without the
// cookie costs a record of its own. A plain record, not a Headers object: the Node adapter writes it
// straight to the socket.
import type { Context } from "hono";
import { answerHeaders, type AnswerBody } from "./json-answer.ts";
import { isHttps, type SecurityHeaderRecords } from "../http/security-headers.ts";
import { hasXsrfCookie, newXsrfCookie } from "../http/xsrf.ts";

export type SearchAnswerHeaders = (c: Context, body: AnswerBody) => Readonly<Record<string, string>>;

export function searchAnswerHeaders(security: SecurityHeaderRecords): SearchAnswerHeaders {
  const made = new Map<string, Readonly<Record<string, string>>>();
  const fixedHeaders = (https: boolean, body: AnswerBody) => {
    const key = `${https}|${body.encoding}`;
    let headers = made.get(key);
    if (!headers) {
      headers = Object.freeze({ ...(https ? security.https : security.http), ...answerHeaders(body) });
      made.set(key, headers);
    }
    return headers;
  };
  return (c, body) => {
    const https = isHttps(c, security.trustProxy);
    const fixed = fixedHeaders(https, body);
    return hasXsrfCookie(c) ? fixed : { ...fixed, "Set-Cookie": newXsrfCookie(https) };
  };
}
