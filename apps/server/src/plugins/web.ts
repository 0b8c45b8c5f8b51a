import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** What the front-end build writes to `dist/route-manifest.json` for the server. */
export interface RouteManifest {
  /** Prerendered public pages: URL path → HTML file. */
  pages: Record<string, string>;
  /** What a server without Google sign-in serves at some of those paths instead (/signup, /login). */
  withoutGoogle?: Record<string, string>;
  notFound: string;
  /** The page `/demo` fills in for a signed-in person (modules/demo/switch-page.ts). */
  demoSwitch?: string;
  /** The in-app single-page application and the route patterns it knows. */
  app: { html: string; routes: string[] };
  inlineStyleHashes: string[];
}

interface HtmlDocument {
  body: Buffer;
  /** Compressed once at start-up, at the highest levels: pages paint sooner the fewer bytes. */
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface WebSite {
  manifest: RouteManifest;
  documents: Map<string, HtmlDocument>;
  root: string;
}

/** The prerendered page "Open the demo?" (`/demo`), if the front end is built. */
export function demoSwitchTemplate(site: WebSite | null): string | null {
  const file = site?.manifest.demoSwitch;
  return file ? (site.documents.get(file)?.body.toString("utf8") ?? null) : null;
}

/** Loads the built front end, or returns null when it has not been built. */
export function loadWebSite(webDist: string): WebSite | null {
  const manifestPath = path.join(webDist, "route-manifest.json");
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as RouteManifest;
  const documents = new Map<string, HtmlDocument>();
  const files = [
    ...Object.values(manifest.pages),
    ...Object.values(manifest.withoutGoogle ?? {}),
    manifest.notFound,
    manifest.app.html,
  ];
  if (manifest.demoSwitch) files.push(manifest.demoSwitch);
  for (const file of files) {
    const body = readFileSync(path.join(webDist, file));
    documents.set(file, {
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    });
  }
  return { manifest, documents, root: webDist };
}

/** Turns a route pattern such as `/app/items/:itemId` or `/app/files/*` into a matcher. */
export function routeMatcher(patterns: string[]): (pathname: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .split("/")
      .map((segment) => {
        if (segment === "*") return ".*";
        if (segment.startsWith(":")) return segment.endsWith("?") ? "[^/]*" : "[^/]+";
        return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("/");
    return new RegExp(`^${source}/?$`);
  });
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the front end: prerendered public pages, the in-app application for the routes it
 * knows (history fallback), hashed assets cached for a year, and the not-found page with
 * status 404 for anything else. `google` says whether Google sign-in is set up: without it the
 * sign-in pages are served in their version without the Google button.
 */
export async function registerWebSite(
  app: FastifyInstance,
  site: WebSite,
  options: { google: boolean },
): Promise<{ sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply }> {
  const { manifest, documents } = site;
  const documentFiles = new Set([...documents.keys()].map((file) => `/${file}`));
  const internal = /(^\/\.vite\/|^\/route-manifest\.json$)/;

  function sendDocument(request: FastifyRequest, reply: FastifyReply, file: string, status = 200) {
    const document = documents.get(file);
    if (!document) throw new Error(`Missing built page ${file}`);
    reply
      .header("cache-control", "no-cache")
      .header("etag", document.etag)
      .header("vary", "accept-encoding");
    if (status === 200 && request.headers["if-none-match"] === document.etag) {
      return reply.status(304).send();
    }
    reply.status(status).type("text/html; charset=utf-8");
    const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
    if (encoding === "br") return reply.header("content-encoding", "br").send(document.br);
    if (encoding === "gzip") return reply.header("content-encoding", "gzip").send(document.gzip);
    return reply.send(document.body);
  }

  await app.register(fastifyStatic, {
    root: site.root,
    prefix: "/",
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // The documents are served by the routes below (with their status and headers), never as
    // files; the build's own manifests are not served at all.
    allowedPath: (pathname) => !documentFiles.has(pathname) && !internal.test(pathname),
    setHeaders: (response, filePath) => {
      const hashed = filePath.startsWith(path.join(site.root, "assets") + path.sep);
      response.setHeader("cache-control", hashed ? IMMUTABLE : "public, max-age=3600");
    },
  });

  for (const [route, page] of Object.entries(manifest.pages)) {
    const file = (!options.google && manifest.withoutGoogle?.[route]) || page;
    app.get(route, { schema: { hide: true } }, (request, reply) =>
      sendDocument(request, reply, file),
    );
  }

  const isAppRoute = routeMatcher(manifest.app.routes);
  const serveApp = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? request.url;
    return isAppRoute(pathname)
      ? sendDocument(request, reply, manifest.app.html)
      : sendDocument(request, reply, manifest.notFound, 404);
  };
  // The app's pages are not part of the API: they stay out of its OpenAPI document.
  app.get("/app", { schema: { hide: true } }, serveApp);
  app.get("/app/*", { schema: { hide: true } }, serveApp);

  return {
    sendNotFoundPage: (request, reply) => sendDocument(request, reply, manifest.notFound, 404),
  };
}
