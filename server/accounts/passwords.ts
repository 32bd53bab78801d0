// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). A login for an
// unknown e-mail still verifies against a dummy hash, so both answers take about the same time.
import argon2 from "argon2";

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** True when the password matches; false for a wrong password or an unreadable hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash made with weaker or older parameters than today's: rehash it on the next good login. */
export function passwordNeedsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, OPTIONS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash ahead of the first login, so that one is not slower than the rest. */
export function prepareDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword("gasolinaeco-dummy-password-for-timing"));
}

/** Spends the time a real verification would, for an e-mail that has no account. Always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
