import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api";

/**
 * A request answered 401 means the session ended (signed out elsewhere, expired): back to
 * the log-in page, to return here afterwards.
 */
function onSignedOut(error: unknown): void {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return;
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login?next=${encodeURIComponent(here)}`);
}

/** The application's one query cache; route loaders fill it, screens read it. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onSignedOut }),
  mutationCache: new MutationCache({ onError: onSignedOut }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (signed out, not a member, not allowed) will not change by asking again.
      retry: (failures, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
        failures < 2,
    },
  },
});
