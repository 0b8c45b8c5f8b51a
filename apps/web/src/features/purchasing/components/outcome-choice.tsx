import { RECEIPT_OUTCOME_LABELS, type ReceiptOutcome } from "@larder/contracts";

/** How a line came in this delivery, or that it is still to come. */
export type Choice = ReceiptOutcome | "later";

const CHOICES: { value: Choice; label: string }[] = [
  { value: "received", label: RECEIPT_OUTCOME_LABELS.received },
  { value: "short", label: RECEIPT_OUTCOME_LABELS.short },
  { value: "damaged", label: RECEIPT_OUTCOME_LABELS.damaged },
  { value: "substituted", label: RECEIPT_OUTCOME_LABELS.substituted },
  { value: "later", label: "Not in this delivery" },
];

const HINTS: Record<Choice, string> = {
  received: "All of it came as ordered.",
  short: "Less came than ordered; nothing more is expected on this line.",
  damaged: "Enter how much is usable; the rest is refused. Add a photo for the supplier.",
  substituted: "Another item came instead: choose it and enter how much, in its own unit.",
  later: "It is still expected; the line stays open.",
};

/** The row of choices for one line, as large buttons for a phone on the loading dock. */
export function OutcomeChoice({
  lineId,
  itemName,
  value,
  onChoose,
}: {
  lineId: string;
  itemName: string;
  value: Choice;
  onChoose: (choice: Choice) => void;
}) {
  return (
    <>
      <div
        role="radiogroup"
        aria-label={`How ${itemName} came`}
        className="mt-3 flex flex-wrap gap-1.5"
      >
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-11 cursor-pointer items-center rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 sm:min-h-10 ${
              value === choice.value
                ? "border-brand-600 bg-brand-50 text-brand-900"
                : "border-brand-900/20 text-brand-950/75"
            }`}
          >
            <input
              type="radio"
              className="sr-only"
              name={`outcome-${lineId}`}
              checked={value === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <p className="mt-1.5 text-sm text-brand-950/65">{HINTS[value]}</p>
    </>
  );
}
