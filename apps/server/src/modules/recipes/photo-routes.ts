import { PHOTO_LIMITS, apiErrorSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import { workspaceParams } from "../../http/schemas";
import { notAPhoto, storedPhoto, storeUpload, UPLOAD_MAX_BYTES } from "../uploads";
import { stepPhoto } from "./method";

const photoParams = workspaceParams.extend({ recipeId: z.string(), photoId: z.string() });

/**
 * Photos of a recipe's steps. They go through the uploads module's one pipeline (checked by
 * their bytes, size-limited, re-encoded without metadata, kept under an id Larder chooses); a
 * recipe then names them in its steps. Anyone who may read the recipe may see its step photos,
 * and only those: a delivery's photo is not served here.
 */
export const recipePhotoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The body is the photo itself: this plugin reads every body as bytes.
  parseFileBodies(app, UPLOAD_MAX_BYTES, { json: false });

  app.post(
    "/w/:workspaceId/recipe-photos",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      bodyLimit: UPLOAD_MAX_BYTES,
      ...acceptFileBody({
        types: [...PHOTO_LIMITS.contentTypes, "application/octet-stream"],
        maxBytes: UPLOAD_MAX_BYTES,
        what: "a photo as a JPEG, PNG or WebP image",
        tooLarge:
          "This photo is larger than 5 MB; Larder takes photos of at most 5 MB. Send a smaller copy.",
      }),
      schema: {
        summary: "Upload a photo for a recipe's step (JPEG, PNG or WebP, at most 5 MB)",
        description:
          "Send the image itself as the body. It is checked and kept exactly as delivery photos are; then name its id as a step's photoId when saving the recipe.",
        params: workspaceParams,
        response: {
          201: z.object({ id: z.uuid() }),
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as unknown;
      if (!Buffer.isBuffer(body) || body.length === 0) throw notAPhoto();
      // Decoded and encoded on libuv's threads, before any transaction is opened.
      const photo = await storedPhoto(body);
      const id = await withMember(db, request, (tx, member) => storeUpload(tx, member, photo));
      return reply.status(201).send({ id });
    },
  );

  app.get(
    "/w/:workspaceId/recipes/:recipeId/photos/:photoId",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: { summary: "A photo of one of a recipe's steps", params: photoParams },
    },
    async (request, reply) => {
      const file = await withMember(db, request, (tx, member) =>
        stepPhoto(tx, member, request.params.recipeId, request.params.photoId),
      );
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "private, max-age=86400")
        .header("content-disposition", "inline")
        .send(Buffer.from(file.bytes));
    },
  );
};
