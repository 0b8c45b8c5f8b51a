import type { Method, methodFields } from "@larder/contracts";
import { InvalidError, NotFoundError, toDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { findUpload } from "../uploads";

/** A recipe's method as it is saved: steps in order, equipment, plating notes. */
export interface MethodInput {
  steps: z.output<typeof methodFields.steps>;
  equipment: z.output<typeof methodFields.equipment>;
  platingNotes: z.output<typeof methodFields.platingNotes>;
}

const minutesOf = (value: string | null) => (value === null ? null : toDecimal(value, 2));
const degreesOf = (value: string | null) => (value === null ? null : toDecimal(value, 1));

/**
 * Every step photo is an upload of this workspace. Photos are uploaded first (POST
 * /recipe-photos), checked and re-encoded there; a recipe only names them.
 */
export async function checkStepPhotos(
  tx: Executor,
  workspaceId: string,
  steps: MethodInput["steps"],
): Promise<void> {
  const photoIds = [...new Set(steps.flatMap((step) => (step.photoId ? [step.photoId] : [])))];
  if (photoIds.length === 0) return;
  const { rows } = await tx.query<{ id: string }>(
    "select id from uploads where workspace_id = $1 and id = any($2::uuid[])",
    [workspaceId, photoIds],
  );
  const known = new Set(rows.map((row) => row.id));
  const missing = steps.findIndex((step) => step.photoId && !known.has(step.photoId));
  if (missing >= 0)
    throw new InvalidError(
      "recipe_step_photo_missing",
      `The photo of step ${missing + 1} was not uploaded to this workspace. Add the photo again.`,
    );
}

/** The method as the version's content keeps it: decimals written as the database reads them. */
export function methodContent(method: MethodInput) {
  return {
    steps: method.steps.map((step) => ({
      instruction: step.instruction,
      photoId: step.photoId,
      minutes: minutesOf(step.minutes),
      temperature: degreesOf(step.temperature),
      temperatureUnit: step.temperatureUnit,
    })),
    equipment: method.equipment,
    platingNotes: method.platingNotes,
  };
}

/** Replaces a recipe's method (in the transaction that saves its new version). */
export async function writeMethod(
  tx: Executor,
  workspaceId: string,
  recipeId: string,
  method: MethodInput,
): Promise<void> {
  await tx.query(
    `update recipes set equipment = $3::text[], plating_notes = $4
      where workspace_id = $1 and id = $2`,
    [workspaceId, recipeId, method.equipment, method.platingNotes],
  );
  await tx.query("delete from recipe_steps where workspace_id = $1 and recipe_id = $2", [
    workspaceId,
    recipeId,
  ]);
  if (method.steps.length === 0) return;
  const steps = methodContent(method).steps;
  await tx.query(
    `insert into recipe_steps (workspace_id, recipe_id, position, instruction, photo_id, minutes,
                               temperature, temperature_unit)
     select $1, $2, s.position, s.instruction, s.photo_id, s.minutes, s.temperature, s.unit
       from unnest($3::int[], $4::text[], $5::uuid[], $6::numeric[], $7::numeric[], $8::text[])
         as s(position, instruction, photo_id, minutes, temperature, unit)`,
    [
      workspaceId,
      recipeId,
      steps.map((_, position) => position),
      steps.map((step) => step.instruction),
      steps.map((step) => step.photoId),
      steps.map((step) => step.minutes),
      steps.map((step) => step.temperature),
      steps.map((step) => step.temperatureUnit),
    ],
  );
}

interface StepRow {
  position: number;
  instruction: string;
  photo_id: string | null;
  minutes: string | null;
  temperature: string | null;
  temperature_unit: "C" | "F" | null;
}

/** A recipe's method as it is now: its steps in order, equipment and plating notes. */
export async function recipeMethod(
  tx: Executor,
  workspaceId: string,
  recipeId: string,
): Promise<Method> {
  const { rows: recipes } = await tx.query<{ equipment: string[]; plating_notes: string }>(
    "select equipment, plating_notes from recipes where workspace_id = $1 and id = $2",
    [workspaceId, recipeId],
  );
  const { rows } = await tx.query<StepRow>(
    `select position, instruction, photo_id, minutes::text, temperature::text, temperature_unit
       from recipe_steps where workspace_id = $1 and recipe_id = $2 order by position`,
    [workspaceId, recipeId],
  );
  return {
    steps: rows.map((row) => ({
      position: row.position,
      instruction: row.instruction,
      photoId: row.photo_id,
      minutes: minutesOf(row.minutes),
      temperature: degreesOf(row.temperature),
      temperatureUnit: row.temperature_unit,
    })),
    equipment: recipes[0]?.equipment ?? [],
    platingNotes: recipes[0]?.plating_notes ?? "",
  };
}

/** The method as saved, as the input a change that leaves it alone sends again. */
export async function storedMethod(
  tx: Executor,
  workspaceId: string,
  recipeId: string,
): Promise<MethodInput> {
  const method = await recipeMethod(tx, workspaceId, recipeId);
  return {
    steps: method.steps.map(({ position: _position, ...step }) => step),
    equipment: method.equipment,
    platingNotes: method.platingNotes,
  };
}

/** A photo of one of the recipe's current steps: no other upload is served by this way in. */
export async function stepPhoto(tx: Executor, member: Member, recipeId: string, photoId: string) {
  const { rows } = await tx.query(
    `select 1 from recipe_steps
      where workspace_id = $1 and recipe_id = $2 and photo_id = $3 limit 1`,
    [member.workspaceId, recipeId, photoId],
  );
  if (rows.length === 0)
    throw new NotFoundError("recipe_photo_not_found", "This photo is not in this recipe's method.");
  return findUpload(tx, member, photoId);
}
