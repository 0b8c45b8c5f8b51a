/** "Showing 1–50 of 120", with the previous and next pages. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  if (total <= limit) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <p className="text-brand-950/70">
        Showing {offset + 1}–{Math.min(offset + limit, total)} of {total}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit))}
          className="min-h-10 rounded-lg border border-brand-900/15 px-3 font-semibold disabled:opacity-50"
        >
          Previous
        </button>
        <button
          type="button"
          disabled={offset + limit >= total}
          onClick={() => onChange(offset + limit)}
          className="min-h-10 rounded-lg border border-brand-900/15 px-3 font-semibold disabled:opacity-50"
        >
          Next
        </button>
      </div>
    </nav>
  );
}
