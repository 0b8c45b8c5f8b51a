import { useState, type FormEvent } from "react";
import type { ZodType } from "zod";
import { ApiRequestError } from "./api";

/** Messages by field, keyed by the field's path ("location.name"). */
export type FieldErrors = Record<string, string>;

/**
 * Checks a form's values with the same zod schema the server applies to the request, and says
 * what is wrong field by field (the first message of each).
 */
export function checkForm<T>(
  schema: ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field messages of a refused request, when the server gave them. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** The message of whatever went wrong, for a person. */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : "Something went wrong. Please try again.";
}

/**
 * A form's draft as it is typed: `set` changes some of its values, `submit` checks it with the
 * contract's schema (the same the server applies) and hands on what passes, `shown` holds the
 * messages to show by field: the schema's, and those of the request the server refused
 * (`serverError`).
 */
export function useDraft<Draft, Input>(
  initial: Draft,
  {
    schema,
    toInput,
    serverError,
    onValid,
  }: {
    schema: ZodType<Input>;
    toInput: (draft: Draft) => unknown;
    serverError: unknown;
    onValid: (input: Input) => void;
  },
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(schema, toInput(draft));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onValid(checked.data);
  };
  return { draft, set, submit, shown: { ...serverFieldErrors(serverError), ...errors } };
}

/** A draft's lines with the one whose key is `key` changed. */
export const changedLine = <Line extends { key: string }>(
  lines: Line[],
  key: string,
  changes: Partial<Line>,
): Line[] => lines.map((line) => (line.key === key ? { ...line, ...changes } : line));
