// For test files about what happens around a password check (limits, tokens, answers) or that sign
// users up and log them in on the way to something else (what an account keeps, the alerts, the
// protections), not about the hash itself: argon2id with 1 MiB instead of 19 MiB, so each of their
// hundred-odd checks costs well under a millisecond rather than 20-45 ms of CPU. The stored parameters are asserted by
// tests/server/accounts/registration.test.ts, which keeps the real ones.
// Use: vi.mock("argon2", async (real) => (await import("…/quick-argon2.ts")).quickArgon2(real)).
import type * as Argon2 from "argon2";

const QUICK = { memoryCost: 1024, timeCost: 1 } as const;

type Argon2Module = typeof Argon2 & { default: typeof Argon2 };

export async function quickArgon2(importOriginal: () => Promise<Argon2Module>): Promise<Argon2Module> {
  const real = await importOriginal();
  const argon2 = real.default ?? real;
  // needsRehash compares with the same quick parameters, so a good login does not rehash every time.
  const quick: typeof Argon2 = {
    ...argon2,
    hash: ((password: string, options?: Argon2.HashOptions) => argon2.hash(password, { ...options, ...QUICK })) as typeof argon2.hash,
    needsRehash: (hash: string, options?: Argon2.HashOptions) => argon2.needsRehash(hash, { ...options, ...QUICK }),
  };
  return { ...real, ...quick, default: quick };
}
