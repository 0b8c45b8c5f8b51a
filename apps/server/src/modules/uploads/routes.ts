import { apiErrorSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { UserFacingError } from "../../plugins/errors";

/** The largest photo accepted. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What the bytes are, by their first bytes, whatever the request says they are. */
export function imageType(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte))
    return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

const uploadParams = workspaceParams.extend({ uploadId: z.string() });

/** Photos attached to deliveries (a damaged case), checked by content and kept in the database. */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addContentTypeParser(
    ["image/jpeg", "image/png", "image/webp", "application/octet-stream"],
    { parseAs: "buffer", bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/w/:workspaceId/uploads",
    {
      config: { access: "orders.receive" },
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        summary: "Upload a photo (JPEG, PNG or WebP, at most 5 MB)",
        params: workspaceParams,
        response: { 201: z.object({ id: z.uuid() }), 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as unknown;
      const type = Buffer.isBuffer(body) ? imageType(body) : null;
      if (!Buffer.isBuffer(body) || !type)
        throw new UserFacingError(
          415,
          "unsupported_file",
          "Upload a photo as a JPEG, PNG or WebP image.",
        );
      const id = await withMember(db, request, async (tx, member) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into uploads (workspace_id, content_type, size, bytes, created_by)
           values ($1, $2, $3, $4, $5) returning id`,
          [member.workspaceId, type, body.length, body, member.userId],
        );
        return rows[0]!.id;
      });
      return reply.status(201).send({ id });
    },
  );

  app.get(
    "/w/:workspaceId/uploads/:uploadId",
    {
      config: { access: "suppliers.view" },
      schema: { summary: "A photo", params: uploadParams },
    },
    async (request, reply) => {
      const file = await withMember(db, request, async (tx, member) => {
        const { rows } = await tx.query<{ content_type: string; bytes: Uint8Array }>(
          "select content_type, bytes from uploads where workspace_id = $1 and id = $2",
          [member.workspaceId, request.params.uploadId],
        );
        return rows[0]!;
      });
      return reply
        .header("content-type", file.content_type)
        .header("cache-control", "private, max-age=86400")
        .header("content-disposition", "inline")
        .send(Buffer.from(file.bytes));
    },
  );
};
