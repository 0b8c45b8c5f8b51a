import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";

/** Keeps a checked, re-encoded file under an id Larder chooses; returns the id. */
export async function storeUpload(
  tx: Executor,
  member: Member,
  file: { contentType: string; bytes: Buffer },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into uploads (workspace_id, content_type, size, bytes, created_by)
     values ($1, $2, $3, $4, $5) returning id`,
    [member.workspaceId, file.contentType, file.bytes.length, file.bytes, member.userId],
  );
  return rows[0]!.id;
}

/** A kept file, with its content type. */
export async function findUpload(
  tx: Executor,
  member: Member,
  uploadId: string,
): Promise<{ contentType: string; bytes: Uint8Array }> {
  const { rows } = await tx.query<{ content_type: string; bytes: Uint8Array }>(
    "select content_type, bytes from uploads where workspace_id = $1 and id = $2",
    [member.workspaceId, uploadId],
  );
  const file = rows[0]!;
  return { contentType: file.content_type, bytes: file.bytes };
}
