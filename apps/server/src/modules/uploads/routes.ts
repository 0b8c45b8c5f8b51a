import { PHOTO_LIMITS, UPLOADS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import { serve } from "../../http/declared";
import { notAPhoto, storedPhoto } from "./photos";
import { findUpload, storeUpload } from "./store";

/** The largest photo accepted. */
export const UPLOAD_MAX_BYTES = PHOTO_LIMITS.fileBytes;

/**
 * Photos attached to deliveries (a damaged case): checked by their bytes and their header,
 * re-encoded without metadata (photos.ts), and kept in the database under an id Larder chooses.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  parseFileBodies(app, UPLOAD_MAX_BYTES, { json: false });

  serve(
    app,
    API.upload,
    async (request) => {
      const body = request.body as unknown;
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
      findUpload(tx, member, request.params.uploadId),
    );
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "private, max-age=86400")
      .header("content-disposition", "inline")
      .send(Buffer.from(file.bytes));
  });
};
