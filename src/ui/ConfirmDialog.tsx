// A modal confirmation (role alertdialog): traps focus, starts on Cancelar, closes with Escape.
import { Trans } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useFocusTrap } from "./use-focus-trap.ts";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(ref, open, onCancel);
  if (!open) return null;
  return (
    <div className="dialog-layer">
      <div className="dialog-backdrop" aria-hidden="true" onClick={onCancel} />
      <div
        ref={ref}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-message`}>{message}</p>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="button" className="button button-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
