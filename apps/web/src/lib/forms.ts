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
