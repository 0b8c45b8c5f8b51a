import type { Executor } from "./database";

/**
 * Files kept in the database in pieces rather than as one value (migrations 0014, 0015): the
 * embedded database runs each statement on the server's own thread, and a 14 MB file written or
 * read as one value held every other request for half a second, while a piece of 256 KB takes a
 * few milliseconds and requests get turns in between.
 */
const PIECE = 256 * 1024;
/**
 * Pieces read per statement: two (512 KB) keep a read of the embedded database near 20 ms on a
 * busy machine, where four took 60–70 ms and held requests up as long (bench:sales-import).
 */
const PIECES_PER_READ = 2;

/** A table of pieces: its name and the column naming what the pieces belong to. */
export type PieceTable =
  | { table: "sales_import_pieces"; owner: "import_id" }
  | { table: "document_file_pieces"; owner: "file_id" };

export const SALES_FILE_PIECES: PieceTable = { table: "sales_import_pieces", owner: "import_id" };
export const DOCUMENT_PIECES: PieceTable = { table: "document_file_pieces", owner: "file_id" };

export async function storePieces(
  tx: Executor,
  where: PieceTable,
  workspaceId: string,
  ownerId: string,
  bytes: Uint8Array,
): Promise<void> {
  for (let n = 0; n * PIECE < bytes.length || n === 0; n += 1) {
    const piece = bytes.subarray(n * PIECE, (n + 1) * PIECE);
    await tx.query(
      `insert into ${where.table} (workspace_id, ${where.owner}, n, piece) values ($1, $2, $3, $4)`,
      [workspaceId, ownerId, n, Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength)],
    );
  }
}

/** The stored bytes' size, or null when there are none (dropped, or never stored). */
export async function piecesSize(
  tx: Executor,
  where: PieceTable,
  workspaceId: string,
  ownerId: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ size: number | null }>(
    `select sum(length(piece))::int as size from ${where.table}
      where workspace_id = $1 and ${where.owner} = $2`,
    [workspaceId, ownerId],
  );
  return rows[0]?.size ?? null;
}

export async function readPieces(
  tx: Executor,
  where: PieceTable,
  workspaceId: string,
  ownerId: string,
  size: number,
): Promise<Uint8Array> {
  const file = new Uint8Array(size);
  let at = 0;
  for (let n = 0; at < size; n += PIECES_PER_READ) {
    const { rows } = await tx.query<{ piece: Uint8Array }>(
      `select piece from ${where.table}
        where workspace_id = $1 and ${where.owner} = $2 and n >= $3 and n < $4 order by n`,
      [workspaceId, ownerId, n, n + PIECES_PER_READ],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      file.set(row.piece, at);
      at += row.piece.length;
    }
  }
  return file;
}

export async function dropPieces(
  tx: Executor,
  where: PieceTable,
  workspaceId: string,
  ownerId: string,
): Promise<void> {
  await tx.query(`delete from ${where.table} where workspace_id = $1 and ${where.owner} = $2`, [
    workspaceId,
    ownerId,
  ]);
}
