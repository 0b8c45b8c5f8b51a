import { CHECK_BELOW } from "@larder/contracts";

/** A field as Larder read it from a document: its value, and how sure it is (0 to 1). */
export interface ReadValue {
  value: unknown;
  confidence: number;
}

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/**
 * How a field read from a document is shown in its review: one Larder is not sure of, or could
 * not find, is highlighted and says so until the person has looked at it (changed it); one it is
 * sure of says where it came from.
 */
export function readMark(
  read: ReadValue | null | undefined,
  changed: boolean,
): { className: string; hint: string; check: boolean } {
  const flagged = "rounded-xl bg-saffron/15 px-2 pb-2 pt-1 ring-1 ring-saffron/70";
  if (changed) return { className: "", hint: "Changed from what was read.", check: false };
  if (!read || read.value === null || read.value === undefined)
    return { className: flagged, hint: "Not found on the document: type it in.", check: true };
  if (read.confidence < CHECK_BELOW)
    return {
      className: flagged,
      hint: `Check this: Larder is ${percent(read.confidence)} sure of it.`,
      check: true,
    };
  return {
    className: "",
    hint: `Read from the document (${percent(read.confidence)} sure).`,
    check: false,
  };
}
