import type { Method, TemperatureUnit } from "@larder/contracts";

/** A step of the method as it is typed: figures as text, its photo with where to show it. */
export interface StepDraft {
  key: string;
  instruction: string;
  photoId: string | null;
  /** Where the photo is shown: the recipe's photo address, or the picture just chosen. */
  photoUrl: string | null;
  minutes: string;
  temperature: string;
  temperatureUnit: TemperatureUnit;
}

/** The method as it is typed: steps, equipment one per line, plating notes. */
export interface MethodDraft {
  steps: StepDraft[];
  equipment: string;
  platingNotes: string;
}

/** An empty step, its oven in °C until the cook says otherwise. */
export function newStep(): StepDraft {
  return {
    key: crypto.randomUUID(),
    instruction: "",
    photoId: null,
    photoUrl: null,
    minutes: "",
    temperature: "",
    temperatureUnit: "C",
  };
}

/** A saved method to edit again; `photoUrl` says where each saved photo is served. */
export function draftOfMethod(
  method: Method | null,
  photoUrl: (photoId: string) => string,
): MethodDraft {
  if (!method) return { steps: [], equipment: "", platingNotes: "" };
  return {
    steps: method.steps.map((step) => ({
      key: `${step.position}-${step.instruction.slice(0, 12)}`,
      instruction: step.instruction,
      photoId: step.photoId,
      photoUrl: step.photoId ? photoUrl(step.photoId) : null,
      minutes: step.minutes ?? "",
      temperature: step.temperature ?? "",
      temperatureUnit: step.temperatureUnit ?? "C",
    })),
    equipment: method.equipment.join("\n"),
    platingNotes: method.platingNotes,
  };
}

/**
 * What the form sends of the method: text trimmed, an empty time or temperature left out (and
 * the scale with it), equipment one per non-empty line.
 */
export function methodOfDraft(draft: MethodDraft) {
  return {
    steps: draft.steps.map((step) => {
      const temperature = step.temperature.trim();
      return {
        instruction: step.instruction.trim(),
        photoId: step.photoId,
        minutes: step.minutes.trim() || null,
        temperature: temperature || null,
        temperatureUnit: temperature ? step.temperatureUnit : null,
      };
    }),
    equipment: draft.equipment
      .split("\n")
      .map((name) => name.trim())
      .filter(Boolean),
    platingNotes: draft.platingNotes,
  };
}
