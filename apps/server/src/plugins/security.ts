import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export interface SecurityOptions {
  /** `sha256-…` hashes of the inline `<style>` blocks of the prerendered pages. */
  inlineStyleHashes: string[];
  /** True when Larder is served over https (from APP_URL): enables HSTS and upgrades. */
  https: boolean;
}

/**
 * Security headers for every response. The Content-Security-Policy allows scripts only from
 * this origin (no inline script at all) and inline styles only by hash.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const hashes = options.inlineStyleHashes.map((hash) => `'${hash}'`);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...hashes],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (_request, reply) => {
    // The camera is for barcode scanning in counts; nothing else is used.
    reply.header("permissions-policy", "camera=(self), microphone=(), geolocation=(), payment=()");
  });
}
