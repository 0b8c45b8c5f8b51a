// Writes every public page as finished HTML into dist/, from the SSR build in dist-ssr/:
// the page's markup, its title and description, and the stylesheet inlined (allowed by its hash
// in the Content-Security-Policy). Then writes route-manifest.json for the server and
// pre-compresses the static files.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const ssr = await import(pathToFileURL(path.join(root, "dist-ssr", "entry-server.js")).href);
let template = readFileSync(path.join(dist, "public.html"), "utf8");

// Inline the public pages' stylesheet (styles/public.css, built by the SSR build): no request
// before the first paint. The public entry imports no CSS, so no script fetches it again.
const css = ssr.publicCss.trim();
const styleHashes = [`sha256-${createHash("sha256").update(css).digest("base64")}`];
template = template.replace("</head>", () => `  <style>${css}</style>\n  </head>`);
// Scripts start after the page has loaded (entry-public.ts); preloading them would compete
// with the page itself for the connection.
template = template.replace(/\s*<link rel="modulepreload"[^>]*>/g, "");

const escapeHtml = (text) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

function writePage(page) {
  const html = ssr.renderPage(page);
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
  ].join("\n    ");
  const document = template
    .replace("<!--page-head-->", () => head)
    .replace("<!--page-body-->", () => html);
  const target = path.join(dist, page.file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, document);
}

// Images referenced only by static markup were emitted by the SSR build alone.
const ssrAssets = path.join(root, "dist-ssr", "assets");
for (const file of existsSync(ssrAssets) ? readdirSync(ssrAssets) : []) {
  if (!file.endsWith(".js"))
    copyFileSync(path.join(ssrAssets, file), path.join(dist, "assets", file));
}

for (const page of Object.values(ssr.publicPages)) writePage(page);
for (const page of Object.values(ssr.pagesWithoutGoogle)) writePage(page);
writePage(ssr.notFoundPage);
writePage(ssr.demoSwitchPage);
rmSync(path.join(dist, "public.html"));

const routeManifest = {
  pages: Object.fromEntries(
    Object.entries(ssr.publicPages).map(([route, page]) => [route, page.file]),
  ),
  // What a server without Google sign-in serves instead at these paths.
  withoutGoogle: Object.fromEntries(
    Object.entries(ssr.pagesWithoutGoogle).map(([route, page]) => [route, page.file]),
  ),
  notFound: ssr.notFoundPage.file,
  // Filled in by the server for each request (/demo when signed in), never served as it is.
  demoSwitch: ssr.demoSwitchPage.file,
  app: { html: "app.html", routes: [...ssr.appRoutePatterns] },
  inlineStyleHashes: styleHashes,
};
writeFileSync(path.join(dist, "route-manifest.json"), JSON.stringify(routeManifest, null, 2));

// Pre-compress what @fastify/static serves, so no request pays for compression.
function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}
for (const file of files(dist)) {
  if (!/\.(js|css|svg|txt|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
    continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
console.log(`prerendered ${Object.keys(routeManifest.pages).length + 1} pages`);
