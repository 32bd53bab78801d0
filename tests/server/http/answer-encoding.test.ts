// Accept-Encoding negotiation, the JSON answer with its gzip, and the byte-bounded answer cache.
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, preferredEncoding } from "../../../server/http/accept-encoding.ts";
import { JsonAnswer } from "../../../server/search/json-answer.ts";
import { AnswerCache } from "../../../server/search/answer-cache.ts";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["*", true],
    ["gzip;q=0", false],
    ["gzip; q=0, br", false],
    ["identity", false],
    ["deflate, br", false],
    ["", false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("refuses gzip when there is no header at all", () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br, gzip;q=0.9", "br"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.5, gzip", "gzip"],
    ["identity", null],
    ["deflate", null],
  ])("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it("sends the bytes as they are when there is no header", () => {
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it("chooses right for the same value asked again, and for more distinct values than it remembers", () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 200; i++) {
        expect(preferredEncoding(`gzip;q=0.${i % 9 + 1}, x-${i}`)).toBe("gzip");
        expect(preferredEncoding(`br;q=0, gzip;q=0, x-${i}`)).toBeNull();
      }
      expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    }
  });
});

describe("JsonAnswer", () => {
  it("makes each compressed form once, and each holds the same JSON", () => {
    const answer = new JsonAnswer(Buffer.from(JSON.stringify({ entity: Array.from({ length: 50 }, (_, i) => ({ id: i, rotulo: "REPSOL" })) })));
    expect(answer.encodings).toBe(0);
    const gzip = answer.encoded("gzip");
    const br = answer.encoded("br");
    expect(answer.encoded("gzip")).toBe(gzip);
    expect(answer.encoded("br")).toBe(br);
    expect(answer.encodings).toBe(2);
    expect(gunzipSync(gzip).equals(answer.json)).toBe(true);
    expect(brotliDecompressSync(br).equals(answer.json)).toBe(true);
    expect(br.length).toBeLessThan(answer.json.length / 4);
    expect(answer.bytes).toBe(answer.json.length + gzip.length + br.length);
  });

  it("holds the whole answer when it compresses poorly and outgrows zlib's first output buffer", () => {
    // Random base64 text: compressed, it stays well over the quarter of its size zlib starts with.
    const json = Buffer.from(JSON.stringify({ entity: randomBytes(30_000).toString("base64") }));
    const answer = new JsonAnswer(json);
    for (const [encoding, decode] of [["br", brotliDecompressSync], ["gzip", gunzipSync]] as const) {
      const bytes = answer.encoded(encoding);
      expect(bytes.length).toBeGreaterThan(json.length / 2);
      expect(decode(bytes).equals(json)).toBe(true);
    }
  });
});

const answerOf = (bytes: number) => new JsonAnswer(Buffer.alloc(bytes, 0x20));

describe("AnswerCache", () => {
  it("returns what was stored while the state is the same", () => {
    const state = {};
    const cache = new AnswerCache(1000);
    const answer = answerOf(100);
    cache.set(state, "a", answer);
    expect(cache.get(state, "a")).toBe(answer);
    expect(cache.get(state, "b")).toBeUndefined();
  });

  it("drops every answer when the state is replaced (a new station index)", () => {
    const cache = new AnswerCache(1000);
    cache.set({ index: 1 }, "a", answerOf(100));
    expect(cache.get({ index: 2 }, "a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("evicts the least recently used answers beyond its byte budget", () => {
    const state = {};
    const cache = new AnswerCache(300);
    cache.set(state, "a", answerOf(100));
    cache.set(state, "b", answerOf(100));
    cache.set(state, "c", answerOf(100));
    cache.get(state, "a"); // now b is the least recently used
    cache.set(state, "d", answerOf(100));
    expect(cache.get(state, "b")).toBeUndefined();
    expect([cache.get(state, "a"), cache.get(state, "c"), cache.get(state, "d")].every(Boolean)).toBe(true);
    expect(cache.bytes).toBe(300);
  });

  it("keeps nothing larger than its whole budget, and nothing at all with a budget of 0", () => {
    const state = {};
    const small = new AnswerCache(50);
    small.set(state, "big", answerOf(100));
    expect(small.size).toBe(0);
    const off = new AnswerCache(0);
    off.set(state, "a", answerOf(1));
    expect(off.get(state, "a")).toBeUndefined();
  });

  it("counts an answer's compressed form once it is stored again with it", () => {
    const state = {};
    const cache = new AnswerCache(1_000_000);
    const answer = new JsonAnswer(Buffer.from(JSON.stringify({ x: "abc".repeat(1000) })));
    cache.set(state, "a", answer);
    expect(cache.bytes).toBe(answer.json.length);
    answer.encoded("gzip");
    cache.set(state, "a", answer);
    expect(cache.bytes).toBe(answer.json.length + answer.encoded("gzip").length);
    expect(cache.size).toBe(1);
  });

  it("keeps an answer from the second time its question is asked, and serves the third from the cache", () => {
    const state = {};
    const cache = new AnswerCache(1_000_000);
    let computed = 0;
    const compute = () => {
      computed++;
      return Buffer.from(JSON.stringify({ n: computed, estaciones: "x".repeat(2000) }));
    };
    cache.respond(state, "madrid", compute, "br");
    expect(cache.size).toBe(0);
    cache.respond(state, "madrid", compute, "br");
    expect(cache.size).toBe(1);
    const third = cache.respond(state, "madrid", compute, "br");
    expect(computed).toBe(2);
    expect(third.encoding).toBe("br");
  });

  it("never keeps questions asked only once, however many there are", () => {
    const state = {};
    const cache = new AnswerCache(1_000_000);
    for (let i = 0; i < 500; i++) cache.respond(state, `point-${i}`, () => Buffer.from(`{"i":${i}}`), "gzip");
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("forgets the questions asked once when the state is replaced", () => {
    const cache = new AnswerCache(1_000_000);
    cache.respond({ index: 1 }, "a", () => Buffer.from("{}"), undefined);
    cache.respond({ index: 2 }, "a", () => Buffer.from("{}"), undefined);
    expect(cache.size).toBe(0);
  });
});
