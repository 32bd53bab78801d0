// A labelled input or textarea with its hint and error tied to it (aria-describedby, aria-invalid).
import type { InputHTMLAttributes, ReactNode } from "react";

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  type?: InputHTMLAttributes<HTMLInputElement>["type"];
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  /** Rendered right after the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

export function TextField({ id, label, value, onChange, onBlur, error, hint, multiline, trailing, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: id,
    value,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    required: input.required,
    maxLength: input.maxLength,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        {multiline ? (
          <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={input.type ?? "text"}
            autoComplete={input.autoComplete}
            inputMode={input.inputMode}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {trailing}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
