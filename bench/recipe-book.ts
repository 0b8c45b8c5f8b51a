// What `npm run bench:recipes` measures on: the bench workspace (bench-workspace.ts) with 2,000
// recipes nested three levels deep and 500 menu items, on PostgreSQL or on the embedded
// database, with Larder started on it.
import { runningEmbeddedUrl } from "../apps/server/src/db/embedded/cluster";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ITEMS, load, seedClient, type SeedTarget, throwAwayDatabase } from "./bench-workspace";
import { startLarder } from "./larder.mjs";

/**
 * Adds the recipes and the menu with plain SQL as the database owner: 1,000 recipes of 12 item
 * lines; 600 of 8 item lines and four of those; 400 of 8 item lines and a portion of four of the
 * second level; 500 menu items each serving one top-level recipe.
 */
export async function addRecipes(target: SeedTarget, workspace: string) {
  const client = await seedClient(target);
  const q = client.q;
  const started = performance.now();
  // The unit a line uses for each base unit: grams of kg and lb items, ml of litres, pieces.
  const lineUnit = `(case i.base_unit when 'kg' then 'g' when 'lb' then 'oz' when 'l' then 'ml' else 'pcs' end)`;
  const lineQuantity = `(case i.base_unit when 'kg' then 250 when 'lb' then 4 when 'l' then 200 else 2 end)`;
  await q(
    `insert into recipes (workspace_id, name, category, yield_quantity, yield_unit,
                          cooking_loss_percent, portion_quantity, portion_unit)
     select $1, 'Recipe ' || lpad(g::text, 4, '0'),
            case when g <= 1000 then 'Bases' when g <= 1600 then 'Components' else 'Dishes' end,
            case when g <= 1000 then 5 when g <= 1600 then 4 else 8 end,
            case when g <= 1000 then 'kg' when g <= 1600 then 'l' else 'portion' end,
            case when g <= 1600 then 10 else 0 end,
            case when g > 1000 and g <= 1600 then 250 end,
            case when g > 1000 and g <= 1600 then 'ml' end
       from generate_series(1, 2000) g`,
    [workspace],
  );
  await q(
    `create temporary table numbered as
     select id, row_number() over (order by name)::int as n from recipes where workspace_id = $1`,
    [workspace],
  );
  await q(
    `create temporary table items_numbered as
     select id, base_unit, row_number() over (order by name)::int as n from items where workspace_id = $1`,
    [workspace],
  );
  // Item lines: 12 for the first level, 8 for the others.
  await q(
    `insert into recipe_lines (workspace_id, recipe_id, position, item_id, quantity, unit, trim_percent)
     select $1, r.id, p, i.id, ${lineQuantity}, ${lineUnit}, 5
       from numbered r cross join generate_series(0, 11) p
       join items_numbered i on i.n = 1 + ((r.n * 37 + p * 401) % ${ITEMS})
      where p < case when r.n <= 1000 then 12 else 8 end`,
    [workspace],
  );
  // Sub-recipe lines: the second level uses 300 g of four first-level bases; the third, a
  // portion of four second-level components.
  await q(
    `insert into recipe_lines (workspace_id, recipe_id, position, sub_recipe_id, quantity, unit)
     select $1, r.id, 8 + p, s.id,
            case when r.n <= 1600 then 300 else 1 end,
            case when r.n <= 1600 then 'g' else 'portion' end
       from numbered r cross join generate_series(0, 3) p
       join numbered s on s.n = case when r.n <= 1600 then 1 + ((r.n * 7 + p * 251) % 1000)
                                     else 1001 + ((r.n * 11 + p * 149) % 600) end
      where r.n > 1000`,
    [workspace],
  );
  await q(
    `insert into recipe_versions (workspace_id, recipe_id, version, content)
     select $1, id, 1, '{}'::jsonb from numbered`,
    [workspace],
  );
  await q(
    `insert into menu_items (workspace_id, name, price, tax_rate)
     select $1, 'Dish ' || lpad(g::text, 3, '0'), 18 + g % 12, 8.875 from generate_series(1, 500) g`,
    [workspace],
  );
  await q(
    `insert into menu_item_lines (workspace_id, menu_item_id, position, recipe_id, quantity, unit)
     select $1, m.id, 0, r.id, 1, 'portion'
       from (select id, row_number() over (order by name)::int as n from menu_items where workspace_id = $1) m
       join numbered r on r.n = 1600 + m.n % 400 + 1`,
    [workspace],
  );
  await q("analyze");
  const { rows } = await q(
    "select count(*)::int as recipes, (select count(*)::int from recipe_lines) as lines from recipes",
  );
  const { rows: top } = await q(
    "select r.id from numbered n join recipes r on r.id = n.id where n.n = 2000",
  );
  // An item the top recipe uses directly, and one a first-level base uses (many recipes above).
  const { rows: item } = await q(
    `select l.item_id, i.base_unit from recipe_lines l join numbered n on n.id = l.recipe_id
       join items i on i.id = l.item_id
      where n.n = 2000 and l.item_id is not null order by l.position limit 1`,
  );
  await q("drop table numbered");
  await q("drop table items_numbered");
  await client.end();
  console.log(
    `Added ${rows[0].recipes} recipes with ${rows[0].lines} lines and 500 menu items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    topRecipe: top[0].id as string,
    itemId: item[0].item_id as string,
    baseUnit: item[0].base_unit as string,
  };
}

export type Engine = "postgres" | "embedded";

/**
 * Larder started on a filled workspace. PostgreSQL: a throw-away database, filled while Larder
 * runs. Embedded: Larder starts on a fresh data directory, and the bench fills its embedded
 * PostgreSQL server as that server's superuser while it runs.
 */
export async function startOnEngine(
  engine: Engine,
  port: number,
  ids: { user: string; workspace: string; token: string },
) {
  if (engine === "postgres") {
    const { url, drop } = await throwAwayDatabase();
    const server = await startLarder(port, { DATABASE_URL: url });
    const locationId = await load(url, ids);
    const added = await addRecipes(url, ids.workspace);
    return { ...added, locationId, url, base: server.base, stop: stopThen(server, drop) };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-bench-embedded-"));
  const server = await startLarder(port, { DATA_DIR: dataDir });
  const owner = await runningEmbeddedUrl(dataDir);
  if (!owner) throw new Error(`No embedded PostgreSQL server answers in ${dataDir}`);
  const locationId = await load(owner, ids);
  const added = await addRecipes(owner, ids.workspace);
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  return { ...added, locationId, url: null, base: server.base, stop: stopThen(server, removeDir) };
}

function stopThen(
  server: { stop: () => void; exited: Promise<unknown> },
  then: () => Promise<void>,
) {
  return async () => {
    server.stop();
    await server.exited;
    await then();
  };
}
