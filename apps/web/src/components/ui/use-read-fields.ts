import { useState } from "react";
import { readMark, type ReadValue } from "./read-field";

/**
 * The fields of a document's review: each read field's mark (highlighted until the person has
 * changed it) and the change handler that records it was looked at. A form not read from a
 * document (`reading` false) gets its handlers without marks.
 */
export function useReadFields(reading = true) {
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const touch = (name: string) => setTouched((before) => new Set(before).add(name));
  const field = (name: string, value: ReadValue | undefined, set: (value: string) => void) => {
    const mark = reading ? readMark(value, touched.has(name)) : null;
    return {
      className: mark?.className ?? "",
      hint: mark?.hint,
      onChange: (event: { target: { value: string } }) => {
        set(event.target.value);
        touch(name);
      },
    };
  };
  return { field, touch, touched: (name: string) => touched.has(name) };
}
