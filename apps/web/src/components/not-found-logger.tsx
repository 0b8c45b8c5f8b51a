import { useEffect } from "react";

/** Logs the path nobody found, so it shows up in the browser console and error trackers. */
export function NotFoundLogger({ pathname }: { pathname?: string }) {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      pathname ?? window.location.pathname,
    );
  }, [pathname]);
  return null;
}
