// Who is logged in (SPEC §4): the JWT and the login name, persisted under gasolinaeco_jwt and
// gasolinaeco_login, plus the profile loaded after login. Logout removes both keys: the original app
// left the token behind under a misspelled key, SPEC §4 calls that a defect.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { UserProfile } from "../domain/contract/accounts.ts";
import { createSplitStorage } from "./split-persist-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

interface PersistedSession {
  token: string | null;
  login: string | null;
}

export interface SessionState extends PersistedSession {
  user: UserProfile | null;
  /** Ignored unless both token and login are non-empty (SPEC §4). */
  setAuth: (token: string, login: string) => void;
  setUser: (user: UserProfile | null) => void;
  logout: () => void;
}

const SESSION_VERSION = 1;

const nonEmptyText = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

function readPersisted(persisted: unknown): PersistedSession {
  const record = (persisted ?? {}) as Record<string, unknown>;
  return { token: nonEmptyText(record.token), login: nonEmptyText(record.login) };
}

export const isLoggedIn = (state: Pick<SessionState, "login">): boolean => state.login !== null;

export function createSessionStore() {
  return create<SessionState>()(
    persist(
      (set) => ({
        token: null,
        login: null,
        user: null,
        setAuth: (token, login) => {
          if (token.trim() === "" || login.trim() === "") return;
          set({ token, login });
        },
        setUser: (user) => set({ user }),
        logout: () => set({ token: null, login: null, user: null }),
      }),
      {
        name: STORAGE_KEYS.sessionVersion,
        version: SESSION_VERSION,
        storage: createSplitStorage<PersistedSession>({ token: STORAGE_KEYS.token, login: STORAGE_KEYS.login }),
        partialize: ({ token, login }) => ({ token, login }),
        // Version 0: values written before versions existed; same shape, only re-checked.
        migrate: (persisted) => readPersisted(persisted),
        merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
      },
    ),
  );
}

export const useSessionStore = createSessionStore();
