import type { ItemSummary } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { inputClasses } from "@/components/ui/field";
import { useDebounced } from "@/lib/use-debounced";
import { itemSearchQuery } from "@/features/items/api/items";

/**
 * Finds an item by name: type a few letters, then choose one of the matches (each a button, so
 * a finger, a mouse and a keyboard all work). Items in `exclude` are not offered.
 */
export function ItemPicker({
  workspaceId,
  label,
  onPick,
  exclude = [],
  error,
}: {
  workspaceId: string;
  label: string;
  onPick: (item: ItemSummary) => void;
  exclude?: string[];
  error?: string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const term = useDebounced(text.trim());
  const { data, isFetching } = useQuery({
    ...itemSearchQuery(workspaceId, { search: term, limit: 8 }),
    enabled: term.length > 0,
  });
  const matches = (data?.items ?? []).filter((item) => !exclude.includes(item.id));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-brand-950/50"
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          placeholder="Type an item's name"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClasses(Boolean(error))} pl-10`}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-tomato">
          {error}
        </p>
      ) : null}
      {term ? (
        <ul
          aria-label={`Items matching ${term}`}
          aria-busy={isFetching || undefined}
          className="mt-2 divide-y divide-brand-900/5 rounded-xl border border-brand-900/10"
        >
          {matches.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(item);
                  setText("");
                }}
                className="flex min-h-11 w-full items-center justify-between gap-3 px-3.5 text-left text-sm hover:bg-brand-50 sm:min-h-10"
              >
                <span className="font-semibold text-brand-950">{item.name}</span>
                <span className="text-brand-950/65">{item.category ?? "No category"}</span>
              </button>
            </li>
          ))}
          {data && matches.length === 0 ? (
            <li className="px-3.5 py-3 text-sm text-brand-950/70">No item matches “{term}”.</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
