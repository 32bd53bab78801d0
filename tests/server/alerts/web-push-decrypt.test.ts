// The tests' own decryption of a push message (tests/helpers/web-push-decrypt.ts) reads the RFC's
// example, so it is a fair judge of what the server sends through the web-push package.
import { describe, expect, it } from "vitest";
import { decryptPushMessage } from "../../helpers/web-push-decrypt.ts";

describe("the tests' Web Push decryption", () => {
  it("reads the example of RFC 8291 section 5", () => {
    const body = Buffer.from("DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN", "base64url");
    const keys = {
      p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
      auth: "BTBZMqHH6r4Tts7J_aSIgg",
      privateKey: Buffer.from("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94", "base64url"),
    };
    expect(decryptPushMessage(body, keys)).toBe("When I grow up, I want to be a watermelon");
  });
});
