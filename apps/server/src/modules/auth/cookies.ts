import type { FastifyReply, FastifyRequest } from "fastify";
import { randomToken } from "./tokens";
import { SESSION_ABSOLUTE_SECONDS } from "./sessions";

export interface CookieSettings {
  /** True under https: cookies are Secure and the session cookie takes the __Host- prefix. */
  secure: boolean;
}

export function sessionCookieName(settings: CookieSettings): string {
  return settings.secure ? "__Host-larder_session" : "larder_session";
}

const BROWSER_COOKIE = "larder_signin";

export function setSessionCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
): void {
  reply.setCookie(sessionCookieName(settings), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: settings.secure,
    maxAge: SESSION_ABSOLUTE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(sessionCookieName(settings), { path: "/" });
}

/**
 * The random value that ties a sign-in (a code, a Google round trip) to the browser that began
 * it. Kept for an hour, sent only to /api/auth.
 */
export function browserToken(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
): string {
  const existing = request.cookies[BROWSER_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomToken();
  reply.setCookie(BROWSER_COOKIE, token, {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax",
    secure: settings.secure,
    maxAge: 60 * 60,
  });
  return token;
}

/** The browser's sign-in value if it has one; a browser without it cannot finish a sign-in. */
export function existingBrowserToken(request: FastifyRequest): string {
  return request.cookies[BROWSER_COOKIE] ?? "";
}
