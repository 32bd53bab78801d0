// Suggestions for what the user is typing in a place field: asked 250 ms after the last keystroke, from
// 2 characters on, at most 8 (SPEC §9). An answer that arrives after a newer question is dropped.
import { useEffect, useState } from "react";
import { suggestPlaces } from "../../api/places.ts";
import type { PlaceSuggestion } from "../../domain/contract/route.ts";

export const SUGGEST_DELAY_MS = 250;
export const SUGGEST_MIN_CHARS = 2;

export function usePlaceSuggestions(query: string, enabled: boolean): PlaceSuggestion[] {
  const [answer, setAnswer] = useState<{ query: string; places: PlaceSuggestion[] }>({ query: "", places: [] });
  const text = query.trim();
  const active = enabled && text.length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setTimeout(() => {
      void suggestPlaces(text).then((result) => {
        if (current) setAnswer({ query: text, places: result.ok ? result.data : [] });
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, active]);

  // The last answer stays up while the next is on its way, so the list does not blink at each keystroke.
  return active && answer.query !== "" ? answer.places : [];
}
