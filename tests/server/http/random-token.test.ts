import { describe, expect, it } from "vitest";
import { randomToken } from "../../../server/http/random-token.ts";

describe("randomToken", () => {
  it("gives 43-character base64url tokens, all different across several pool refills", () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    expect(tokens.every((t) => /^[A-Za-z0-9_-]{43}$/.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
