import type { FastifyReply, FastifyRequest } from "fastify";
import { keyedHash, randomToken } from "./tokens";
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
 * it. Sent only to /api/auth, and kept for an hour from the browser's latest start, so that a
 * code asked for late in the hour is not orphaned by its cookie expiring first.
 */
export function browserToken(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
): string {
  const existing = request.cookies[BROWSER_COOKIE];
  const token = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomToken();
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

const KNOWN_COOKIE = "larder_known";
const KNOWN_PER_BROWSER = 5;

/**
 * What the known-browser cookie holds for `email`: 128 bits of a keyed hash, so the cookie
 * names no address and cannot be made up for one.
 */
export function knownBrowserTag(secret: string, email: string): string {
  return keyedHash(secret, "known-browser", email).slice(0, 32);
}

/** Whether this browser has signed in as `email` before (decision 0019). */
export function isKnownBrowser(request: FastifyRequest, secret: string, email: string): boolean {
  const tags = (request.cookies[KNOWN_COOKIE] ?? "").split(".");
  return tags.includes(knownBrowserTag(secret, email));
}

/**
 * Remembers that this browser signed in as `email`: later code requests from it for that
 * address are not held back by limits that strangers can use up. Keeps the latest five
 * addresses (a shared kitchen laptop), for 400 days, sent only to /api/auth.
 */
export function rememberKnownBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  secret: string,
  email: string,
): void {
  const tag = knownBrowserTag(secret, email);
  const others = (request.cookies[KNOWN_COOKIE] ?? "")
    .split(".")
    .filter((other) => /^[0-9a-f]{32}$/.test(other) && other !== tag);
  reply.setCookie(KNOWN_COOKIE, [tag, ...others].slice(0, KNOWN_PER_BROWSER).join("."), {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax",
    secure: settings.secure,
    maxAge: 400 * 24 * 60 * 60,
  });
}
