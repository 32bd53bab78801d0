// The global loading overlay (SPEC §2): spinner and text ('procesando...' unless told), while active.
// Callers pass their text in the app's language; the store's default is its Spanish, said here in it.
import { useLingui } from "@lingui/react/macro";
import { DEFAULT_LOADER_TEXT, useUiStore } from "../stores/ui-store.ts";

export function LoadingOverlay() {
  const { t } = useLingui();
  const { visible, text: shown } = useUiStore((state) => state.loader);
  const text = shown === DEFAULT_LOADER_TEXT ? t`procesando...` : shown;
  return (
    <div role="status" aria-live="polite" className="loader-region">
      {visible && (
        <div className="loader-overlay">
          <div className="loader-box">
            <span className="spinner" aria-hidden="true" />
            <p>{text}</p>
          </div>
        </div>
      )}
    </div>
  );
}
