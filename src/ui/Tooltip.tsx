// A tooltip on an icon button (SPEC §9: shown with no delay; on touch it hides after 1500 ms). Shown on
// hover and focus, hidden on leave, blur and Escape; the text is the button's description either way.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

export const TOOLTIP_TOUCH_HIDE_MS = 1500;

interface TooltipProps {
  text: string;
  /** The button's accessible name (what it is); the tooltip text describes it. */
  label: string;
  className?: string;
  children: ReactNode;
}

export function Tooltip({ text, label, className, children }: TooltipProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(touchTimer.current), []);

  const show = () => setShown(true);
  const hide = () => setShown(false);
  const showForTouch = () => {
    clearTimeout(touchTimer.current);
    setShown(true);
    touchTimer.current = setTimeout(hide, TOOLTIP_TOUCH_HIDE_MS);
  };

  return (
    <span className="tooltip-host" onMouseEnter={show} onMouseLeave={hide}>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-describedby={id}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => event.key === "Escape" && hide()}
        onTouchStart={showForTouch}
        onClick={showForTouch}
      >
        {children}
      </button>
      <span role="tooltip" id={id} className="tooltip" hidden={!shown}>
        {text}
      </span>
    </span>
  );
}
