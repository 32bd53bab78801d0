// Cookie consent (SPEC §4): stored as 1 under gasolinaeco_coookie_consent once accepted; the banner
// stays hidden from then on.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { createSplitStorage } from "./split-persist-storage.ts";
import { setConsentCookie } from "./consent-cookie.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

interface PersistedConsent {
  cookieConsent: 1 | null;
}

export interface ConsentState {
  accepted: boolean;
  accept: () => void;
}

const CONSENT_VERSION = 1;

const isAccepted = (persisted: unknown): boolean =>
  Number((persisted as Partial<PersistedConsent> | null)?.cookieConsent) === 1;

export function createConsentStore() {
  return create<ConsentState>()(
    persist(
      (set) => ({
        accepted: false,
        accept: () => {
          setConsentCookie();
          set({ accepted: true });
        },
      }),
      {
        name: STORAGE_KEYS.consentVersion,
        version: CONSENT_VERSION,
        storage: createSplitStorage<PersistedConsent>({ cookieConsent: STORAGE_KEYS.cookieConsent }),
        partialize: ({ accepted }): PersistedConsent => ({ cookieConsent: accepted ? 1 : null }),
        migrate: (persisted): PersistedConsent => ({ cookieConsent: isAccepted(persisted) ? 1 : null }),
        merge: (persisted, current) => ({ ...current, accepted: isAccepted(persisted) }),
        // Consent given before the cookie existed: the cookie catches up, so the server stops sending the notice.
        onRehydrateStorage: () => (state) => {
          if (state?.accepted) setConsentCookie();
        },
      },
    ),
  );
}

export const useConsentStore = createConsentStore();
