// The deny list of session tokens: a logged-out token is refused until it would have expired anyway.
// Tokens are stateless JWTs, so without this a copied token kept working for up to 30 days after the
// driver pressed "Cerrar sesión".
import type { DbQueries } from "../db/db.ts";

export interface RevokedTokens {
  revoke(tokenId: string, expiresAt: Date): Promise<void>;
  isRevoked(tokenId: string): Promise<boolean>;
}

export function createRevokedTokens(db: DbQueries, now: () => Date): RevokedTokens {
  return {
    async revoke(tokenId, expiresAt) {
      await db.query(
        "insert into revoked_tokens (token_id, expires_at) values ($1, $2) on conflict (token_id) do nothing",
        [tokenId, expiresAt.toISOString()],
      );
      // Logouts are rare: the cheapest moment to forget the tokens that have expired since.
      await db.query("delete from revoked_tokens where expires_at < $1", [now().toISOString()]);
    },
    async isRevoked(tokenId) {
      const rows = await db.query<{ one: number }>("select 1 as one from revoked_tokens where token_id = $1", [tokenId]);
      return rows.length > 0;
    },
  };
}
