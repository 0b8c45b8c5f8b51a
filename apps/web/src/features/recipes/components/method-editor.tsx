import { METHOD_LIMITS } from "@larder/contracts";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/forms";
import { newStep, type MethodDraft, type StepDraft } from "./method-draft";
import { StepPhotoInput } from "./step-photo-input";

const iconButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-xl text-brand-800 hover:bg-brand-50 disabled:opacity-40 sm:h-10 sm:w-10";

function StepEditor({
  workspaceId,
  step,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  workspaceId: string;
  step: StepDraft;
  index: number;
  count: number;
  errors: FieldErrors;
  onChange: (changes: Partial<StepDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  const error = (field: string) => errors[`steps.${index}.${field}`];
  const which = <span className="sr-only">, step {number}</span>;
  return (
    <li className="rounded-2xl border border-brand-900/10 bg-brand-50/40 p-3 sm:p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold text-brand-950">Step {number}</h3>
        <div className="flex">
          <button
            type="button"
            className={iconButton}
            aria-label={`Move step ${number} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={`Move step ${number} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            className={`${iconButton} text-tomato hover:bg-tomato/10`}
            aria-label={`Remove step ${number}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
      <TextAreaField
        label={<>What to do{which}</>}
        rows={3}
        value={step.instruction}
        maxLength={METHOD_LIMITS.stepCharacters}
        onChange={(event) => onChange({ instruction: event.target.value })}
        error={error("instruction")}
      />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          className="w-28"
          label={<>Time (min){which}</>}
          inputMode="decimal"
          value={step.minutes}
          onChange={(event) => onChange({ minutes: event.target.value })}
          error={error("minutes")}
        />
        <TextField
          className="w-28"
          label={<>Temperature{which}</>}
          inputMode="decimal"
          value={step.temperature}
          onChange={(event) => onChange({ temperature: event.target.value })}
          error={error("temperature")}
        />
        <SelectField
          className="w-24"
          label={<>Scale{which}</>}
          value={step.temperatureUnit}
          onChange={(event) => onChange({ temperatureUnit: event.target.value as "C" | "F" })}
        >
          <option value="C">°C</option>
          <option value="F">°F</option>
        </SelectField>
        <StepPhotoInput
          workspaceId={workspaceId}
          stepNumber={number}
          photoUrl={step.photoUrl}
          error={error("photoId")}
          onChange={(photoId, photoUrl) => onChange({ photoId, photoUrl })}
        />
      </div>
    </li>
  );
}

/**
 * The method in the recipe editor: steps in order (each with what to do, an optional time,
 * temperature and photo; moved up and down or removed), the equipment one per line, and the
 * plating notes. Saved with the recipe, as part of its new version.
 */
export function MethodEditor({
  workspaceId,
  draft,
  errors,
  onChange,
}: {
  workspaceId: string;
  draft: MethodDraft;
  errors: FieldErrors;
  onChange: (changes: Partial<MethodDraft>) => void;
}) {
  const steps = draft.steps;
  const changeStep = (key: string, changes: Partial<StepDraft>) =>
    onChange({ steps: steps.map((step) => (step.key === key ? { ...step, ...changes } : step)) });
  const move = (index: number, by: -1 | 1) => {
    const moved = [...steps];
    const [step] = moved.splice(index, 1);
    moved.splice(index + by, 0, step!);
    onChange({ steps: moved });
  };
  return (
    <div className="space-y-4">
      {steps.length === 0 ? (
        <p className="text-sm text-brand-950/70">
          No steps yet. Write the method one step at a time, with its time, heat and a photo.
        </p>
      ) : (
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <StepEditor
              key={step.key}
              workspaceId={workspaceId}
              step={step}
              index={index}
              count={steps.length}
              errors={errors}
              onChange={(changes) => changeStep(step.key, changes)}
              onMove={(by) => move(index, by)}
              onRemove={() => onChange({ steps: steps.filter((other) => other.key !== step.key) })}
            />
          ))}
        </ol>
      )}
      {errors.steps ? <p className="text-sm font-medium text-tomato">{errors.steps}</p> : null}
      <Button
        variant="secondary"
        disabled={steps.length >= METHOD_LIMITS.steps}
        onClick={() => onChange({ steps: [...steps, newStep()] })}
      >
        <Plus aria-hidden="true" className="h-4 w-4" /> Add a step
      </Button>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextAreaField
          label="Equipment"
          hint="One per line: Rondeau, Chinois, Combi oven…"
          rows={4}
          value={draft.equipment}
          onChange={(event) => onChange({ equipment: event.target.value })}
          error={
            errors.equipment ??
            Object.entries(errors).find(([key]) => key.startsWith("equipment."))?.[1]
          }
        />
        <TextAreaField
          label="Plating"
          hint="How the plate is dressed and sent."
          rows={4}
          value={draft.platingNotes}
          onChange={(event) => onChange({ platingNotes: event.target.value })}
          error={errors.platingNotes}
        />
      </div>
    </div>
  );
}
