import { z } from "zod";

const capitalised = (label: string) => `${label[0]!.toUpperCase()}${label.slice(1)}`;

/**
 * A UUID naming one of the workspace's records; the message names what it is. Upper-case
 * letters are accepted and read in lower case, the form Larder stores and compares.
 */
export const uuid = (what: string) =>
  z.uuid({ error: `That is not a valid ${what}.` }).overwrite((value) => value.toLowerCase());

/** The calendar days Larder accepts: a kitchen's records, past and planned. */
export const DAY_RANGE = { first: "1900-01-01", last: "2199-12-31" } as const;

/** A calendar day, YYYY-MM-DD, between 1900 and 2199, with a message naming it. */
export const isoDate = (what: string) =>
  z.iso
    .date({ error: `Enter ${what} as YYYY-MM-DD.` })
    .refine((day) => day >= DAY_RANGE.first && day <= DAY_RANGE.last, {
      error: `${capitalised(what)} must be between the years 1900 and 2199.`,
    });

/** A month, YYYY-MM, between 1900 and 2199, with a message naming it. */
export const isoMonth = (what: string) =>
  z
    .string({ error: `Enter ${what} as YYYY-MM.` })
    .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, { error: `Enter ${what} as YYYY-MM.` });

/** The months of a report (YYYY-MM, both included) and the location it is for, all optional. */
export const monthRangeQuerySchema = z
  .object({
    from: isoMonth("the first month").optional(),
    to: isoMonth("the last month").optional(),
    locationId: uuid("location").optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "The first month cannot be after the last.",
    path: ["from"],
  });

/**
 * Control characters (NUL, escape, bell…) never belong in what a person types, and PostgreSQL
 * cannot store NUL at all. Single-line text refuses every one; multi-line text keeps tab and
 * line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `text` holds a control character that Larder refuses. */
export const hasControlCharacters = (text: string, multiline = false): boolean =>
  (multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text);

const controlCharacterError = (label: string) => ({
  error: `${capitalised(label)} contains an invisible control character (such as NUL). Remove it and try again.`,
});

/** Text on one line, trimmed, at most `max` characters, without control characters. */
export const singleLine = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label} as text.` })
    .trim()
    .max(max, { error: `${capitalised(label)} can be at most ${max} characters.` })
    .refine((text) => !hasControlCharacters(text), controlCharacterError(label));

/** Required text, trimmed, with messages that name the field: "Enter the item's name." */
export const trimmed = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, { error: `Enter ${label}.` })
    .max(max, { error: `${capitalised(label)} can be at most ${max} characters.` })
    .refine((text) => !hasControlCharacters(text), controlCharacterError(label));

/** Free text over several lines (notes, addresses), trimmed, at most `max` characters. */
export const multiLine = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label} as text.` })
    .trim()
    .max(max, { error: `${capitalised(label)} can be at most ${max} characters.` })
    .refine((text) => !hasControlCharacters(text, true), controlCharacterError(label));

/** A unit code ("kg") or one of the item's pack names ("case"). */
export const unitSchema = z
  .string({ error: "Choose a unit." })
  .trim()
  .min(1, { error: "Choose a unit." })
  .max(40, { error: "A unit name can be at most 40 characters." })
  .refine((text) => !hasControlCharacters(text), controlCharacterError("the unit"));

/** Optional free text, trimmed. */
export const note = (max: number) => multiLine("a note", max).default("");

/** What someone typed into a search box. */
export const searchText = (max = 120) => singleLine("the search", max).optional();

/**
 * How many digits a number may have before and after the point: what its database column
 * (`numeric(precision, scale)`) holds, so that a number the API accepts is always stored as sent.
 */
export interface DecimalBounds {
  whole: number;
  fraction: number;
}

/** Quantities and costs per base unit: `numeric(20,6)`, kept well inside after unit conversions. */
export const QUANTITY_BOUNDS: DecimalBounds = { whole: 10, fraction: 6 };
/** Prices per unit: `numeric(14,4)`. */
export const PRICE_BOUNDS: DecimalBounds = { whole: 10, fraction: 4 };
/** Amounts of money: `numeric(14,2)`. */
export const MONEY_BOUNDS: DecimalBounds = { whole: 12, fraction: 2 };

const QUANTITY =
  /^(\d{1,10}(\.\d{0,6})?|\.\d{1,6}|\d{1,9}\s*\/\s*\d{1,9}|\d{1,9}\s+\d{1,9}\s*\/\s*\d{1,9})$/;

const decimalPattern = ({ whole, fraction }: DecimalBounds) =>
  new RegExp(`^-?(\\d{1,${whole}}(\\.\\d{0,${fraction}})?|\\.\\d{1,${fraction}})$`);

/** "up to 10 digits before the point and 4 after" */
const describeBounds = ({ whole, fraction }: DecimalBounds) =>
  `at most ${whole} digits before the point and ${fraction} after`;

/**
 * A decimal number sent as a string ("2.5", "-3"): how quantities and money travel in Larder,
 * never as binary floats. `bounds` are what its column holds (quantities by default).
 */
export const decimalSchema = (label: string, bounds: DecimalBounds = QUANTITY_BOUNDS) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .regex(/^-?(\d+(\.\d*)?|\.\d+)$/, {
      error: `Enter ${label} as a number, like 2.5.`,
      abort: true,
    })
    .regex(decimalPattern(bounds), {
      error: `${capitalised(label)} is too large or too precise: ${describeBounds(bounds)}.`,
    });

/** A decimal of zero or more. */
export const nonNegativeDecimalSchema = (label: string, bounds?: DecimalBounds) =>
  decimalSchema(label, bounds).refine((value) => !value.startsWith("-"), {
    error: `${capitalised(label)} cannot be negative.`,
  });

/** A percentage, 0 to 100: a tax rate, an alert threshold. */
export const percentSchema = (label: string) =>
  nonNegativeDecimalSchema(label).refine((value) => compareDecimals(value, "100") <= 0, {
    error: `${capitalised(label)} is a percentage: 0 to 100.`,
  });

/** A decimal above zero. */
export const positiveDecimalSchema = (label: string, bounds?: DecimalBounds) =>
  nonNegativeDecimalSchema(label, bounds).refine((value) => /[1-9]/.test(value), {
    error: `${capitalised(label)} must be more than zero.`,
  });

/**
 * A quantity as a cook types it: a decimal ("2.5"), a fraction ("1/2") or a mixed number
 * ("1 1/2"), above zero. The server reads it exactly (a third of a case stays a third).
 */
export const quantitySchema = z
  .string({ error: "Enter a quantity." })
  .trim()
  .min(1, { error: "Enter a quantity.", abort: true })
  .regex(/^(\d+(\.\d*)?|\.\d+|\d+\s*\/\s*\d+|\d+\s+\d+\s*\/\s*\d+)$/, {
    error: "Enter the quantity as a number, like 2.5 or 1 1/2.",
    abort: true,
  })
  .regex(QUANTITY, {
    error: `The quantity is too large or too precise: ${describeBounds(QUANTITY_BOUNDS)}.`,
  })
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

/**
 * The body of a change (PATCH): every field of `shape` may be left out, but at least one must be
 * sent; `message` says which when there are only a few to choose from.
 */
export const updateSchema = <Shape extends z.ZodRawShape>(
  shape: Shape,
  message = "Send at least one change.",
) =>
  z
    .object(shape)
    .partial()
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      error: message,
    });
