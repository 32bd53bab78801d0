// Which push endpoints the server agrees to call: https on public addresses only, a name counting by
// every address it resolves to, plus the origins the operator allows.
import { describe, expect, it } from "vitest";
import { NOT_PUBLIC, pushEndpointProblem } from "../../../server/push/push-endpoint-check.ts";
import { isPublicAddress } from "../../../server/push/public-address.ts";

const dns: Record<string, string[]> = {
  "fcm.googleapis.com": ["142.250.184.170", "2a00:1450:4003:80e::200a"],
  "intranet.example": ["192.168.10.5"],
  "mixed.example": ["142.250.184.170", "10.0.0.7"],
  "metadata.example": ["169.254.169.254"],
  "v6-local.example": ["fd12:3456::1"],
};
const resolve = async (host: string) => {
  const found = dns[host];
  if (!found) throw new Error("ENOTFOUND");
  return found;
};
const check = (endpoint: string, allowed: string[] = []) => pushEndpointProblem(endpoint, new Set(allowed), resolve);

describe("push endpoint check", () => {
  it("accepts an https endpoint whose name resolves to public addresses only", async () => {
    expect(await check("https://fcm.googleapis.com/fcm/send/abc")).toBeNull();
  });

  it.each(["intranet.example", "mixed.example", "metadata.example", "v6-local.example"])("refuses a name that resolves into a private network (%s)", async (host) => {
    expect(await check(`https://${host}/push`)).toBe(NOT_PUBLIC);
  });

  it("refuses a public address on another port than https' own, and accepts 443 written out", async () => {
    expect(await check("https://8.8.8.8:22/push")).toBe("El endpoint de la suscripción debe usar el puerto de https (443)");
    expect(await check("https://fcm.googleapis.com:8443/fcm/send/abc")).toBe("El endpoint de la suscripción debe usar el puerto de https (443)");
    expect(await check("https://8.8.8.8:443/push")).toBeNull();
    expect(await check("https://fcm.googleapis.com:443/fcm/send/abc")).toBeNull();
  });

  it("accepts another port only for an origin the operator allowed", async () => {
    expect(await check("https://8.8.8.8:8443/push", ["https://8.8.8.8:8443"])).toBeNull();
  });

  it("answers a name that does not resolve as it answers one that resolves inward, so internal names stay unknown", async () => {
    expect(await check("https://nowhere.example/push")).toBe(NOT_PUBLIC);
    expect(await check("https://intranet.example/push")).toBe(NOT_PUBLIC);
  });

  it.each([
    ["IPv4-compatible", "[::127.0.0.1]"], ["IPv4-compatible, hex", "[::7f00:1]"], ["mapped", "[::ffff:127.0.0.1]"],
    ["translated", "[::ffff:0:7f00:1]"], ["translated, dotted", "[::ffff:0:10.0.0.1]"], ["6to4 of 192.168.1.1", "[2002:c0a8:101::1]"],
    ["Teredo", "[2001:0:4136:e378:8000:63bf:3fff:fdd2]"], ["NAT64", "[64:ff9b::a00:1]"], ["local NAT64", "[64:ff9b:1::a00:1]"],
  ])("refuses an IPv6 literal that embeds an IPv4 address (%s: %s)", async (_form, host) => {
    expect(await check(`https://${host}/push/1`)).toBe(NOT_PUBLIC);
  });

  it("refuses plain http and credentials in the URL", async () => {
    expect(await check("http://fcm.googleapis.com/x")).toBe("El endpoint de la suscripción debe usar https");
    expect(await check("https://user:pw@fcm.googleapis.com/x")).toBe("El endpoint de la suscripción no puede llevar usuario ni contraseña");
  });

  it("accepts an origin the operator allows, even on loopback over http", async () => {
    expect(await check("http://127.0.0.1:4567/push/1", ["http://127.0.0.1:4567"])).toBeNull();
    expect(await check("http://127.0.0.1:4568/push/1", ["http://127.0.0.1:4567"])).toBe("El endpoint de la suscripción debe usar https");
  });
});

describe("public addresses", () => {
  it.each([["8.8.8.8", true], ["142.250.184.170", true], ["2a00:1450:4003:80e::200a", true], ["10.0.0.1", false], ["172.20.1.1", false], ["100.64.0.1", false],
    ["127.0.0.1", false], ["169.254.169.254", false], ["::1", false], ["fe80::1", false], ["fd12::1", false], ["::ffff:8.8.8.8", false], ["224.0.0.1", false],
    ["::127.0.0.1", false], ["::ffff:0:7f00:1", false], ["::ffff:127.0.0.1", false], ["::ffff:0:10.0.0.1", false],
    ["2002:7f00:1::1", false], ["2001:0:4136:e378:8000:63bf:3fff:fdd2", false], ["64:ff9b::7f00:1", false], ["64:ff9b:1::a00:1", false]] as const)(
    "%s is public: %s", (address, expected) => {
      expect(isPublicAddress(address)).toBe(expected);
    });
});
