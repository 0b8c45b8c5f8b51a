import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** Where a photo of one of a recipe's steps is served (to whoever may read the recipe). */
export const stepPhotoUrl = (workspaceId: string, recipeId: string, photoId: string) =>
  `/api/w/${workspaceId}/recipes/${recipeId}/photos/${photoId}`;

/** The recipe card as a PDF; members who may not see costs get it without, whatever is asked. */
export const recipeCardUrl = (workspaceId: string, recipeId: string, costs: "with" | "without") =>
  `/api/w/${workspaceId}/recipes/${recipeId}/card.pdf?costs=${costs}`;

/** Uploads a step's photo (checked and re-encoded by the server) and returns its id. */
export function useUploadStepPhoto(workspaceId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      api<{ id: string }>(`/api/w/${workspaceId}/recipe-photos`, { method: "POST", body: file }),
  });
}
