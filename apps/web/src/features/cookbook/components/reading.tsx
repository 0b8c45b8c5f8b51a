import type { CookbookRecipe } from "@larder/contracts";
import { BookOpenCheck, CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { useAcknowledgeReading } from "@/features/cookbook/api/cookbook";
import { errorMessage } from "@/lib/forms";
import { formatDate } from "@/lib/format";

/** At the top of a recipe: whether the member must read it, and where they stand. */
export function ReadingBanner({ recipe }: { recipe: CookbookRecipe }) {
  const { reading } = recipe;
  if (!reading.required || reading.status === "read_current") return null;
  return (
    <div
      role="status"
      className="mb-4 flex gap-3 rounded-2xl border border-saffron/60 bg-saffron/10 p-4 text-brand-950"
    >
      <BookOpenCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>
        <span className="font-bold">
          {reading.status === "read_older"
            ? `Changed since you read version ${reading.readVersion}.`
            : "Required reading for you."}
        </span>{" "}
        Read it to the end, then mark it as read.
      </p>
    </div>
  );
}

/**
 * At the end of a recipe: "I have read this recipe", for the version on screen. Once read, it
 * says which version and when; a newer version saved meanwhile is refused and shown instead.
 */
export function AcknowledgeReading({
  workspaceId,
  recipe,
}: {
  workspaceId: string;
  recipe: CookbookRecipe;
}) {
  const acknowledge = useAcknowledgeReading(workspaceId, recipe.id);
  const { reading } = recipe;
  if (reading.status === "read_current")
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-brand-50 p-4 font-semibold text-brand-800">
        <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
        You read version {reading.readVersion}
        {reading.readAt ? ` on ${formatDate(reading.readAt)}` : ""}.
      </p>
    );
  return (
    <div className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm sm:p-5">
      <p className="mb-3 text-brand-950/80">
        {reading.required
          ? "Read it through? Say so, and your manager sees it."
          : "Not required for you, but you can say you have read it."}
      </p>
      <Button
        className="min-h-14 w-full text-base sm:w-auto"
        busy={acknowledge.isPending}
        onClick={() => acknowledge.mutate(recipe.version)}
      >
        <BookOpenCheck aria-hidden="true" className="h-5 w-5" /> I have read this recipe
      </Button>
      <Notice tone="error" className="mt-3">
        {errorMessage(acknowledge.error)}
      </Notice>
    </div>
  );
}
