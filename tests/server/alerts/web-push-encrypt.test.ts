// Push message encryption (RFC 8291): the tests' decryption reads the RFC's own example, so it is a
// fair judge of the server's encryption.
import { describe, expect, it } from "vitest";
import { encryptPushMessage } from "../../../server/push/web-push-encrypt.ts";
import { decryptPushMessage, newBrowserKeys } from "../../helpers/web-push-decrypt.ts";

describe("Web Push encryption", () => {
  it("the tests' decryption reads the example of RFC 8291 section 5", () => {
    const body = Buffer.from("DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN", "base64url");
    const keys = {
      p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
      auth: "BTBZMqHH6r4Tts7J_aSIgg",
      privateKey: Buffer.from("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94", "base64url"),
    };
    expect(decryptPushMessage(body, keys)).toBe("When I grow up, I want to be a watermelon");
  });

  it("encrypts a message only the subscription's browser can read, with a new key each time", () => {
    const browser = newBrowserKeys();
    const target = { p256dh: Buffer.from(browser.p256dh, "base64url"), auth: Buffer.from(browser.auth, "base64url") };
    const text = '{"titulo":"Diésel a 1,399 €"}';
    const [a, b] = [encryptPushMessage(Buffer.from(text), target), encryptPushMessage(Buffer.from(text), target)];
    expect([decryptPushMessage(a, browser), decryptPushMessage(b, browser)]).toEqual([text, text]);
    expect(a.subarray(21, 86).equals(b.subarray(21, 86))).toBe(false);
    expect(() => decryptPushMessage(a, newBrowserKeys())).toThrow();
  });
});
