import { createHash } from "node:crypto";
import { ConflictError } from "@larder/domain";
import type { Executor } from "../../db/database";
import { DOCUMENT_PIECES, dropPieces, piecesSize, readPieces, storePieces } from "../../db/pieces";
import type { Member } from "../../core/member";

/** A kept document's description, without its bytes. */
export interface DocumentInfo {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Keeps an original document (an invoice, a receipt) exactly as uploaded, under an id Larder
 * chooses, with its SHA-256; the name it came with is kept only to be shown and downloaded.
 */
export async function storeDocument(
  tx: Executor,
  member: Member,
  file: { fileName: string; contentType: string; bytes: Uint8Array },
): Promise<DocumentInfo> {
  const sha256 = sha256Of(file.bytes);
  const { rows } = await tx.query<{ id: string }>(
    `insert into document_files (workspace_id, sha256, file_name, content_type, size, created_by)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [member.workspaceId, sha256, file.fileName, file.contentType, file.bytes.length, member.userId],
  );
  const id = rows[0]!.id;
  await storePieces(tx, DOCUMENT_PIECES, member.workspaceId, id, file.bytes);
  return {
    id,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
    sha256,
  };
}

export async function documentInfo(
  tx: Executor,
  workspaceId: string,
  fileId: string,
): Promise<DocumentInfo | null> {
  const { rows } = await tx.query<{
    id: string;
    file_name: string;
    content_type: string;
    size: number;
    sha256: string;
  }>(
    `select id, file_name, content_type, size, sha256 from document_files
      where workspace_id = $1 and id = $2`,
    [workspaceId, fileId],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        fileName: row.file_name,
        contentType: row.content_type,
        size: row.size,
        sha256: row.sha256,
      }
    : null;
}

/**
 * A kept document's bytes, checked against the SHA-256 taken when it was uploaded: a file that
 * no longer matches is refused rather than handed over as if it were the original.
 */
export async function readDocument(
  tx: Executor,
  workspaceId: string,
  fileId: string,
): Promise<{ info: DocumentInfo; bytes: Uint8Array } | null> {
  const info = await documentInfo(tx, workspaceId, fileId);
  if (!info) return null;
  const size = await piecesSize(tx, DOCUMENT_PIECES, workspaceId, fileId);
  if (size === null) return null;
  const bytes = await readPieces(tx, DOCUMENT_PIECES, workspaceId, fileId, size);
  if (size !== info.size || sha256Of(bytes) !== info.sha256)
    throw new ConflictError(
      "document_damaged",
      `The stored copy of "${info.fileName}" no longer matches the file that was uploaded (its SHA-256 differs), so Larder does not hand it out. Restore it from a backup.`,
    );
  return { info, bytes };
}

/** Lets a document's bytes and pages go (a file that could not be read, a scan discarded). */
export async function dropDocument(
  tx: Executor,
  workspaceId: string,
  fileId: string,
): Promise<void> {
  await dropPieces(tx, DOCUMENT_PIECES, workspaceId, fileId);
  await tx.query("delete from document_pages where workspace_id = $1 and file_id = $2", [
    workspaceId,
    fileId,
  ]);
}
