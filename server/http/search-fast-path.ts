// POST /api/gasolinaeco/search straight on Node's request and response, before Hono. The search is
// the app's most frequent call and, answered from the cache, Hono's per-request machinery (a web
// Request, a Response, a Headers object filled by every middleware, then copied back to Node) cost
// more than the search itself. Only a well-formed, valid question is answered here, with the same
// bytes and headers the Hono route gives (a test compares them); anything else (another method, no
// Content-Length, a body too large, bad JSON, a question the contract refuses) goes on to Hono, with
// the body already read handed over, and gets its usual answer there.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import * as v from "valibot";
import { searchRequest } from "../../src/domain/contract/stations.ts";
import type { SearchAnswers } from "../search/search-answers.ts";
import { answerHeaders, type AnswerBody } from "./json-answer.ts";
import { commonSecurityHeaders, isHttpsRequest } from "./security-headers.ts";
import { keepReadAheadBody, readIncomingText } from "./validate.ts";
import { hasXsrfCookie, newXsrfCookie } from "./xsrf.ts";

type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

export interface SearchFastPathOptions {
  path: string;
  jsonMaxBytes: number;
  contentSecurityPolicy: string;
  answers: SearchAnswers;
}

/** Wraps the Hono listener: search questions it can answer are answered here, the rest go to Hono. */
export function withSearchFastPath(options: SearchFastPathOptions, hono: NodeListener): NodeListener {
  const { path, jsonMaxBytes, contentSecurityPolicy, answers } = options;

  // The headers that depend only on TLS and the coding, as the flat list writeHead takes: made once each.
  const made = new Map<string, readonly string[]>();
  const fixedHeaders = (https: boolean, body: AnswerBody): readonly string[] => {
    const key = `${https}|${body.encoding}`;
    let list = made.get(key);
    if (!list) {
      const pairs: [string, string][] = [["Content-Security-Policy", contentSecurityPolicy], ...commonSecurityHeaders(https), ...Object.entries(answerHeaders(body))];
      list = pairs.flat();
      made.set(key, list);
    }
    return list;
  };

  return (incoming, outgoing) => {
    const { headers } = incoming;
    const length = headers["content-length"];
    if (
      incoming.method !== "POST" || incoming.url !== path || length === undefined ||
      headers["transfer-encoding"] !== undefined || !(Number(length) <= jsonMaxBytes)
    ) {
      hono(incoming, outgoing);
      return;
    }
    readIncomingText(incoming, jsonMaxBytes).then(
      (text) => {
        const question = validQuestion(text);
        let body: AnswerBody | undefined;
        try {
          if (question) body = answers.answer(question, headers["accept-encoding"]);
        } catch (error) {
          // Hono tries again and, failing the same way, logs it and gives its usual 500.
          console.error("[search] la vía rápida falló:", error);
        }
        if (!body) {
          keepReadAheadBody(incoming, text);
          hono(incoming, outgoing);
          return;
        }
        // As Hono's isHttps sees it: the adapter's URL is https: only on a TLS socket.
        const https = isHttpsRequest((incoming.socket as TLSSocket).encrypted ? "https:" : "http:", forwardedProto(incoming));
        const out = [...fixedHeaders(https, body), "Content-Length", String(body.bytes.length)];
        if (!hasXsrfCookie(headers.cookie)) out.push("Set-Cookie", newXsrfCookie(https));
        outgoing.writeHead(200, out);
        outgoing.end(body.bytes);
      },
      // The client went away or sent more than it announced: nothing to answer on this connection.
      () => outgoing.destroy(),
    );
  };
}

function forwardedProto(incoming: IncomingMessage): string | undefined {
  const value = incoming.headers["x-forwarded-proto"];
  return Array.isArray(value) ? value[0] : value;
}

/** The question when the body is a JSON object the contract accepts; undefined otherwise. */
function validQuestion(text: string): v.InferOutput<typeof searchRequest> | undefined {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (input === null || typeof input !== "object" || Array.isArray(input)) return undefined;
  const result = v.safeParse(searchRequest, input);
  return result.success ? result.output : undefined;
}
