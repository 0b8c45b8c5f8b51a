import { PHOTO_LIMITS, RECIPES_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import { notAPhoto, storedPhoto, storeUpload, UPLOAD_MAX_BYTES } from "../uploads";
import { stepPhoto } from "./method";

/**
 * Photos of a recipe's steps. They go through the uploads module's one pipeline (checked by
 * their bytes, size-limited, re-encoded without metadata, kept under an id Larder chooses); a
 * recipe then names them in its steps. Anyone who may read the recipe may see its step photos,
 * and only those: a delivery's photo is not served here.
 */
export const recipePhotoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The body is the photo itself: this plugin reads every body as bytes.
  parseFileBodies(app, UPLOAD_MAX_BYTES, { json: false });

  serve(
    app,
    API.uploadPhoto,
    async (request) => {
      // Typed as bytes, but an empty request has no body at all.
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw notAPhoto();
      // Decoded and encoded on libuv's threads, before any transaction is opened.
      const photo = await storedPhoto(body);
      return { id: await withMember(db, request, (tx, member) => storeUpload(tx, member, photo)) };
    },
    {
      bodyLimit: UPLOAD_MAX_BYTES,
      ...acceptFileBody({
        types: [...PHOTO_LIMITS.contentTypes, "application/octet-stream"],
        maxBytes: UPLOAD_MAX_BYTES,
        what: "a photo as a JPEG, PNG or WebP image",
        tooLarge:
          "This photo is larger than 5 MB; Larder takes photos of at most 5 MB. Send a smaller copy.",
      }),
    },
  );

  serve(app, API.photo, async (request, reply) => {
    const file = await withMember(db, request, (tx, member) =>
      stepPhoto(tx, member, request.params.recipeId, request.params.photoId),
    );
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "private, max-age=86400")
      .header("content-disposition", "inline")
      .send(Buffer.from(file.bytes));
  });
};
