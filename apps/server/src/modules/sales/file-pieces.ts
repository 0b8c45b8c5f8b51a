import type { Executor } from "../../db/database";

/**
 * An uploaded sales file is kept in pieces (migration 0014): the embedded database runs each
 * statement on the server's own thread, and a 14 MB file written or read as one value held every
 * other request for half a second.
 */
const PIECE = 256 * 1024;
/** Pieces read per statement. */
const PIECES_PER_READ = 4;

export async function storeFile(
  tx: Executor,
  workspaceId: string,
  importId: string,
  bytes: Uint8Array,
): Promise<void> {
  for (let n = 0; n * PIECE < bytes.length || n === 0; n += 1) {
    const piece = bytes.subarray(n * PIECE, (n + 1) * PIECE);
    await tx.query(
      "insert into sales_import_pieces (workspace_id, import_id, n, piece) values ($1, $2, $3, $4)",
      [workspaceId, importId, n, Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength)],
    );
  }
}

/** The stored file's size in bytes, or null when it is gone (posted, failed or cancelled). */
export async function storedSize(
  tx: Executor,
  workspaceId: string,
  importId: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ size: number | null }>(
    `select sum(length(piece))::int as size from sales_import_pieces
      where workspace_id = $1 and import_id = $2`,
    [workspaceId, importId],
  );
  return rows[0]?.size ?? null;
}

export async function readFile(
  tx: Executor,
  workspaceId: string,
  importId: string,
  size: number,
): Promise<Uint8Array> {
  const file = new Uint8Array(size);
  let at = 0;
  for (let n = 0; at < size; n += PIECES_PER_READ) {
    const { rows } = await tx.query<{ piece: Uint8Array }>(
      `select piece from sales_import_pieces
        where workspace_id = $1 and import_id = $2 and n >= $3 and n < $4 order by n`,
      [workspaceId, importId, n, n + PIECES_PER_READ],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      file.set(row.piece, at);
      at += row.piece.length;
    }
  }
  return file;
}

/** Lets the file go: the import is done, failed or cancelled. */
export async function dropFile(tx: Executor, workspaceId: string, importId: string): Promise<void> {
  await tx.query("delete from sales_import_pieces where workspace_id = $1 and import_id = $2", [
    workspaceId,
    importId,
  ]);
}
