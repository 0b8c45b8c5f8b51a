import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { serverRoot } from "../src/lib/paths";

// The server's import zones (docs/decisions/0006), checked through the project's own ESLint
// configuration: if the rule or a zone stops catching these, lint would pass on code that
// breaks the layering, and this test fails instead.

const repoRoot = path.resolve(serverRoot(), "../..");
const eslint = new ESLint({ cwd: repoRoot });

/** What the boundaries rule says about `code` written in `file` (a path from the repository). */
async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages
    .filter((message) => message.ruleId === "larder/import-boundaries")
    .map((message) => message.message);
}

describe("the server's import zones", () => {
  it.each(["core", "db", "http", "jobs", "realtime", "lib", "mail", "plugins"])(
    "refuse a module import from %s/, even through the module's entry",
    async (layer) => {
      const file = `apps/server/src/${layer}/probe.ts`;
      expect(await crossings(file, `import { recordAudit } from "../modules/audit";\n`)).toEqual([
        expect.stringContaining(`${layer}/ is shared by every module`),
      ]);
      expect(
        await crossings(file, `import { recordAudit } from "../modules/audit/record";\n`),
      ).not.toEqual([]);
    },
  );

  it("refuse a db/ import of a module even when it is dynamic or re-exported", async () => {
    const file = "apps/server/src/db/probe.ts";
    const layer = expect.stringContaining("db/ is shared by every module");
    expect(
      await crossings(file, `export { findSession } from "../modules/auth/sessions";\n`),
    ).toContainEqual(layer);
    expect(
      await crossings(file, `export const load = () => import("../modules/demo/service");\n`),
    ).toContainEqual(layer);
  });

  it("let a module use another only through its public entry", async () => {
    const file = "apps/server/src/modules/stock/probe.ts";
    expect(await crossings(file, `import { loadItemRecords } from "../items/records";\n`)).toEqual([
      expect.stringContaining("use it only through its public entry, modules/items/index.ts"),
    ]);
    expect(await crossings(file, `import { loadItemRecords } from "../items";\n`)).toEqual([]);
    expect(await crossings(file, `import { loadItemRecords } from "../items/index";\n`)).toEqual(
      [],
    );
    expect(await crossings(file, `import { recordMovements } from "./record";\n`)).toEqual([]);
  });

  it("keep HTTP in a module's routes: its services import neither http/ nor plugins/", async () => {
    const http = expect.stringContaining("only a module's routes");
    const service = "apps/server/src/modules/stock/probe.ts";
    expect(await crossings(service, `import { withMember } from "../../http/access";\n`)).toEqual([
      http,
    ]);
    expect(
      await crossings(service, `import { UserFacingError } from "../../plugins/errors";\n`),
    ).toEqual([http]);
    expect(await crossings(service, `import type { Member } from "../../core/member";\n`)).toEqual(
      [],
    );
    for (const routes of ["routes.ts", "credit-routes.ts"])
      expect(
        await crossings(
          `apps/server/src/modules/purchasing/${routes}`,
          `import { withMember } from "../../http/access";\n`,
        ),
      ).toEqual([]);
  });

  it("hold app.ts to the modules' entries too", async () => {
    const file = "apps/server/src/app.ts";
    expect(await crossings(file, `import { teamRoutes } from "./modules/team/routes";\n`)).toEqual([
      expect.stringContaining("modules/team/index.ts"),
    ]);
    expect(await crossings(file, `import { teamRoutes } from "./modules/team";\n`)).toEqual([]);
  });

  it("leave the server's tests free to reach into a module", async () => {
    const file = "apps/server/test/probe.test.ts";
    expect(
      await crossings(file, `import { checkStockBalances } from "../src/modules/stock/check";\n`),
    ).toEqual([]);
  });
});

describe("the server's modules", () => {
  it("depend on each other without a cycle, each through the other's entry", () => {
    const modulesDir = path.join(serverRoot(), "src/modules");
    const names = readdirSync(modulesDir);
    const uses = new Map<string, Set<string>>();
    for (const name of names) {
      const used = new Set<string>();
      for (const file of readdirSync(path.join(modulesDir, name), { recursive: true })) {
        if (!String(file).endsWith(".ts")) continue;
        const source = readFileSync(path.join(modulesDir, name, String(file)), "utf8");
        for (const [, other] of source.matchAll(/from "\.\.\/([a-z-]+)[/"]/g))
          if (other !== name && names.includes(other!)) used.add(other!);
      }
      uses.set(name, used);
    }
    const trail: string[] = [];
    const done = new Set<string>();
    const visit = (name: string): string[] | null => {
      if (trail.includes(name)) return [...trail.slice(trail.indexOf(name)), name];
      if (done.has(name)) return null;
      trail.push(name);
      for (const other of uses.get(name) ?? []) {
        const cycle = visit(other);
        if (cycle) return cycle;
      }
      trail.pop();
      done.add(name);
      return null;
    };
    for (const name of names) expect(visit(name)?.join(" → ") ?? null).toBeNull();
  });
});
