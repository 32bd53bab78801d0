// Session tokens: HS256 JWTs signed with jose. Only HS256 is accepted on the way in, so an
// `alg: none` or RS/ES token is refused whatever it claims. The subject is the user id; nothing
// else personal travels in the token. Each token has its own id (jti), so logging out can revoke that
// one token on the server (revoked-tokens.ts) until it would have expired anyway.
import { randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

const ISSUER = "gasolinaeco";
const AUDIENCE = "gasolinaeco-api";
/** Tolerated clock difference between the server that signed and the one that verifies. */
const CLOCK_TOLERANCE_S = 30;

export interface VerifiedToken {
  userId: string;
  /** The token's own id; null for tokens issued before tokens had one (they cannot be revoked one by one). */
  tokenId: string | null;
  expiresAt: Date;
}

export interface TokenService {
  /** A signed token for the user; `keep` (Mantenerme conectado) gives the long lifetime. */
  issue(userId: string, keep: boolean): Promise<string>;
  /** What a valid token says, or null for a missing, expired, future-dated, tampered or foreign token. */
  verify(token: string): Promise<VerifiedToken | null>;
}

export interface TokenOptions {
  secret: () => Promise<Uint8Array>;
  ttlHours: number;
  keepDays: number;
  now: () => Date;
}

export function createTokenService(options: TokenOptions): TokenService {
  let key: Promise<Uint8Array> | undefined;
  const getKey = () => (key ??= options.secret());

  return {
    async issue(userId, keep) {
      const iat = Math.floor(options.now().getTime() / 1000);
      const lifetimeS = keep ? options.keepDays * 86_400 : options.ttlHours * 3_600;
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setJti(randomUUID())
        .setExpirationTime(iat + lifetimeS)
        .sign(await getKey());
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await getKey(), {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ["sub", "exp", "iat"],
          currentDate: options.now(),
          clockTolerance: CLOCK_TOLERANCE_S,
        });
        if (typeof payload.sub !== "string" || payload.sub === "" || typeof payload.exp !== "number") return null;
        // jose accepts an iat in the future; a token we signed never has one (a forged clock or key leak).
        const nowS = options.now().getTime() / 1000;
        if (typeof payload.iat !== "number" || payload.iat > nowS + CLOCK_TOLERANCE_S) return null;
        return { userId: payload.sub, tokenId: typeof payload.jti === "string" ? payload.jti : null, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
