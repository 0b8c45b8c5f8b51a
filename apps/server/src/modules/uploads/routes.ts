import { PHOTO_LIMITS, apiErrorSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import { workspaceParams } from "../../http/schemas";
import { notAPhoto, storedPhoto } from "./photos";
import { findUpload, storeUpload } from "./store";

/** The largest photo accepted. */
export const UPLOAD_MAX_BYTES = PHOTO_LIMITS.fileBytes;

const uploadParams = workspaceParams.extend({ uploadId: z.string() });

/**
 * Photos attached to deliveries (a damaged case): checked by their bytes and their header,
 * re-encoded without metadata (photos.ts), and kept in the database under an id Larder chooses.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  parseFileBodies(app, UPLOAD_MAX_BYTES, { json: false });

  app.post(
    "/w/:workspaceId/uploads",
    {
      config: { access: "orders.receive", scope: "purchasing:write" },
      bodyLimit: UPLOAD_MAX_BYTES,
      ...acceptFileBody({
        types: [...PHOTO_LIMITS.contentTypes, "application/octet-stream"],
        maxBytes: UPLOAD_MAX_BYTES,
        what: "a photo as a JPEG, PNG or WebP image",
        tooLarge:
          "This photo is larger than 5 MB; Larder takes photos of at most 5 MB. Send a smaller copy.",
      }),
      schema: {
        summary: "Upload a photo (JPEG, PNG or WebP, at most 5 MB and 50 megapixels)",
        description:
          "Send the image itself as the body. It is checked by its content, not its declared type; files that stop short or carry something else (a zip archive, web page markup) are refused; it is kept re-encoded, at most 2,560 pixels on its longer side, without metadata.",
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
    "/w/:workspaceId/uploads/:uploadId",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: { summary: "A photo", params: uploadParams },
    },
    async (request, reply) => {
      const file = await withMember(db, request, (tx, member) =>
        findUpload(tx, member, request.params.uploadId),
      );
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "private, max-age=86400")
        .header("content-disposition", "inline")
        .send(Buffer.from(file.bytes));
    },
  );
};
