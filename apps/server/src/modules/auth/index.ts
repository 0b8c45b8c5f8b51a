// The auth module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { authRoutes } from "./routes";
export { googleRoutes } from "./google-routes";
export { passkeyRoutes } from "./passkey-routes";
export { loadServerSecret } from "./secret";
export { sessionCookieName, setSessionCookie } from "./cookies";
export type { CookieSettings } from "./cookies";
export { RateLimitedError, consumeRateLimit } from "./rate-limit";
export { createSession, deleteSessionByToken, describeDevice, findSession } from "./sessions";
export type { NewSession } from "./sessions";
export { hashToken, randomToken } from "./tokens";
export { sweepExpiredSignIns } from "./housekeeping";
