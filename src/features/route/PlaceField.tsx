// A place field with autosuggest (SPEC §5): a combobox whose listbox offers up to 8 places; the place
// counts only once chosen from the list (click, or arrows and Enter). Typing again forgets the choice.
import { useId, useState, type KeyboardEvent } from "react";
import type { PlaceSuggestion } from "../../domain/contract/route.ts";
import { chosenPlace, type PlaceValue } from "./route-form.ts";
import { usePlaceSuggestions } from "./use-place-suggestions.ts";

interface PlaceFieldProps {
  label: string;
  /** The name of the suggestions' list ("Sugerencias de origen"). */
  listLabel: string;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  disabled?: boolean;
  required?: boolean;
  error?: string | null;
  placeholder?: string;
}

export function PlaceField({ label, listLabel, value, onChange, disabled = false, required = true, error, placeholder }: PlaceFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(value.text, !disabled && value.place === null);
  const open = focused && !disabled && value.place === null && suggestions.length > 0;

  const choose = (suggestion: PlaceSuggestion) => {
    onChange(chosenPlace(suggestion));
    setActive(-1);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape") {
      setFocused(false);
    }
  }

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className="field place-field">
      <label htmlFor={id}>{label}</label>
      <div className="place-control">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          required={required && !disabled}
          disabled={disabled}
          value={value.text}
          onChange={(event) => {
            setActive(-1);
            setFocused(true);
            onChange({ text: event.target.value, place: null });
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
        />
        {open && (
          <ul id={listId} role="listbox" aria-label={listLabel} className="place-suggestions">
            {suggestions.map((suggestion, i) => (
              <li
                key={`${suggestion.nombre}-${suggestion.provincia}-${i}`}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? "place-option is-active" : "place-option"}
                // Keep the focus in the input so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                <span className="place-name">{suggestion.nombre}</span>
                {suggestion.provincia && <span className="place-province">{suggestion.provincia}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={describedBy} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
