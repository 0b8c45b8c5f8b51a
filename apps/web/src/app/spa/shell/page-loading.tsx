/** What a screen shows while its data loads for the first time. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center text-brand-950/70">
      <span className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700" />
      Loading…
    </div>
  );
}
