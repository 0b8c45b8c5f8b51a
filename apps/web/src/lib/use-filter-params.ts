import { useSearchParams } from "react-router";

/**
 * A screen's filters kept in the address (so a view can be shared or reloaded): the current
 * parameters, and `update` to change some of them (null or "" removes one) without adding a
 * history entry. With `resetOffset`, any change but the page itself goes back to the first page.
 */
export function useFilterParams(options: { resetOffset?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        if (options.resetOffset && !("offset" in changes)) next.delete("offset");
        return next;
      },
      { replace: true },
    );
  return [params, update] as const;
}
