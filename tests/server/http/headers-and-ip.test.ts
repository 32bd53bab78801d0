import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { contentSecurityPolicy, tileSource } from "../../../server/http/security-headers.ts";
import { clientIp, normaliseIp } from "../../../server/limits/client-ip.ts";

describe("tile host in the CSP", () => {
  it("turns a subdomain placeholder into a wildcard", () => {
    expect(tileSource("https://{a-c}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://*.tile.openstreetmap.org");
  });

  it("keeps a plain host and its port", () => {
    expect(tileSource("http://localhost:8081/tiles/{z}/{x}/{y}.png")).toBe("http://localhost:8081");
  });

  it("allows the whole scheme when the placeholder is deeper in the host", () => {
    expect(tileSource("https://tiles.{s}.example.org/{z}/{x}/{y}.png")).toBe("https:");
  });

  it("leaves the tile host out when the URL is not http(s)", () => {
    expect(contentSecurityPolicy("javascript:alert(1)")).toContain("img-src 'self' data: blob:;");
  });
});

describe("client address for rate limits", () => {
  const appWith = (trustProxy: boolean) => {
    const app = new Hono();
    app.get("/", (c) => c.text(clientIp(c, trustProxy)));
    return app;
  };

  it("ignores X-Forwarded-For unless told to trust the proxy", async () => {
    const res = await appWith(false).request("/", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(await res.text()).toBe("local");
  });

  it("takes the last X-Forwarded-For entry behind a trusted proxy", async () => {
    const res = await appWith(true).request("/", { headers: { "x-forwarded-for": "1.1.1.1, 203.0.113.9" } });
    expect(await res.text()).toBe("203.0.113.9");
  });

  it("groups IPv6 addresses by /64", () => {
    expect(normaliseIp("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(normaliseIp("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  });

  it("unwraps IPv4-mapped IPv6 addresses", () => {
    expect(normaliseIp("::ffff:192.0.2.7")).toBe("192.0.2.7");
  });
});
