import { z } from "zod";

/** A UUID naming one of the workspace's records; the message names what it is. */
export const uuid = (what: string) => z.uuid({ error: `That is not a valid ${what}.` });

/** A calendar day, YYYY-MM-DD, with a message naming it. */
export const isoDate = (what: string) => z.iso.date({ error: `Enter ${what} as YYYY-MM-DD.` });

/** Required text, trimmed, with messages that name the field: "Enter the item's name." */
export const trimmed = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, { error: `Enter ${label}.` })
    .max(max, {
      error: `${label[0]!.toUpperCase()}${label.slice(1)} can be at most ${max} characters.`,
    });

/** Optional free text, trimmed. */
export const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `A note can be at most ${max} characters.` })
    .default("");

const DECIMAL = /^-?(\d{1,14}(\.\d{0,6})?|\.\d{1,6})$/;
const QUANTITY =
  /^(\d{1,14}(\.\d{0,6})?|\.\d{1,6}|\d{1,9}\s*\/\s*\d{1,9}|\d{1,9}\s+\d{1,9}\s*\/\s*\d{1,9})$/;

/**
 * A decimal number sent as a string ("2.5", "-3"), up to 14 digits before the point and 6
 * after: how quantities and money travel in Larder, never as binary floats.
 */
export const decimalSchema = (label: string) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .regex(DECIMAL, { error: `Enter ${label} as a number, like 2.5.` });

/** A decimal of zero or more. */
export const nonNegativeDecimalSchema = (label: string) =>
  decimalSchema(label).refine((value) => !value.startsWith("-"), {
    error: `${label[0]!.toUpperCase()}${label.slice(1)} cannot be negative.`,
  });

/** A decimal above zero. */
export const positiveDecimalSchema = (label: string) =>
  nonNegativeDecimalSchema(label).refine((value) => /[1-9]/.test(value), {
    error: `${label[0]!.toUpperCase()}${label.slice(1)} must be more than zero.`,
  });

/**
 * A quantity as a cook types it: a decimal ("2.5"), a fraction ("1/2") or a mixed number
 * ("1 1/2"), above zero. The server reads it exactly (a third of a case stays a third).
 */
export const quantitySchema = z
  .string({ error: "Enter a quantity." })
  .trim()
  .min(1, { error: "Enter a quantity." })
  .regex(QUANTITY, { error: "Enter the quantity as a number, like 2.5 or 1 1/2." })
  .refine((value) => /[1-9]/.test(value.split("/")[0]!), {
    error: "The quantity must be more than zero.",
  })
  .refine((value) => !/\/\s*0+$/.test(value), { error: "A fraction cannot divide by zero." });

/**
 * Compares two decimal strings exactly (−1, 0, 1), for validation that must not pass through
 * binary floats. Both must match {@link decimalSchema}.
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const sign = (text: string) => (text.startsWith("-") && /[1-9]/.test(text) ? -1 : 1);
  const [sa, sb] = [sign(a), sign(b)];
  if (sa !== sb) return sa < sb ? -1 : 1;
  const parts = (text: string) => {
    const [whole = "", part = ""] = text.replace(/^-/, "").split(".");
    return [whole.replace(/^0+/, ""), part.replace(/0+$/, "")] as const;
  };
  const [[wa, fa], [wb, fb]] = [parts(a), parts(b)];
  let order = 0;
  if (wa.length !== wb.length) order = wa.length < wb.length ? -1 : 1;
  else if (wa !== wb) order = wa < wb ? -1 : 1;
  else {
    const width = Math.max(fa.length, fb.length);
    const [pa, pb] = [fa.padEnd(width, "0"), fb.padEnd(width, "0")];
    order = pa === pb ? 0 : pa < pb ? -1 : 1;
  }
  return (order * sa) as -1 | 0 | 1;
}

/** Paging through a long list. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
