import type { Recipe } from "@larder/contracts";
import sharp from "sharp";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { workspaceToday } from "../locations";
import { findRecipe } from "../recipes";
import { recipeCardPdf } from "./card";

/** What a recipe card is printed from, read in one transaction. */
export interface CardSource {
  recipe: Recipe;
  workspaceName: string;
  today: string;
  withCosts: boolean;
  /** The step photos as kept (already checked and re-encoded when uploaded). */
  photos: { id: string; bytes: Uint8Array }[];
}

/**
 * Reads a recipe for its card. `withCosts` is what was asked for and allowed: the recipe is read
 * without costs otherwise, so none can reach the page.
 */
export async function recipeCardSource(
  tx: Executor,
  member: Member,
  recipeId: string,
  withCosts: boolean,
): Promise<CardSource> {
  const recipe = await findRecipe(tx, member.workspaceId, recipeId, withCosts);
  const { rows: workspace } = await tx.query<{ name: string }>(
    "select name from workspaces where id = $1",
    [member.workspaceId],
  );
  const photoIds = recipe.steps.flatMap((step) => (step.photoId ? [step.photoId] : []));
  const { rows: photos } = await tx.query<{ id: string; bytes: Uint8Array }>(
    "select id, bytes from uploads where workspace_id = $1 and id = any($2::uuid[])",
    [member.workspaceId, photoIds],
  );
  return {
    recipe,
    workspaceName: workspace[0]!.name,
    today: await workspaceToday(tx, member.workspaceId),
    withCosts,
    photos,
  };
}

const printedDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * Renders the card, outside any transaction. PDF takes JPEG and PNG but not WebP, so each step
 * photo is drawn from a small JPEG copy made for the page (on libuv's threads, as uploads are).
 */
export async function renderRecipeCard(source: CardSource): Promise<Buffer> {
  const photos = new Map<string, Buffer>();
  for (const photo of source.photos)
    photos.set(
      photo.id,
      await sharp(photo.bytes)
        .resize({ width: 480, height: 480, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
  return recipeCardPdf(source.recipe, {
    workspaceName: source.workspaceName,
    printedOn: printedDate(source.today),
    withCosts: source.withCosts,
    photos,
  });
}
