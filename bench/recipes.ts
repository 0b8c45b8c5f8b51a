// `npm run bench:recipes`: recipe and menu costing at a group's scale, on PostgreSQL.
//
// It loads the bench workspace (5,000 items at 20 locations, 1,000,000 movements), adds 2,000
// recipes of 12 lines nested three levels deep (1,000 of items only; 600 using four of those;
// 400 using four of the second level) and 500 menu items each serving one top-level recipe, starts
// Larder on it, records one receipt at a new price, checks that the recipes using that item show
// the new cost at once, and measures, side by side in one run:
//   - GET /recipes: the whole book with every recipe's live cost (bar: p50 < 100 ms);
//   - GET /menu: 500 menu items with cost, margin and food cost % (info);
//   - GET /recipes/:id: one top-level recipe, its 100-odd lines through its sub-recipes (bar:
//     p50 < 5 ms);
//   - the same reads of the book through the raw driver (loadCatalog in a tenant transaction),
//     and the costing alone in this process (RecipeCosting over the loaded catalogue).
// Exits 1 if a bar is missed.
import { RecipeCosting } from "@larder/domain";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { loadCatalog } from "../apps/server/src/modules/recipes/catalog";
import {
  best,
  ITEMS,
  load,
  LOCATIONS,
  measure,
  ms,
  rawDriver,
  throwAwayDatabase,
  type Measured,
} from "./bench-workspace";
import { buildIfNeeded, startLarder } from "./larder.mjs";

/** Adds the recipes and the menu with plain SQL as the database owner. */
async function addRecipes(url: string, workspace: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
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
  const { rows: item } = await q(
    `select l.item_id, i.base_unit from recipe_lines l join numbered n on n.id = l.recipe_id
       join items i on i.id = l.item_id
      where n.n = 2000 and l.item_id is not null order by l.position limit 1`,
  );
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

buildIfNeeded();
const { url, ids, drop } = await throwAwayDatabase();
let stopServer = () => undefined as unknown;
let exitCode = 0;
try {
  const server = await startLarder(Number(process.env.BENCH_PORT ?? 3222), { DATABASE_URL: url });
  stopServer = server.stop;
  const locationId = await load(url, ids);
  const { topRecipe, itemId, baseUnit } = await addRecipes(url, ids.workspace);
  const headers = { cookie: `larder_session=${ids.token}` };
  const w = `${server.base}/api/w/${ids.workspace}`;
  const read = async (path: string) => {
    const response = await fetch(`${w}${path}`, { headers });
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const book = (await read("/recipes")) as {
    id: string;
    batchCost: string | null;
    problem: string | null;
  }[];
  const costed = book.filter((recipe) => recipe.batchCost !== null && !recipe.problem).length;
  const before = (await read(`/recipes/${topRecipe}`)) as { batchCost: string; lines: unknown[] };

  // One price change: a receipt of an item the top recipe uses, at a new price.
  const receipt = await fetch(`${w}/stock/receipts`, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": "application/json",
      "x-csrf-token": "bench",
      origin: server.base,
    },
    body: JSON.stringify({ itemId, locationId, quantity: "1", unit: baseUnit, unitCost: "9.75" }),
  });
  const receiptText = await receipt.text();
  const after = (await read(`/recipes/${topRecipe}`)) as { batchCost: string };

  const { pool, inTenant } = rawDriver(url);
  const get = (path: string) => async () => {
    const response = await fetch(`${w}${path}`, { headers });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  };
  const rawBook = async () => {
    await inTenant(ids, (tx) => loadCatalog(tx, ids.workspace));
  };
  const catalog = await inTenant(ids, (tx) => loadCatalog(tx, ids.workspace));
  const costAll = async () => {
    const costing = new RecipeCosting(catalog);
    for (const id of catalog.recipes.keys()) costing.cost(id);
  };
  const results: Measured[] = [];
  for (let round = 0; round < 2; round += 1)
    results.push(
      await measure("GET /recipes (2,000)", get("/recipes")),
      await measure("GET /menu (500)", get("/menu")),
      await measure("GET /recipes/:id", get(`/recipes/${topRecipe}`)),
      await measure("raw driver: the book", rawBook),
      await measure("costing alone", costAll),
    );
  await pool.end();

  console.log(
    `\nRecipe costing, ${ITEMS} items × ${LOCATIONS} locations, 2,000 recipes three levels deep:`,
  );
  console.log(`  costed without a problem: ${costed} of ${book.length}`);
  console.log(
    `  top recipe: ${before.lines.length} lines, $${before.batchCost} a batch; after a receipt at a new price (${receipt.status}${receipt.status === 201 ? "" : ` ${receiptText}`}): $${after.batchCost}`,
  );
  for (const name of [
    "GET /recipes (2,000)",
    "GET /menu (500)",
    "GET /recipes/:id",
    "raw driver: the book",
    "costing alone",
  ]) {
    const run = best(results, name);
    console.log(
      `  ${name.padEnd(24)} p50 ${ms(run.p50)}  p99 ${ms(run.p99)}  ${run.perSecond.toFixed(0)} req/s`,
    );
  }
  const whole = best(results, "GET /recipes (2,000)");
  const one = best(results, "GET /recipes/:id");
  const raw = best(results, "raw driver: the book");
  console.log(
    `  throughput ratio of GET /recipes to loading the book through the raw driver: ${(whole.perSecond / raw.perSecond).toFixed(2)}`,
  );
  console.log(
    `  bars: the whole book p50 < 100 ms: ${ms(whole.p50)}; one recipe p50 < 5 ms: ${ms(one.p50)}`,
  );
  const changed = receipt.status === 201 && after.batchCost !== before.batchCost;
  if (!changed) console.log("✖ the receipt's new price did not show in the recipe's cost");
  if (whole.p50 >= 100 || one.p50 >= 5 || costed !== 2000 || !changed) {
    console.log("✖ a bar was missed");
    exitCode = 1;
  } else console.log("✔ within the bars");
} finally {
  stopServer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await drop();
}
process.exit(exitCode);
