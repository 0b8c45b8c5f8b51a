import { COOKBOOK_API, RECIPES_API } from "@larder/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";

/** Where a photo of one of a recipe's steps is served (to whoever may read the recipe). */
export const stepPhotoUrl = (workspaceId: string, recipeId: string, photoId: string) =>
  apiUrl(RECIPES_API.photo, { params: { workspaceId, recipeId, photoId } });

/** The recipe card as a PDF; members who may not see costs get it without, whatever is asked. */
export const recipeCardUrl = (workspaceId: string, recipeId: string, costs: "with" | "without") =>
  apiUrl(COOKBOOK_API.card, { params: { workspaceId, recipeId }, query: { costs } });

/** Uploads a step's photo (checked and re-encoded by the server) and returns its id. */
export function useUploadStepPhoto(workspaceId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      callApi(RECIPES_API.uploadPhoto, { params: { workspaceId }, body: file }),
  });
}
