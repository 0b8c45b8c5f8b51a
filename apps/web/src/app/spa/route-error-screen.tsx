import { isRouteErrorResponse, useRouteError } from "react-router";

/** Describes whatever the router caught: a response's status text, or an error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return "Unknown error";
}

/** The router's fallback for unexpected failures (spec §8). */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-cream px-4 text-center">
      <h1 className="text-3xl font-extrabold text-brand-950">Unexpected Application Error!</h1>
      <p className="mt-4 max-w-lg rounded-xl bg-white px-5 py-3 font-mono text-sm text-tomato ring-1 ring-brand-900/10">
        {describeRouteError(error)}
      </p>
      <p className="mt-6 text-brand-950/70">
        Reload the page to try again. If it keeps happening, tell us what you were doing.
      </p>
      <a href="/app" className="mt-6 font-semibold text-brand-700 underline underline-offset-2">
        Back to Larder
      </a>
    </main>
  );
}
