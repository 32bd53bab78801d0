// Results screens fold the header's filter into one line that says what they show: the first screen
// of a phone is then the stations and their prices, not the fuel buttons and the slider again.
import { useEffect } from "react";
import { useUiStore } from "../../stores/ui-store.ts";

export function useFoldedFilter(summary: string): void {
  useEffect(() => {
    const ui = useUiStore.getState();
    ui.foldFilter(summary);
    return () => ui.releaseFilter(summary);
  }, [summary]);
}
