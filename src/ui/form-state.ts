// Small form state for the account and contact screens: values, the first error of each field from its
// valibot schema, and "touched" so errors appear once the user has left a field (or tried to submit).
import { t } from "@lingui/core/macro";
// The macro's t reads @lingui/core's i18n: this module activates it (Spanish) before anything asks.
import "../i18n/i18n.ts";
import { useState } from "react";
import * as v from "valibot";

export type FieldSchemas<F> = { [K in keyof F]?: v.GenericSchema<F[K], unknown> };
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

export function validateFields<F extends object>(schemas: FieldSchemas<F>, values: F): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const key of Object.keys(schemas) as (keyof F)[]) {
    const schema = schemas[key];
    if (!schema) continue;
    const result = v.safeParse(schema, values[key]);
    // The schemas' own messages are theirs to translate; this is only the fallback.
    if (!result.success) errors[key] = result.issues[0]?.message ?? t`Campo no válido`;
  }
  return errors;
}

type StringKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

export function useFormState<F extends object>(initial: F, validate: (values: F) => FieldErrors<F>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const errors = validate(values);
  const valid = Object.keys(errors).length === 0;
  const setValue = <K extends keyof F>(key: K, value: F[K]) => setValues((current) => ({ ...current, [key]: value }));
  const touch = (key: keyof F) => setTouched((current) => ({ ...current, [key]: true }));
  /** The error to show: only for fields the user has left. */
  const shownError = (key: keyof F): string | undefined => (touched[key] ? errors[key] : undefined);

  return {
    values,
    errors,
    valid,
    setValue,
    touch,
    touchAll: () => setTouched(Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as Record<keyof F, boolean>),
    shownError,
    /** Value, change, blur and error of a text field, to spread on a TextField. */
    textField: <K extends StringKeys<F>>(key: K) => ({
      value: values[key] as string,
      onChange: (value: string) => setValue(key, value as F[K]),
      onBlur: () => touch(key),
      error: shownError(key),
    }),
    replace: (next: F) => setValues(next),
    reset: () => {
      setValues(initial);
      setTouched({});
    },
  };
}
