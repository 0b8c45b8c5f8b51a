import { purchasesQuerySchema } from "@larder/contracts";
import { compare } from "@larder/domain";
import { X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { Sheet } from "@/components/ui/sheet";
import { formatDay, formatUsd } from "@/lib/format";
import { checkForm, type FieldErrors } from "@/lib/forms";

export interface ExtraFilters {
  status: string;
  minAmount: string;
  maxAmount: string;
  dueFrom: string;
  dueTo: string;
  locationId: string;
}

export const EXTRA_FILTER_KEYS = [
  "status",
  "minAmount",
  "maxAmount",
  "dueFrom",
  "dueTo",
  "locationId",
] as const satisfies readonly (keyof ExtraFilters)[];

const STATUS_LABELS: Record<string, string> = {
  paid: "Paid",
  pending: "Pending",
  overdue: "Overdue",
};

/** The extra filters as chips: what is applied, each with a button that removes it. */
export function FilterChips({
  values,
  locations,
  onRemove,
  onClear,
}: {
  values: ExtraFilters;
  locations: { id: string; name: string }[];
  onRemove: (keys: (keyof ExtraFilters)[]) => void;
  onClear: () => void;
}) {
  const chips: { label: string; keys: (keyof ExtraFilters)[] }[] = [];
  if (values.status)
    chips.push({
      label: `Status: ${STATUS_LABELS[values.status] ?? values.status}`,
      keys: ["status"],
    });
  if (values.minAmount || values.maxAmount)
    chips.push({
      label: `Amount: ${values.minAmount ? formatUsd(values.minAmount) : "any"} to ${values.maxAmount ? formatUsd(values.maxAmount) : "any"}`,
      keys: ["minAmount", "maxAmount"],
    });
  if (values.dueFrom || values.dueTo)
    chips.push({
      label: `Due: ${values.dueFrom ? formatDay(values.dueFrom) : "any day"} to ${values.dueTo ? formatDay(values.dueTo) : "any day"}`,
      keys: ["dueFrom", "dueTo"],
    });
  if (values.locationId)
    chips.push({
      label: `Location: ${locations.find((l) => l.id === values.locationId)?.name ?? "unknown"}`,
      keys: ["locationId"],
    });
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-brand-950/70">Filtered by</span>
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              onClick={() => onRemove(chip.keys)}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-100 py-1 pl-3 pr-2 text-sm font-semibold text-brand-900 hover:bg-brand-200"
            >
              {chip.label}
              <X aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">(remove)</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={onClear}>
        Clear all
      </Button>
    </div>
  );
}

/**
 * Advanced Filters: status, an amount range (with tax), a due-date range and a location. They
 * combine with the filters on the page.
 */
export function AdvancedFiltersSheet({
  open,
  onOpenChange,
  values,
  locations,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: ExtraFilters;
  locations: { id: string; name: string }[];
  onApply: (values: ExtraFilters) => void;
}) {
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (changes: Partial<ExtraFilters>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(draft).map(([key, value]) => [key, value.trim()]),
    ) as unknown as ExtraFilters;
    const checked = checkForm(
      purchasesQuerySchema,
      Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== "")),
    );
    if (!checked.ok) return setErrors(checked.errors);
    if (trimmed.minAmount && trimmed.maxAmount && compare(trimmed.minAmount, trimmed.maxAmount) > 0)
      return setErrors({ maxAmount: "The largest amount must not be below the smallest." });
    if (trimmed.dueFrom && trimmed.dueTo && trimmed.dueFrom > trimmed.dueTo)
      return setErrors({ dueTo: "The last due day must not be before the first." });
    setErrors({});
    onApply(trimmed);
    onOpenChange(false);
  };
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(values);
        onOpenChange(next);
      }}
      title="Advanced Filters"
      description="Narrow the purchases and transactions down further."
    >
      <form noValidate onSubmit={apply} className="space-y-4">
        <SelectField
          label="Status"
          value={draft.status}
          onChange={(event) => set({ status: event.target.value })}
          error={errors.status}
        >
          <option value="">Any status</option>
          <option value="paid">Paid</option>
          <option value="pending">Pending</option>
          <option value="overdue">Overdue</option>
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Amount from ($)"
            inputMode="decimal"
            value={draft.minAmount}
            onChange={(event) => set({ minAmount: event.target.value })}
            error={errors.minAmount}
          />
          <TextField
            label="Amount to ($)"
            inputMode="decimal"
            value={draft.maxAmount}
            onChange={(event) => set({ maxAmount: event.target.value })}
            error={errors.maxAmount}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Due from"
            type="date"
            value={draft.dueFrom}
            onChange={(event) => set({ dueFrom: event.target.value })}
            error={errors.dueFrom}
          />
          <TextField
            label="Due to"
            type="date"
            value={draft.dueTo}
            onChange={(event) => set({ dueTo: event.target.value })}
            error={errors.dueTo}
          />
        </div>
        <SelectField
          label="Location"
          value={draft.locationId}
          onChange={(event) => set({ locationId: event.target.value })}
          error={errors.locationId}
        >
          <option value="">Every location</option>
          <NamedOptions items={locations} />
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Apply filters</Button>
          <Button
            variant="secondary"
            onClick={() =>
              setDraft({
                status: "",
                minAmount: "",
                maxAmount: "",
                dueFrom: "",
                dueTo: "",
                locationId: "",
              })
            }
          >
            Reset
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
