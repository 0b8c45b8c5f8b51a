import type { TrainingMatrix } from "@larder/contracts";
import { mustRead, readingStatus, type Role } from "@larder/domain";
import type { Executor } from "../../db/database";
import { latestReadings, readingRequirements } from "./training";

interface MemberRow {
  user_id: string;
  name: string;
  role: Role;
  location_ids: string[] | null;
}

/**
 * Who has read what: each recipe that is required reading (archived ones left out), each member
 * who must read at least one, and for every such pair whether they read the current version, an
 * older one, or nothing. People are in order of role, then name; recipes by name.
 */
export async function trainingMatrix(tx: Executor, workspaceId: string): Promise<TrainingMatrix> {
  const requirements = await readingRequirements(tx, workspaceId);
  const { rows: recipes } = await tx.query<{
    id: string;
    name: string;
    category: string;
    version: number;
  }>(
    `select id, name, category, version from recipes
      where workspace_id = $1 and id = any($2::uuid[]) and archived_at is null
      order by lower(name)`,
    [workspaceId, [...requirements.keys()]],
  );
  const { rows: members } = await tx.query<MemberRow>(
    `select m.user_id, coalesce(nullif(u.name, ''), u.email) as name, m.role,
            case when m.all_locations then null
                 else coalesce((select array_agg(ml.location_id::text) from membership_locations ml
                                 where ml.workspace_id = m.workspace_id and ml.user_id = m.user_id),
                               '{}')
            end as location_ids
       from memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1
      order by array_position(array['owner','manager','chef','purchasing','staff'], m.role),
               lower(coalesce(nullif(u.name, ''), u.email))`,
    [workspaceId],
  );
  const read = await latestReadings(tx, workspaceId);
  const cells: TrainingMatrix["cells"] = [];
  const people: TrainingMatrix["people"] = [];
  const perRecipe = new Map(recipes.map((recipe) => [recipe.id, { readers: 0, readCurrent: 0 }]));
  for (const member of members) {
    const reader = { role: member.role, locationIds: member.location_ids };
    let required = 0;
    let readCurrent = 0;
    for (const recipe of recipes) {
      if (!mustRead(reader, requirements.get(recipe.id)!)) continue;
      const last = read.get(`${member.user_id}:${recipe.id}`) ?? null;
      const status = readingStatus(recipe.version, last?.version ?? null);
      cells.push({
        userId: member.user_id,
        recipeId: recipe.id,
        status,
        readVersion: last?.version ?? null,
        readAt: last?.readAt ?? null,
      });
      const tally = perRecipe.get(recipe.id)!;
      tally.readers += 1;
      required += 1;
      if (status === "read_current") {
        tally.readCurrent += 1;
        readCurrent += 1;
      }
    }
    if (required > 0)
      people.push({
        userId: member.user_id,
        name: member.name,
        role: member.role,
        required,
        readCurrent,
      });
  }
  return {
    recipes: recipes.map((recipe) => ({
      ...requirements.get(recipe.id)!,
      name: recipe.name,
      category: recipe.category,
      version: recipe.version,
      ...perRecipe.get(recipe.id)!,
    })),
    people,
    cells,
  };
}
