// `npm run bench:recipes`: recipe and menu costing at a group's scale, on PostgreSQL and on the
// embedded database (BENCH_ENGINE=postgres or embedded for one of them).
//
// On each engine it builds the bench workspace (5,000 items at 20 locations) with 2,000 recipes
// of 12 lines nested three levels deep and 500 menu items (recipe-book.ts), starts Larder on it,
// checks that a receipt at a new price shows in the recipes that use the item at once, and
// measures, one request at a time:
//   - right after a price change (a receipt at a new price, not timed, before every timed read),
//     the bars (decision 0024): GET /recipes (the whole book with every recipe's live cost) and
//     GET /menu (500 menu items with cost, margin, food cost %) under 100 ms at p50; GET
//     /recipes/:id (one top-level recipe, its 100-odd lines through its sub-recipes) under 5 ms;
//   - the same reads with no change in between (p50, p99, and throughput 8 at a time), and the
//     floor of any workspace read on this machine (GET /costing: session, membership, one query);
//   - the book's list right after a recipe is saved (the book is read again: for information);
//   - on PostgreSQL, the same SQL through the raw driver (the book's version and every item's
//     costs, in a tenant transaction), and the costing alone in this process.
// Prints each bar as passed or missed; exits 1 if one is missed.
import { CostingPlan } from "@larder/domain";
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { readPrices, readRecipeBook } from "../apps/server/src/modules/recipes";
import { ITEMS, LOCATIONS, measure, ms, rawDriver, type Measured } from "./bench-workspace";
import { buildIfNeeded } from "./larder.mjs";
import { type Engine, startOnEngine } from "./recipe-book";

const ENGINES = (process.env.BENCH_ENGINE ?? "postgres,embedded").split(",") as Engine[];
/** Timed reads after a change, per measure. */
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ]!;

/** Times `read` right after each `change` (not timed); the first five warm up. */
async function afterEach(
  change: (n: number) => Promise<void>,
  read: () => Promise<void>,
  count: number,
) {
  const latencies: number[] = [];
  for (let n = 0; n < count + 5; n += 1) {
    await change(n);
    const start = performance.now();
    await read();
    if (n >= 5) latencies.push(performance.now() - start);
  }
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function benchOn(engine: Engine): Promise<boolean> {
  const ids = {
    user: randomUUID(),
    workspace: randomUUID(),
    token: randomBytes(32).toString("base64url"),
  };
  const run = await startOnEngine(engine, Number(process.env.BENCH_PORT ?? 3222), ids);
  try {
    const headers = { cookie: `larder_session=${ids.token}` };
    const w = `${run.base}/api/w/${ids.workspace}`;
    const read = async (path: string) => {
      const response = await fetch(`${w}${path}`, { headers });
      if (response.status !== 200)
        throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const get = (path: string) => async () => void (await read(path));
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${w}${path}`, {
        method,
        headers: {
          ...headers,
          "content-type": "application/json",
          "x-csrf-token": "bench",
          origin: run.base,
        },
        body: JSON.stringify(body),
      });
      if (response.status >= 300)
        throw new Error(`${path}: ${response.status} ${await response.text()}`);
    };
    /** A receipt of the top recipe's first item at a new price: one price change. */
    const receive = (n: number) =>
      send("POST", "/stock/receipts", {
        itemId: run.itemId,
        locationId: run.locationId,
        quantity: "1",
        unit: run.baseUnit,
        unitCost: (9 + (n % 500) / 100).toFixed(2),
      });

    const book = (await read("/recipes")) as { batchCost: string | null; problem: string | null }[];
    const costed = book.filter((recipe) => recipe.batchCost !== null && !recipe.problem).length;
    const before = (await read(`/recipes/${run.topRecipe}`)) as {
      batchCost: string;
      lines: unknown[];
    };
    await receive(9_999);
    const after = (await read(`/recipes/${run.topRecipe}`)) as { batchCost: string };
    const changed = after.batchCost !== before.batchCost;

    const afterChange = {
      book: await afterEach(receive, get("/recipes"), CHANGES),
      menu: await afterEach(receive, get("/menu"), CHANGES),
      one: await afterEach(receive, get(`/recipes/${run.topRecipe}`), CHANGES * 3),
      saved: await afterEach(
        (n) => send("PATCH", `/recipes/${run.topRecipe}`, { notes: `Bench ${n}` }),
        get("/recipes"),
        10,
      ),
    };
    const steady: Measured[] = [
      await measure("GET /recipes (2,000)", get("/recipes")),
      await measure("GET /menu (500)", get("/menu")),
      await measure("GET /recipes/:id", get(`/recipes/${run.topRecipe}`)),
      // What any workspace read costs here: the session, the membership, one small query.
      await measure("floor: GET /costing", get("/costing")),
    ];
    if (run.url) {
      const { pool, inTenant } = rawDriver(run.url);
      const sameSql = () =>
        inTenant(ids, async (tx) => {
          const { book: kept, head } = await readRecipeBook(tx, ids.workspace);
          await readPrices(tx, kept, head.basis, null);
        });
      steady.push(await measure("raw driver: the same SQL", sameSql));
      const { book: kept, head } = await inTenant(ids, (tx) => readRecipeBook(tx, ids.workspace));
      const prices = await inTenant(ids, (tx) => readPrices(tx, kept, head.basis, null));
      const plan = new CostingPlan(kept.plan.book);
      let round = 0;
      // Every price as a new text of the same value ("2.5" → "2.50"): nothing can be reused.
      const allNew = async () => {
        round += 1;
        const priced = plan.price((id) => {
          const cost = prices.unitCostOf(id);
          return cost === null ? null : `${cost}${round % 2 ? "0" : ""}`;
        });
        for (const id of kept.byName) priced.cost(id);
      };
      steady.push(await measure("costing alone, every price new", allNew));
      await pool.end();
    }

    const where =
      engine === "postgres"
        ? "PostgreSQL (DATABASE_URL)"
        : "the embedded PostgreSQL server (in DATA_DIR)";
    console.log(
      `\nRecipe costing on ${where}: ${ITEMS} items × ${LOCATIONS} locations, 2,000 recipes three levels deep, 500 menu items`,
    );
    console.log(`  costed without a problem: ${costed} of ${book.length}`);
    console.log(
      `  top recipe: ${before.lines.length} lines, $${before.batchCost} a batch; after a receipt at a new price: $${after.batchCost}`,
    );
    console.log(`  right after a price change (${CHANGES} reads each, one at a time):`);
    const line = (name: string, run: { p50: number; p99: number }) =>
      console.log(
        `    ${name.padEnd(30)} p50 ${ms(run.p50).padStart(9)}  p99 ${ms(run.p99).padStart(9)}`,
      );
    line("GET /recipes (2,000)", afterChange.book);
    line("GET /menu (500)", afterChange.menu);
    line("GET /recipes/:id", afterChange.one);
    line("GET /recipes after a recipe save", afterChange.saved);
    console.log("  with no change in between:");
    for (const result of steady)
      console.log(
        `    ${result.name.padEnd(30)} p50 ${ms(result.p50).padStart(9)}  p99 ${ms(result.p99).padStart(9)}  ${result.perSecond.toFixed(0)} req/s`,
      );
    const bars = [
      {
        name: "the book (GET /recipes) after a price change, p50 < 100 ms",
        value: afterChange.book.p50,
        limit: 100,
      },
      {
        name: "the menu (GET /menu) after a price change, p50 < 100 ms",
        value: afterChange.menu.p50,
        limit: 100,
      },
      {
        name: "one recipe (GET /recipes/:id) after a price change, p50 < 5 ms",
        value: afterChange.one.p50,
        limit: 5,
      },
    ];
    let passed = costed === 2000 && changed;
    if (!changed) console.log("  ✖ the receipt's new price did not show in the recipe's cost");
    if (costed !== 2000) console.log("  ✖ not every recipe could be costed");
    for (const bar of bars) {
      const ok = bar.value < bar.limit;
      passed &&= ok;
      console.log(`  ${ok ? "✔ passed" : "✖ missed"}: ${bar.name}: ${ms(bar.value)}`);
    }
    return passed;
  } finally {
    await run.stop();
  }
}

buildIfNeeded();
let exitCode = 0;
for (const engine of ENGINES) if (!(await benchOn(engine))) exitCode = 1;
console.log(exitCode ? "\n✖ a bar was missed" : "\n✔ within the bars on every engine");
process.exit(exitCode);
