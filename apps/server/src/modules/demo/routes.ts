import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/database";
import { setSessionCookie, type CookieSettings } from "../auth/cookies";
import { consumeRateLimit, RateLimitedError } from "../auth/rate-limit";
import { createDemoWorkspace } from "./service";

export const DEMO_LIMIT = {
  what: "demo workspaces were opened from your network",
  limit: 10,
  windowSeconds: 60 * 60,
};

/**
 * `/demo`: a fresh demo workspace for a visitor, without signing up. A visitor who already has
 * a demo session goes straight back to it.
 */
export const demoRoutes: FastifyPluginAsync<{ db: Database; cookies: CookieSettings }> = async (
  app,
  { db, cookies },
) => {
  app.get("/demo", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (request.session?.isDemo) return reply.redirect("/app", 303);
    try {
      await consumeRateLimit(db, `demo-ip:${request.ip}`, DEMO_LIMIT);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      const minutes = Math.ceil((error.retryAfterSeconds ?? 3600) / 60);
      return reply.redirect(`/signup?error=demo_rate_limited&retry=${minutes}`, 303);
    }
    const demo = await createDemoWorkspace(db, {
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
    });
    setSessionCookie(reply, cookies, demo.session.token);
    return reply.redirect("/app", 303);
  });
};
