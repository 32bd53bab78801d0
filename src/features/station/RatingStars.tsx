// The 1-5 star rating (SPEC §4): as a choice of five radio buttons in the opinion form, or read-only in
// the opinions list, where it renders only for a rating above 0.
import { Plural, useLingui } from "@lingui/react/macro";
import { useId } from "react";

export const MAX_STARS = 5;
const STARS = [1, 2, 3, 4, 5] as const;

export function RatingStars({ value }: { value: number }) {
  const { t } = useLingui();
  if (!(value > 0)) return null;
  const rounded = Math.max(0, Math.min(MAX_STARS, Math.round(value)));
  const max = MAX_STARS;
  return (
    <span className="rating rating-readonly" role="img" aria-label={t`${rounded} de ${max} estrellas`}>
      {STARS.map((star) => (
        <span key={star} className={star <= rounded ? "star star-on" : "star"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

interface RatingInputProps {
  value: number;
  onChange: (value: number) => void;
  legend: string;
}

export function RatingInput({ value, onChange, legend }: RatingInputProps) {
  const name = useId();
  return (
    <fieldset className="rating rating-input">
      <legend>{legend}</legend>
      <div className="rating-stars">
        {STARS.map((star) => (
          <label key={star} className={star <= value ? "star star-on" : "star"}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden"><Plural value={star} one="# estrella" other="# estrellas" /></span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
