import type { FastifyBaseLogger } from "fastify";

/** How often expired demos, sessions, codes and rate-limit counters are cleared away. */
export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/**
 * Runs `sweep` (one pass of clearing what has expired, composed from the modules' sweeps in
 * app.ts) soon after start, then every ten minutes, off the request path. What it reports is
 * logged.
 */
export function scheduleHousekeeping(
  sweep: () => Promise<string | null>,
  log: FastifyBaseLogger,
): () => void {
  const run = () => {
    sweep()
      .then((report) => {
        if (report) log.info(report);
      })
      .catch((error: unknown) => log.error({ err: error }, "housekeeping failed"));
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
