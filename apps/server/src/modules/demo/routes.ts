import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import { refuseCrossSite, sameCsrfToken } from "../../http/access";
import {
  consumeRateLimit,
  deleteSessionByToken,
  RateLimitedError,
  sessionCookieName,
  setSessionCookie,
  type CookieSettings,
} from "../auth";
import { createDemoWorkspace, type DemoMade } from "./service";
import { demoSwitchPage } from "./switch-page";

export const DEMO_LIMIT = {
  what: "demo workspaces were opened from your network",
  limit: 10,
  windowSeconds: 60 * 60,
};

const OPENED: Record<DemoMade, string> = {
  spare: "opened a demo, a spare copy of the template",
  copy: "opened a demo, copied from the template",
  written: "opened a demo, written anew",
};

export interface DemoRouteOptions {
  db: Database;
  cookies: CookieSettings;
  /** Origins besides the request's own that may post the form (APP_URL's). */
  trustedOrigins: string[];
  /** The prerendered page for a signed-in person, or null to use an unstyled one. */
  switchTemplate: string | null;
  /** Told how each demo was opened (a spare handed over is made up again). */
  onOpened?: (made: DemoMade) => void;
}

/**
 * `/demo`: a fresh demo workspace for a visitor, without signing up. A visitor who already has
 * a demo session goes straight back to it. A person signed in to their own account is asked
 * first, since the demo would sign them out; only the form's POST, with the session's CSRF
 * token, does (decision 0019).
 */
export const demoRoutes: FastifyPluginAsync<DemoRouteOptions> = async (app, options) => {
  const { db, cookies } = options;
  // The question is a plain HTML form, so that it works without script.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function openDemo(request: FastifyRequest, reply: FastifyReply) {
    try {
      await consumeRateLimit(db, `demo-ip:${request.ip}`, DEMO_LIMIT);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      const minutes = Math.ceil((error.retryAfterSeconds ?? 3600) / 60);
      return reply.redirect(`/signup?error=demo_rate_limited&retry=${minutes}`, 303);
    }
    const started = performance.now();
    const demo = await createDemoWorkspace(db, {
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
    });
    request.log.info(
      {
        demo: {
          workspaceId: demo.workspaceId,
          made: demo.made,
          ms: Math.round(performance.now() - started),
        },
      },
      OPENED[demo.made],
    );
    options.onOpened?.(demo.made);
    // Whoever was signed in in this browser is signed out: their session ends here.
    const previous = request.cookies[sessionCookieName(cookies)];
    if (previous) await deleteSessionByToken(db, previous);
    setSessionCookie(reply, cookies, demo.session.token);
    return reply.redirect("/app", 303);
  }

  // A HEAD (a link checker, a crawler) learns the page exists without opening a workspace.
  app.head("/demo", async (_request, reply) =>
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(""),
  );
  app.get("/demo", { exposeHeadRoute: false }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const session = request.session;
    if (session?.isDemo) return reply.redirect("/app", 303);
    if (session)
      return reply
        .type("text/html; charset=utf-8")
        .send(demoSwitchPage(options.switchTemplate, session, session.csrfToken));
    return openDemo(request, reply);
  });

  app.post("/demo", async (request, reply) => {
    reply.header("cache-control", "no-store");
    refuseCrossSite(request, options.trustedOrigins);
    const session = request.session;
    if (session?.isDemo) return reply.redirect("/app", 303);
    // A page from before a sign-in or sign-out in another tab asks again, with today's token.
    const sent = (request.body as Record<string, unknown> | undefined)?.csrf;
    if (session && !sameCsrfToken(sent, session)) return reply.redirect("/demo", 303);
    return openDemo(request, reply);
  });
};
