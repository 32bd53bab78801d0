// What every list kept on the device and in step with the account shares (favourites, discount plans):
// the ids added or removed here and not yet confirmed, the login whose merge is still due, how an
// account's answer settles them, and how a stored copy of them is read back. Written once so both lists
// keep the same promise: nothing changed on the device is lost before the account has it. The loop
// that sends them is src/offline/synced-list-sync.ts.

/** The part of a synced list's stored state that tracks what the account has not confirmed yet. */
export interface SyncedListPending {
  /** Ids added or removed on the device, not yet confirmed by the account. */
  pendingAdds: string[];
  pendingRemovals: string[];
  /** A login happened and the device's whole list has not been merged into that account yet. */
  loginMergeDue: boolean;
}

/** What a sync sent, so that changes made while it was out stay pending. */
export interface SentChanges {
  adds: readonly string[];
  removals: readonly string[];
  login: boolean;
}

/** The actions the sync loop and its hook call on a synced list's store. */
export interface SyncedListActions<AccountList> {
  requestLoginMerge: () => void;
  /** The account's list after a merge: it replaces the device's, except for changes made since `sent`. */
  applyAccountList: (list: AccountList, sent: SentChanges) => void;
}

export const NOTHING_PENDING: SyncedListPending = { pendingAdds: [], pendingRemovals: [], loginMergeDue: false };

export const without = (list: readonly string[], ids: readonly string[]) => list.filter((id) => !ids.includes(id));
const withId = (list: readonly string[], id: string) => (list.includes(id) ? [...list] : [...list, id]);

export const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/** The pending part of a stored copy (anything missing or damaged reads as nothing pending). */
export function readPending(record: Readonly<Record<string, unknown>>): SyncedListPending {
  return { pendingAdds: stringList(record.pendingAdds), pendingRemovals: stringList(record.pendingRemovals), loginMergeDue: record.loginMergeDue === true };
}

/** Just the pending part, for `partialize`. */
export const pendingOf = ({ pendingAdds, pendingRemovals, loginMergeDue }: SyncedListPending): SyncedListPending => ({ pendingAdds, pendingRemovals, loginMergeDue });

/** An item added on the device: to be sent, and no longer a removal. */
export const pendingAfterAdd = (state: SyncedListPending, id: string) => ({
  pendingAdds: withId(state.pendingAdds, id),
  pendingRemovals: without(state.pendingRemovals, [id]),
});

/**
 * An item removed on the device: no longer an add, to be sent as a removal. With `keepLast` the oldest
 * removals give way (a merge carries at most that many).
 */
export const pendingAfterRemove = (state: SyncedListPending, id: string, keepLast?: number) => ({
  pendingAdds: without(state.pendingAdds, [id]),
  pendingRemovals: keepLast === undefined ? withId(state.pendingRemovals, id) : [...without(state.pendingRemovals, [id]), id].slice(-keepLast),
});

/** After the account answered a merge: what it took is no longer pending; what was changed meanwhile is. */
export const pendingAfterMerge = (state: SyncedListPending, sent: SentChanges): SyncedListPending => ({
  pendingAdds: without(state.pendingAdds, sent.adds),
  pendingRemovals: without(state.pendingRemovals, sent.removals),
  loginMergeDue: state.loginMergeDue && !sent.login,
});

/** Whether a sync would have anything to send. */
export const somethingToSend = ({ pendingAdds, pendingRemovals, loginMergeDue }: SyncedListPending): boolean =>
  loginMergeDue || pendingAdds.length > 0 || pendingRemovals.length > 0;

/** The changes a sync is about to send, copied so later changes do not alter them. */
export const changesToSend = ({ pendingAdds, pendingRemovals, loginMergeDue }: SyncedListPending): SentChanges => ({
  adds: [...pendingAdds],
  removals: [...pendingRemovals],
  login: loginMergeDue,
});
