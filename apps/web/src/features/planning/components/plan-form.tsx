import {
  closureInputSchema,
  locationEventInputSchema,
  type LocationEvent,
  type LocationEventInput,
} from "@larder/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { ScopeChoice } from "@/components/ui/scope-choice";
import { Segmented } from "@/components/ui/segmented";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import type { PlanChange } from "@/features/planning/api/calendar";

type What = "promotion" | "event" | "closure";
const WHAT_OPTIONS: { value: What; label: string }[] = [
  { value: "promotion", label: "Promotion" },
  { value: "event", label: "Event" },
  { value: "closure", label: "Closed day" },
];
const NAME_HINTS: Record<What, string> = {
  promotion: "Bottomless brunch",
  event: "Wedding party",
  closure: "Staff party",
};

interface Draft {
  what: What;
  name: string;
  startsOn: string;
  endsOn: string;
  guests: string;
  /** The change in use expected, in percent, as typed ("25", "-10"); empty: Larder learns it. */
  change: string;
  /** The item categories it concerns; null: every item. */
  categoryIds: string[] | null;
  notes: string;
}

/** "+25 %" and "−10" as the API reads them ("25", "-10"); empty: Larder learns the change. */
const typedChange = (typed: string): string | null => {
  const text = typed
    .trim()
    .replace(/\s*%$/, "")
    .replace(/^\+/, "")
    .replace(/^[\u2212\u2013]/, "-");
  return text === "" ? null : text;
};

const draftOf = (event: LocationEvent | null, day: string): Draft =>
  event
    ? {
        what: event.kind,
        name: event.name,
        startsOn: event.startsOn,
        endsOn: event.endsOn,
        guests: event.expectedGuests ? String(event.expectedGuests) : "",
        change: event.expectedChangePercent ?? "",
        categoryIds: event.categories.length > 0 ? event.categories.map((c) => c.id) : null,
        notes: event.notes,
      }
    : {
        what: "promotion",
        name: "",
        startsOn: day,
        endsOn: day,
        guests: "",
        change: "",
        categoryIds: null,
        notes: "",
      };

/**
 * Plans a promotion, an event with the guests expected, or a closed day at a location, with the
 * change in use its manager expects of a promotion or an event (decision 0029); or
 * changes (or removes) the event given. Checked with the server's own schema before it is sent.
 */
export function PlanForm({
  editing,
  categories,
  firstDay,
  pending,
  error,
  onSubmit,
  onDone,
}: {
  editing: LocationEvent | null;
  /** The workspace's item categories, for a promotion or event that concerns some only. */
  categories: { id: string; name: string }[];
  firstDay: string;
  pending: boolean;
  error: unknown;
  onSubmit: (change: PlanChange, done: () => void) => void;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(editing, firstDay));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const shown = { ...serverFieldErrors(error), ...errors };
  const reset = () => {
    setDraft(draftOf(null, firstDay));
    setErrors({});
    onDone();
  };

  const submit = () => {
    if (draft.what === "closure") {
      const checked = checkForm(closureInputSchema, { day: draft.startsOn, name: draft.name });
      if (!checked.ok) return setErrors({ startsOn: checked.errors.day ?? "", ...checked.errors });
      setErrors({});
      return onSubmit({ close: checked.data }, reset);
    }
    const input: LocationEventInput = {
      kind: draft.what,
      name: draft.name,
      startsOn: draft.startsOn,
      endsOn: draft.endsOn || draft.startsOn,
      expectedGuests:
        draft.what === "event" && draft.guests.trim() !== "" ? Number(draft.guests) : null,
      expectedChangePercent: typedChange(draft.change),
      categoryIds: draft.categoryIds ?? [],
      notes: draft.notes,
    };
    const checked = checkForm(locationEventInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    if (draft.categoryIds?.length === 0)
      return setErrors({ categoryIds: "Tick at least one category, or choose every item." });
    setErrors({});
    onSubmit(editing ? { edit: editing.id, event: input } : { add: input }, reset);
  };

  return (
    <form
      noValidate
      aria-label={editing ? `Change ${editing.name}` : "Plan a day"}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {editing ? null : (
        <Segmented
          legend="What to plan"
          name="plan-kind"
          options={WHAT_OPTIONS}
          value={draft.what}
          onChange={(what) => set({ what })}
        />
      )}
      <TextField
        label={draft.what === "closure" ? "Why (optional)" : "Name"}
        value={draft.name}
        maxLength={120}
        placeholder={NAME_HINTS[draft.what]}
        error={shown.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={draft.what === "closure" ? "Closed on" : "First day"}
          type="date"
          value={draft.startsOn}
          error={shown.startsOn ?? shown.day}
          onChange={(event) =>
            set({
              startsOn: event.target.value,
              endsOn: draft.endsOn < event.target.value ? event.target.value : draft.endsOn,
            })
          }
        />
        {draft.what === "closure" ? null : (
          <TextField
            label="Last day"
            type="date"
            value={draft.endsOn}
            min={draft.startsOn}
            hint="At most 31 days."
            error={shown.endsOn}
            onChange={(event) => set({ endsOn: event.target.value })}
          />
        )}
      </div>
      {draft.what === "event" ? (
        <TextField
          label="Guests expected (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          value={draft.guests}
          hint="A private booking of 40, a festival crowd of 300."
          error={shown.expectedGuests}
          onChange={(event) => set({ guests: event.target.value })}
        />
      ) : null}
      {draft.what === "closure" ? null : (
        <TextField
          label="Expected change in use (%)"
          autoComplete="off"
          placeholder="+25"
          maxLength={10}
          value={draft.change}
          hint="Leave empty to let Larder learn it from past ones."
          error={shown.expectedChangePercent}
          onChange={(event) => set({ change: event.target.value })}
        />
      )}
      {draft.what === "closure" || categories.length === 0 ? null : (
        // Every item at the location, or the items of some categories (a burger week: meat and
        // bread), whose forecasts alone it moves.
        <ScopeChoice
          legend="Items it moves"
          everyLabel="Every item at this location"
          someLabel="Only items in some categories"
          options={categories}
          value={draft.categoryIds}
          twoColumns
          error={shown.categoryIds}
          onChange={(categoryIds) => set({ categoryIds })}
        />
      )}
      {draft.what === "closure" ? null : (
        <TextAreaField
          label="Notes (optional)"
          rows={2}
          maxLength={1000}
          value={draft.notes}
          error={shown.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      )}
      <Notice tone="error">{Object.keys(shown).length === 0 ? errorMessage(error) : null}</Notice>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={pending}>
          {editing ? "Save changes" : draft.what === "closure" ? "Mark closed" : "Add to calendar"}
        </Button>
        {editing ? (
          <>
            <Button
              variant="danger"
              disabled={pending}
              onClick={() => onSubmit({ remove: editing.id }, reset)}
            >
              Remove
            </Button>
            <Button variant="ghost" onClick={reset}>
              Cancel
            </Button>
          </>
        ) : null}
      </div>
    </form>
  );
}
