// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./tools/eslint-import-boundaries.js";

const root = import.meta.dirname;
const web = "apps/web/src";
const features = readdirSync(`${root}/${web}/features`);
const server = "apps/server/src";
const modules = readdirSync(`${root}/${server}/modules`);
/** The server's shared layers: every module builds on them, so they import no module. */
const serverLayers = ["core", "db", "http", "jobs", "realtime", "lib", "mail", "plugins"];

/**
 * Import boundaries (docs/architecture.md, decision 0006): shared code never reaches up, features
 * never reach into each other, server modules are used only through their public entry, the
 * server and the web app share only packages/.
 */
const zones = [
  {
    target: "packages/domain",
    from: ["apps", "packages/contracts"],
    message: "domain is pure logic with no dependencies on the apps.",
  },
  {
    target: "packages/contracts",
    from: ["apps", "packages/domain"],
    message: "contracts hold only schemas and constants.",
  },
  {
    target: "apps/server",
    from: ["apps/web"],
    message: "the server shares code with the web app only through packages/.",
  },
  {
    target: "apps/web",
    from: ["apps/server"],
    message: "the web app shares code with the server only through packages/.",
  },
  {
    target: `${web}/lib`,
    from: [`${web}/components`, `${web}/features`, `${web}/app`],
    message: "lib is shared: it imports no components, features or app code.",
  },
  {
    target: `${web}/components`,
    from: [`${web}/features`, `${web}/app`],
    message: "components are shared: they import no features or app code.",
  },
  ...serverLayers.map((layer) => ({
    target: `${server}/${layer}`,
    from: [`${server}/modules`],
    message: `${layer}/ is shared by every module, so it imports none; have app.ts hand it what it needs.`,
  })),
  {
    target: `${server}/modules`,
    unless: "^([a-z-]+-)?routes\\.ts$",
    from: [`${server}/http`, `${server}/plugins`],
    message:
      "only a module's routes (routes.ts, *-routes.ts) speak HTTP; services take what they share from core/ and throw domain errors (decision 0046).",
  },
  ...modules.map((name) => ({
    target: server,
    from: [`${server}/modules/${name}`],
    allow: [`${server}/modules/${name}/index.ts`],
    message: `outside modules/${name}, use it only through its public entry, modules/${name}/index.ts.`,
  })),
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: [
      `${web}/app`,
      ...features.filter((other) => other !== feature).map((other) => `${web}/features/${other}`),
    ],
    message: "a feature imports shared code only, never another feature or the app layer.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-ssr/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { larder: boundaries },
    rules: {
      "larder/import-boundaries": [
        "error",
        { root, zones, aliases: [{ app: "apps/web", prefix: "@/", folder: web }] },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app reaches its own code through one alias (apps/web/alias.ts), never by climbing.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../*"],
              message: "Import the web app's own code as @/… (apps/web/alias.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "**/*.{js,mjs}",
      "apps/server/**/*.ts",
      "e2e/**/*.ts",
      "bench/**",
      "scripts/**",
      "*.config.ts",
    ],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
);
