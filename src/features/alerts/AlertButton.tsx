// The way into a price alert from a station page or a search result: a button that opens the form.
// Compact (the results' options row): the bell alone, its sentence as its name, the form opening
// under the row.
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import type { AlertFuel } from "../../domain/contract/alerts.ts";
import type { AlertTarget } from "./alert-target.ts";
import { BellIcon } from "./BellIcon.tsx";

// The form is loaded when first opened: most visits never create an alert.
const AlertForm = lazy(async () => ({ default: (await import("./AlertForm.tsx")).AlertForm }));

interface AlertButtonProps {
  target: AlertTarget;
  fuel: AlertFuel;
  prices?: Partial<Record<AlertFuel, number | null>>;
  label: string;
  compact?: boolean;
}

export function AlertButton({ target, fuel, prices, label, compact = false }: AlertButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={compact ? "alert-entry alert-entry-compact" : "alert-entry"}>
      {compact ? (
        <button type="button" className="option-button alert-open" aria-label={label} title={label} aria-expanded={open} onClick={() => setOpen(!open)}>
          <BellIcon />
        </button>
      ) : (
        <button type="button" className="button alert-open" aria-expanded={open} onClick={() => setOpen(!open)}>
          <BellIcon /> {label}
        </button>
      )}
      {open && (
        <Suspense
          fallback={
            <p className="muted">
              <Trans>Cargando…</Trans>
            </p>
          }
        >
          <AlertForm target={target} fuel={fuel} {...(prices ? { prices } : {})} />
        </Suspense>
      )}
    </div>
  );
}
