import type { Executor } from "../../db/database";
import { RECIPES_WRITTEN_DAYS_AGO } from "./recipes-seed";
import {
  FISH_AND_CHIPS_VERSION_2,
  SAMPLE_METHODS,
  SAMPLE_REQUIRED_READING,
} from "./sample-methods";

/** The method as a recipe version's content keeps it (recipes/method.ts: methodContent). */
function contentOf(name: string) {
  const method = SAMPLE_METHODS[name]!;
  return {
    steps: method.steps.map((step) => ({
      instruction: step.instruction,
      photoId: null,
      minutes: step.minutes ?? null,
      temperature: step.temperature ?? null,
      temperatureUnit: step.temperatureUnit ?? null,
    })),
    equipment: method.equipment,
    platingNotes: method.platingNotes,
  };
}

/**
 * Gives the demo's recipes their method, in the recipe and in its version 1, as if the chef had
 * written it with the book. One statement per table.
 */
export async function seedDemoMethods(
  tx: Executor,
  workspaceId: string,
  recipeIds: Map<string, string>,
): Promise<void> {
  const methods = Object.keys(SAMPLE_METHODS).map((name) => {
    const id = recipeIds.get(name);
    if (!id) throw new Error(`The demo has no recipe ${name}`);
    return { id, content: contentOf(name) };
  });
  const json = JSON.stringify(methods.map(({ id, content }) => ({ id, ...content })));
  await tx.query(
    `update recipes r
        set equipment = array(select jsonb_array_elements_text(m.equipment)),
            plating_notes = m."platingNotes"
       from jsonb_to_recordset($2::jsonb) as m(id uuid, equipment jsonb, "platingNotes" text)
      where r.workspace_id = $1 and r.id = m.id`,
    [workspaceId, json],
  );
  await tx.query(
    `update recipe_versions v
        set content = v.content || jsonb_build_object(
              'steps', m.steps, 'equipment', m.equipment, 'platingNotes', m."platingNotes")
       from jsonb_to_recordset($2::jsonb)
         as m(id uuid, steps jsonb, equipment jsonb, "platingNotes" text)
      where v.workspace_id = $1 and v.recipe_id = m.id and v.version = 1`,
    [workspaceId, json],
  );
  const steps = methods.flatMap(({ id, content }) =>
    content.steps.map((step, position) => ({ id, position, ...step })),
  );
  await tx.query(
    `insert into recipe_steps (workspace_id, recipe_id, position, instruction, minutes,
                               temperature, temperature_unit)
     select $1, s.recipe_id, s.position, s.instruction, s.minutes, s.temperature, s.unit
       from unnest($2::uuid[], $3::int[], $4::text[], $5::numeric[], $6::numeric[], $7::text[])
         as s(recipe_id, position, instruction, minutes, temperature, unit)`,
    [
      workspaceId,
      steps.map((step) => step.id),
      steps.map((step) => step.position),
      steps.map((step) => step.instruction),
      steps.map((step) => step.minutes),
      steps.map((step) => step.temperature),
      steps.map((step) => step.temperatureUnit),
    ],
  );
}

export interface DemoTrainingContext {
  workspaceId: string;
  recipeIds: Map<string, string>;
  locationIds: Map<string, string>;
  chefId: string;
  /** The kitchen's staff: the first read both recipes; the second works at one location. */
  staff: { id: string; location: string | null }[];
}

/**
 * Training as a manager would find it: two recipes the staff must read, Fish & Chips changed
 * since the line cook read it (so they must read it again), and the commissary's prep cook,
 * who must read only the hollandaise, not yet done.
 */
export async function seedDemoTraining(tx: Executor, context: DemoTrainingContext): Promise<void> {
  const { workspaceId, recipeIds, locationIds } = context;
  const idOf = (name: string) => recipeIds.get(name)!;
  for (const member of context.staff.filter((cook) => cook.location)) {
    await tx.query(
      "update memberships set all_locations = false where workspace_id = $1 and user_id = $2",
      [workspaceId, member.id],
    );
    await tx.query(
      "insert into membership_locations (workspace_id, user_id, location_id) values ($1, $2, $3)",
      [workspaceId, member.id, locationIds.get(member.location!)],
    );
  }
  const fish = idOf(FISH_AND_CHIPS_VERSION_2.recipe);
  const changedDaysAgo = 12;
  await tx.query(
    `insert into recipe_versions (workspace_id, recipe_id, version, content, saved_at, user_id)
     select workspace_id, recipe_id, 2, content || jsonb_build_object('platingNotes', $3::text),
            now() - make_interval(days => $4), $5
       from recipe_versions where workspace_id = $1 and recipe_id = $2 and version = 1`,
    [workspaceId, fish, FISH_AND_CHIPS_VERSION_2.plating, changedDaysAgo, context.chefId],
  );
  await tx.query(
    `update recipes set version = 2, plating_notes = $3, updated_at = now() - make_interval(days => $4)
      where workspace_id = $1 and id = $2`,
    [workspaceId, fish, FISH_AND_CHIPS_VERSION_2.plating, changedDaysAgo],
  );
  for (const reading of SAMPLE_REQUIRED_READING) {
    await tx.query(
      `insert into recipe_reading_requirements (workspace_id, recipe_id, roles, set_by, updated_at)
       values ($1, $2, '{staff}', $3, now() - make_interval(days => $4))`,
      [workspaceId, idOf(reading.recipe), context.chefId, RECIPES_WRITTEN_DAYS_AGO - 30],
    );
    if (reading.atLocation)
      await tx.query(
        `insert into recipe_reading_locations (workspace_id, recipe_id, location_id)
         values ($1, $2, $3)`,
        [workspaceId, idOf(reading.recipe), locationIds.get(reading.atLocation)],
      );
  }
  const lineCook = context.staff[0]!.id;
  await tx.query(
    `insert into recipe_readings (workspace_id, recipe_id, version, user_id, read_at)
     values ($1, $2, 1, $4, now() - interval '40 days'), ($1, $3, 1, $4, now() - interval '30 days')`,
    [workspaceId, idOf("Hollandaise"), fish, lineCook],
  );
}
