// An ESLint rule that keeps imports inside Larder's boundaries (docs/architecture.md): a file
// under a zone's `target` may not import from the zone's `from` folders, except the files its
// `allow` names (a server module's public entry, `index.ts`). A file inside a `from` folder may
// always import from that folder, and a file whose name matches the zone's `unless` (a regular
// expression, such as a module's routes) is outside the zone. Relative imports and aliases (`aliases`:
// `{ "@/": "apps/web/src" }`, for files inside that folder's app) are resolved to paths;
// workspace packages (`@larder/...`) are checked by name.
// Written here rather than taken from eslint-plugin-import-x because that plugin's native
// resolver bindings break `npm ci` on this project's registry (docs/decisions/0006).
import path from "node:path";

const packageFolders = {
  "@larder/contracts": "packages/contracts",
  "@larder/domain": "packages/domain",
  "@larder/server": "apps/server",
  "@larder/web": "apps/web",
};

const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep);

/** The path an import names, without its extension, and a folder's `index` as the folder. */
const entry = (file) => file.replace(/\.[cm]?[jt]sx?$/, "").replace(/[\\/]index$/, "");

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keep imports inside Larder's layer and feature boundaries." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          zones: { type: "array" },
          aliases: { type: "array" },
        },
      },
    ],
  },
  create(context) {
    const { root, zones, aliases = [] } = context.options[0];
    const file = context.filename;
    // An alias names a folder only for the files of the app it belongs to.
    const alias = aliases.find((candidate) => inside(file, path.join(root, candidate.app)));
    const active = zones.filter(
      (zone) =>
        inside(file, path.join(root, zone.target)) &&
        !(zone.unless && new RegExp(zone.unless).test(path.basename(file))),
    );
    if (active.length === 0) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const pkg = Object.keys(packageFolders).find(
        (name) => source === name || source.startsWith(`${name}/`),
      );
      const resolved = source.startsWith(".")
        ? path.resolve(path.dirname(file), source)
        : alias && source.startsWith(alias.prefix)
          ? path.join(root, alias.folder, source.slice(alias.prefix.length))
          : pkg
            ? path.join(root, packageFolders[pkg])
            : null;
      if (!resolved) return;
      for (const zone of active) {
        const crossed = zone.from
          .map((folder) => path.join(root, folder))
          .some((folder) => inside(resolved, folder) && !inside(file, folder));
        const allowed = (zone.allow ?? []).some(
          (allowedFile) => entry(resolved) === entry(path.join(root, allowedFile)),
        );
        if (crossed && !allowed) {
          context.report({
            node: node.source,
            message: `Import of "${source}" crosses a boundary: ${zone.message}`,
          });
        }
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { "import-boundaries": rule } };
