// The global loading overlay (SPEC §2): spinner and text ('procesando...' unless told), while active.
import { useUiStore } from "../stores/ui-store.ts";

export function LoadingOverlay() {
  const { visible, text } = useUiStore((state) => state.loader);
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
