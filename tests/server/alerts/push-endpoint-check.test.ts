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

  it("refuses a name that does not resolve", async () => {
    expect(await check("https://nowhere.example/push")).toBe("No se encuentra el servicio de avisos de la suscripción");
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
    ["127.0.0.1", false], ["169.254.169.254", false], ["::1", false], ["fe80::1", false], ["fd12::1", false], ["::ffff:8.8.8.8", false], ["224.0.0.1", false]] as const)(
    "%s is public: %s", (address, expected) => {
      expect(isPublicAddress(address)).toBe(expected);
    });
});
