/**
 * The in-app routes. The server answers these with the application (history fallback) and
 * every other address under /app with the not-found page and status 404, so this list and
 * the router must agree: `router.test.ts` checks that they do.
 */
export const appRoutePatterns = ["/app"] as const;
