import { z } from "zod";
import {
  compareDecimals,
  decimalSchema,
  multiLine,
  positiveDecimalSchema,
  singleLine,
  trimmed,
  uuid,
} from "./fields";

/** How a recipe is cooked: limits shared by the editor (to say them) and the server. */
export const METHOD_LIMITS = {
  steps: 60,
  stepCharacters: 2000,
  equipment: 40,
  equipmentCharacters: 80,
  platingCharacters: 2000,
} as const;

/** The scales a step's temperature is given in. */
export const TEMPERATURE_UNITS = ["C", "F"] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

/** Minutes: `numeric(7,2)`, above zero (a week is 10,080). */
const minutesSchema = positiveDecimalSchema("the step's time", { whole: 5, fraction: 2 });

/** Degrees: `numeric(5,1)`, from a blast chiller's −40 to a pizza oven's 500 °C (932 °F). */
const degreesSchema = decimalSchema("the temperature", { whole: 4, fraction: 1 }).refine(
  (value) => compareDecimals(value, "-100") >= 0 && compareDecimals(value, "1000") <= 0,
  { error: "The temperature must be between -100 and 1000 degrees." },
);

/** One step of the method as it is sent: what to do, and optionally a photo, a time, a heat. */
export const methodStepInputSchema = z
  .object({
    instruction: trimmed("what to do in this step", METHOD_LIMITS.stepCharacters),
    /** A photo uploaded with POST /recipe-photos. */
    photoId: uuid("photo").nullable().default(null),
    /** How long the step takes, in minutes. */
    minutes: minutesSchema.nullable().default(null),
    temperature: degreesSchema.nullable().default(null),
    temperatureUnit: z
      .enum(TEMPERATURE_UNITS, { error: "Give the temperature in °C or °F." })
      .nullable()
      .default(null),
  })
  .refine((step) => (step.temperature === null) === (step.temperatureUnit === null), {
    error: "Give a temperature both a number and °C or °F, or neither.",
    path: ["temperature"],
  });
export type MethodStepInput = z.input<typeof methodStepInputSchema>;

/** The method's fields of a recipe as sent (all optional on a change: see recipes.ts). */
export const methodFields = {
  steps: z
    .array(methodStepInputSchema)
    .max(METHOD_LIMITS.steps, { error: `A recipe can have at most ${METHOD_LIMITS.steps} steps.` }),
  /** Pans, tools and machines the recipe needs: "Rondeau", "Chinois", "Combi oven". */
  equipment: z
    .array(singleLine("a piece of equipment", METHOD_LIMITS.equipmentCharacters))
    .max(METHOD_LIMITS.equipment, {
      error: `List at most ${METHOD_LIMITS.equipment} pieces of equipment.`,
    })
    .transform((names) => names.filter((name) => name !== "")),
  /** How the plate is dressed and sent. */
  platingNotes: multiLine("the plating notes", METHOD_LIMITS.platingCharacters),
};

/** One step as it is read back. */
export const methodStepSchema = z.object({
  position: z.number().int(),
  instruction: z.string(),
  photoId: z.uuid().nullable(),
  minutes: z.string().nullable(),
  temperature: z.string().nullable(),
  temperatureUnit: z.enum(TEMPERATURE_UNITS).nullable(),
});
export type MethodStep = z.infer<typeof methodStepSchema>;

/** A recipe's method as it is read back. */
export const methodSchema = z.object({
  steps: z.array(methodStepSchema),
  equipment: z.array(z.string()),
  platingNotes: z.string(),
});
export type Method = z.infer<typeof methodSchema>;
