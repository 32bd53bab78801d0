// The snack bar (SPEC §2): one message at a time with its action label; the store's timer hides it,
// the action button closes it early.
import { useUiStore } from "../stores/ui-store.ts";

export function SnackBar() {
  const snack = useUiStore((state) => state.snack);
  const dismiss = useUiStore((state) => state.dismissSnack);
  return (
    <div role="status" aria-live="polite" className="snack-region">
      {snack && (
        <div key={snack.id} className="snack">
          <p className="snack-message">{snack.message}</p>
          {snack.action && (
            <button type="button" className="snack-action" onClick={dismiss}>
              {snack.action}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
