import type { FastifyInstance } from "fastify";

const SECRET_PARAMS = /([?&](?:token|code|state)=)[^&#]*/gi;

/** The URL with one-time secrets (sign-in links, invitations, OpenID codes) blanked out. */
export function redactSecrets(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

/** One structured log line per request, written when the response has been sent. */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactSecrets(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      "request",
    );
  });
}
