import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A secret of `bytes` random bytes (256 bits by default), as URL-safe text. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A 6-digit one-time code, every value equally likely. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** SHA-256 of a high-entropy token, for looking it up without storing it. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Keyed hash for low-entropy secrets (a 6-digit code has only a million values): without the
 * server's secret, a copy of the database does not reveal them.
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}\0${value}`).digest("hex");
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
