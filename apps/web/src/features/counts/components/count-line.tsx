import type { CountLine } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { Check } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { inputClasses } from "@/components/ui/field";
import { formatQuantity, formatRelativeTime } from "@/lib/format";

/**
 * One line of a count sheet: a large quantity field (the phone's number pad) and its unit,
 * saved when the counter moves on (Enter, Done or leaving the field). Someone else's count of
 * the same line appears as soon as it is saved, unless this person is typing in it.
 */
export function CountLineRow({
  line,
  disabled,
  onSave,
  focusRequest,
}: {
  line: CountLine;
  disabled: boolean;
  onSave: (quantity: string | null, unit: string) => Promise<void>;
  /** Changes when a scan asks for this line to be brought into view. */
  focusRequest: number;
}) {
  const id = useId();
  const savedQuantity = line.enteredQuantity ?? "";
  const savedUnit = line.enteredUnit ?? line.unit;
  // What the counter is typing; null shows what is saved (theirs or a colleague's).
  const [draft, setDraft] = useState<{ quantity: string; unit: string } | null>(null);
  const quantity = draft?.quantity ?? savedQuantity;
  const unit = draft?.unit ?? savedUnit;
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    input.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    input.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  const edit = (changes: Partial<{ quantity: string; unit: string }>) =>
    setDraft({ quantity, unit, ...changes });

  const save = async () => {
    if (!draft) return;
    const typed = draft.quantity.trim();
    if (typed === savedQuantity && draft.unit === savedUnit) return setDraft(null);
    setSaving(true);
    setError(null);
    try {
      await onSave(typed === "" ? null : typed, draft.unit);
      setDraft(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Not saved. Try again.");
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  const counted = line.counted !== null;
  return (
    <form
      onSubmit={submit}
      className={`rounded-xl border p-3 ${counted ? "border-brand-500/30 bg-brand-50/60" : "border-brand-900/10 bg-white"}`}
    >
      <div className="flex items-start justify-between gap-2">
        <label htmlFor={id} className="min-w-0 font-semibold text-brand-950">
          {line.name}
          {line.category ? (
            <span className="block text-xs font-normal text-brand-950/70">{line.category}</span>
          ) : null}
        </label>
        {counted ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-700">
            <Check aria-hidden="true" className="h-3.5 w-3.5" />
            {formatQuantity(line.counted!, unitLabel(line.unit))}
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex gap-2">
        <div className="min-w-0 flex-1">
          <input
            ref={input}
            id={id}
            inputMode="decimal"
            enterKeyHint="next"
            autoComplete="off"
            placeholder="Not counted"
            disabled={disabled}
            value={quantity}
            onChange={(event) => edit({ quantity: event.target.value })}
            onBlur={() => void save()}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-state`}
            className={`${inputClasses(Boolean(error))} min-h-12 text-lg tabular-nums`}
          />
        </div>
        <div className="w-28 shrink-0">
          <select
            aria-label={`${line.name}: unit`}
            disabled={disabled}
            value={unit}
            onChange={(event) => edit({ unit: event.target.value })}
            onBlur={() => void save()}
            className={`${inputClasses(false)} min-h-12 pr-8`}
          >
            {line.units.map((option) => (
              <option key={option} value={option}>
                {unitLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-state`} aria-live="polite" className="mt-1.5 min-h-5 text-xs text-brand-950/65">
        {error ? (
          <span className="font-medium text-tomato">{error}</span>
        ) : saving ? (
          "Saving…"
        ) : counted && line.countedAt ? (
          `Counted by ${line.countedBy ?? "someone"} ${formatRelativeTime(line.countedAt)}`
        ) : null}
      </p>
    </form>
  );
}
