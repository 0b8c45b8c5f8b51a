import { z } from "zod";

/** Longest address we accept; RFC 5321 limits a path to 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An email address as typed into the sign-up and log-in forms: trimmed, lower-cased and
 * checked with messages a person understands. The browser form and the server share it.
 */
export const emailAddressSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, { error: "Enter your email address." })
  .max(EMAIL_MAX_LENGTH, {
    error: `An email address can be at most ${EMAIL_MAX_LENGTH} characters.`,
  })
  .pipe(z.email({ error: "Enter a valid email address, like chef@restaurant.com." }))
  .transform((address) => address.toLowerCase());

/** An address that may be left empty (a supplier's), trimmed and lower-cased. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .refine((value) => value === "" || z.email().safeParse(value).success, {
    error: "Enter a valid email address, like orders@supplier.com.",
  })
  .default("");
