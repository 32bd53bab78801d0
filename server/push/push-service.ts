// The server's Web Push, made from configuration: the VAPID keys (read or generated on first use)
// and a sender signed with them, limited to public addresses and PUSH_ENDPOINT_ALLOW.
import type { Config } from "../config.ts";
import type { Db } from "../db/db.ts";
import { createPushSender, type PushSender } from "./push-sender.ts";
import { pushEndpointProblem, type Resolve } from "./push-endpoint-check.ts";
import { loadVapidKeys, type VapidKeys } from "./vapid-keys.ts";

export interface PushService {
  /** The public key browsers subscribe with (GET /api/push/clave). */
  publicKey(): Promise<string>;
  sender(): Promise<PushSender>;
  /** null when a subscription's endpoint may be used; else why not, in Spanish. */
  endpointProblem(endpoint: string): Promise<string | null>;
}

export function createPushService(config: Pick<Config, "alerts" | "dataDir" | "contactEmail">, db: Pick<Db, "kind" | "query">, resolve?: Resolve): PushService {
  let keys: Promise<VapidKeys> | undefined;
  const loadKeys = () => {
    keys ??= loadVapidKeys({ publicKey: config.alerts.vapidPublicKey, privateKey: config.alerts.vapidPrivateKey, dataDir: config.dataDir, db }).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  let sender: Promise<PushSender> | undefined;
  return {
    publicKey: async () => (await loadKeys()).publicKey,
    sender() {
      sender ??= loadKeys().then((k) => createPushSender({ keys: k, subject: `mailto:${config.contactEmail}`, allowedOrigins: config.alerts.pushEndpointAllow }));
      return sender;
    },
    endpointProblem: (endpoint) => pushEndpointProblem(endpoint, config.alerts.pushEndpointAllow, resolve),
  };
}
