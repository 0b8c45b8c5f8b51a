import type { ReadingStatus, TrainingMatrix as Matrix } from "@larder/contracts";
import { ROLE_LABELS } from "@larder/domain";
import { Link } from "react-router";
import { StatusPill } from "@/components/ui/status-pill";
import { formatDate } from "@/lib/format";
import { useScope } from "@/lib/scope";
import { requirementSentence } from "./required-reading";

type Cell = Matrix["cells"][number];

/** One reading, as a pill: read the current version, an older one, or not at all. */
function ReadingCell({ cell, version }: { cell: Cell | undefined; version: number }) {
  if (!cell)
    return (
      <span className="text-brand-950/45">
        —<span className="sr-only">not required</span>
      </span>
    );
  const when = cell.readAt ? ` on ${formatDate(cell.readAt)}` : "";
  const tones: Record<ReadingStatus, "green" | "yellow" | "red"> = {
    read_current: "green",
    read_older: "yellow",
    not_read: "red",
  };
  const text =
    cell.status === "read_current"
      ? `Read v${version}`
      : cell.status === "read_older"
        ? `Read v${cell.readVersion} (old)`
        : "Not read";
  return (
    <span title={when ? `Read version ${cell.readVersion}${when}` : undefined}>
      <StatusPill tone={tones[cell.status]}>{text}</StatusPill>
    </span>
  );
}

/** Who must read a recipe, in words, with the workspace's location names. */
function useRequirementSentence() {
  const { locations } = useScope();
  const name = (id: string) =>
    locations.find((location) => location.id === id)?.name ?? "a location";
  return (recipe: Matrix["recipes"][number]) => requirementSentence(recipe, name);
}

const cellOf = (matrix: Matrix) => {
  const cells = new Map(matrix.cells.map((cell) => [`${cell.userId}:${cell.recipeId}`, cell]));
  return (userId: string, recipeId: string) => cells.get(`${userId}:${recipeId}`);
};

/**
 * Who has read what, as a table of people × required recipes on a wide screen. Each cell says
 * whether they read the version the kitchen cooks now, an older one (they must read it again),
 * or nothing; a dash where the recipe is not required of them.
 */
export function TrainingTable({ matrix }: { matrix: Matrix }) {
  const cell = cellOf(matrix);
  const who = useRequirementSentence();
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Who has read each required recipe</caption>
        <thead>
          <tr className="border-b border-brand-900/10 align-bottom">
            <th scope="col" className="py-2 pr-4 font-semibold text-brand-950/70">
              Person
            </th>
            {matrix.recipes.map((recipe) => (
              <th key={recipe.recipeId} scope="col" className="min-w-32 px-2 py-2 font-semibold">
                <Link
                  to={`/app/recipes/${recipe.recipeId}`}
                  className="text-brand-900 hover:underline"
                >
                  {recipe.name}
                </Link>
                <span className="block text-xs font-normal text-brand-950/65">
                  {who(recipe)} · v{recipe.version} · {recipe.readCurrent} of {recipe.readers} read
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-900/5">
          {matrix.people.map((person) => (
            <tr key={person.userId}>
              <th scope="row" className="py-2.5 pr-4 font-semibold text-brand-950">
                {person.name}
                <span className="block text-xs font-normal text-brand-950/65">
                  {ROLE_LABELS[person.role]} · {person.readCurrent} of {person.required} read
                </span>
              </th>
              {matrix.recipes.map((recipe) => (
                <td key={recipe.recipeId} className="px-2 py-2.5">
                  <ReadingCell
                    cell={cell(person.userId, recipe.recipeId)}
                    version={recipe.version}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same on a phone: a card per required recipe, listing who must read it and where each stands. */
export function TrainingCards({ matrix }: { matrix: Matrix }) {
  const cell = cellOf(matrix);
  const who = useRequirementSentence();
  return (
    <ul className="space-y-3 md:hidden">
      {matrix.recipes.map((recipe) => (
        <li key={recipe.recipeId} className="rounded-2xl border border-brand-900/10 p-3">
          <h3 className="font-bold text-brand-950">
            <Link to={`/app/recipes/${recipe.recipeId}`} className="hover:underline">
              {recipe.name}
            </Link>
          </h3>
          <p className="text-xs text-brand-950/65">
            {who(recipe)} · version {recipe.version} · {recipe.readCurrent} of {recipe.readers} read
          </p>
          <ul className="mt-2 divide-y divide-brand-900/5">
            {matrix.people
              .filter((person) => cell(person.userId, recipe.recipeId))
              .map((person) => (
                <li key={person.userId} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold text-brand-950">{person.name}</span>
                    <span className="block text-xs text-brand-950/65">
                      {ROLE_LABELS[person.role]}
                    </span>
                  </span>
                  <ReadingCell
                    cell={cell(person.userId, recipe.recipeId)}
                    version={recipe.version}
                  />
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
