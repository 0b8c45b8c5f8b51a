import type { FastifyInstance } from "fastify";

/**
 * Lets a closing server finish what it started. Node's `server.close()` stops accepting and
 * drops idle keep-alive connections, but a connection busy with a request would stay open
 * after its response until the keep-alive timeout. Responses sent while closing therefore
 * say `Connection: close`, so every connection ends with its last response. A request still
 * running after the grace period (or a client that never reads its response) is cut off then.
 */
export function registerGracefulClose(app: FastifyInstance, graceMs = 10_000): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
}
