// The big three's names are written once, in Spanish, in the domain (BIG_THREE_NAMES); the app's
// messages for them (src/i18n/fuel-names.ts, written out for the catalogs' extraction) must be those
// same words, or a screen would show a name the domain does not know and no catalog translates.
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { BIG_THREE_NAMES } from "../../src/domain/fuels.ts";
import { BIG_THREE_MESSAGES } from "../../src/i18n/fuel-names.ts";

describe("the big three's names", () => {
  for (const [naming, names] of Object.entries(BIG_THREE_NAMES) as [keyof typeof BIG_THREE_NAMES, Record<string, string>][]) {
    it(`are the domain's words in the app's messages (${naming})`, () => {
      const ids = Object.fromEntries(Object.entries(BIG_THREE_MESSAGES[naming]).map(([code, message]) => [code, message.id]));
      expect(ids).toEqual(Object.fromEntries(Object.entries(names).map(([code, word]) => [code, generateMessageId(word)])));
    });
  }
});
