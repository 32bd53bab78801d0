// Sends the bytes of a JSON answer (searches) as a finished answer: the headers of each TLS × coding
// case are made once, and only a client without the XSRF cookie costs a record of its own.
import type { Context } from "hono";
import { answerHeaders, type AnswerBody } from "../search/json-answer.ts";
import { finishAnswer } from "./finished-answer.ts";
import { isHttps, type SecurityHeaderRecords } from "./security-headers.ts";
import { hasXsrfCookie, newXsrfCookie } from "./xsrf.ts";

export type SendAnswer = (c: Context, body: AnswerBody) => Response;

export function finishedAnswerSender(security: SecurityHeaderRecords): SendAnswer {
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
    const headers = hasXsrfCookie(c) ? fixed : { ...fixed, "Set-Cookie": newXsrfCookie(https) };
    return finishAnswer(new Response(body.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers }));
  };
}
