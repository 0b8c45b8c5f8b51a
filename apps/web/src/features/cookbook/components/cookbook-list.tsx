import { ALLERGEN_LABELS, type Cookbook, type CookbookEntry } from "@larder/contracts";
import { BookOpenCheck, ChefHat, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { StatusPill } from "@/components/ui/status-pill";
import { formatAmount, formatPortions } from "@/lib/format";

/** Where the member stands with a recipe, as a pill: only for what they must read. */
export function ReadingPill({
  entry,
}: {
  entry: Pick<CookbookEntry, "reading" | "requiredReading">;
}) {
  const { reading } = entry;
  if (reading.required) {
    if (reading.status === "read_current") return <StatusPill tone="green">Read</StatusPill>;
    if (reading.status === "read_older")
      return <StatusPill tone="yellow">Changed: read again</StatusPill>;
    return <StatusPill tone="red">To read</StatusPill>;
  }
  return entry.requiredReading ? <StatusPill tone="grey">Required reading</StatusPill> : null;
}

function describe(entry: CookbookEntry): string {
  const made =
    entry.yieldUnit === "portion"
      ? formatAmount(entry.finishedYield, "portion")
      : entry.portions
        ? `${formatAmount(entry.finishedYield, entry.yieldUnit)}, ${formatPortions(entry.portions)}`
        : formatAmount(entry.finishedYield, entry.yieldUnit);
  const steps =
    entry.stepCount === 0
      ? "no method yet"
      : `${entry.stepCount} step${entry.stepCount === 1 ? "" : "s"}`;
  return [entry.category, made, steps].filter(Boolean).join(" · ");
}

/**
 * The cookbook's recipes as big cards a thumb can hit in a busy kitchen: the step photo (or a
 * chef's hat), the name, what a batch makes, how many steps, allergens, and the reading status.
 */
export function CookbookList({
  recipes,
  photoUrl,
}: {
  recipes: CookbookEntry[];
  photoUrl: (recipeId: string, photoId: string) => string;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
      {recipes.map((entry) => (
        <li key={entry.id}>
          <Link
            to={`/app/cookbook/${entry.id}`}
            className="flex h-full min-h-24 items-center gap-3 rounded-2xl border border-brand-900/10 bg-white p-3 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50/40 sm:p-4"
          >
            {entry.photoId ? (
              <img
                src={photoUrl(entry.id, entry.photoId)}
                alt=""
                loading="lazy"
                className="h-16 w-16 shrink-0 rounded-xl object-cover"
              />
            ) : (
              <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ChefHat aria-hidden="true" className="h-7 w-7" />
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block text-lg font-bold leading-snug text-brand-950">
                {entry.name}
              </span>
              <span className="mt-0.5 block text-sm text-brand-950/70">{describe(entry)}</span>
              <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
                <ReadingPill entry={entry} />
                {entry.allergens.length > 0 ? (
                  <span className="text-xs font-semibold text-tomato-deep">
                    Contains {entry.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")}
                  </span>
                ) : null}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-950/40" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the member must still read: each a big link, with why (never read, or changed). */
export function ToRead({ toRead }: { toRead: Cookbook["toRead"] }) {
  if (toRead.length === 0) return null;
  return (
    <section
      aria-labelledby="to-read"
      className="mb-6 rounded-2xl border border-saffron/60 bg-saffron/10 p-4 sm:p-5"
    >
      <h2 id="to-read" className="flex items-center gap-2 text-lg font-bold text-brand-950">
        <BookOpenCheck aria-hidden="true" className="h-5 w-5" />
        {toRead.length === 1 ? "1 recipe to read" : `${toRead.length} recipes to read`}
      </h2>
      <p className="mt-1 text-sm text-brand-950/75">
        Required for you. Read each one to the end, then mark it as read.
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {toRead.map((entry) => (
          <li key={entry.id}>
            <Link
              to={`/app/cookbook/${entry.id}`}
              className="flex min-h-14 items-center justify-between gap-3 rounded-xl bg-white px-4 py-2 font-semibold text-brand-950 shadow-sm hover:bg-brand-50"
            >
              <span className="min-w-0">
                <span className="block">{entry.name}</span>
                <span className="block text-sm font-normal text-brand-950/70">
                  {entry.status === "read_older" ? "Changed since you read it" : "Not read yet"}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-950/40" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
