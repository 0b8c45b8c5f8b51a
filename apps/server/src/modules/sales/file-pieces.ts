import type { Executor } from "../../db/database";
import {
  dropPieces,
  piecesSize,
  readPieces,
  SALES_FILE_PIECES,
  storePieces,
} from "../../db/pieces";

// An uploaded sales file is kept in pieces (db/pieces.ts) until it is posted, failed or cancelled.

export const storeFile = (tx: Executor, workspaceId: string, importId: string, bytes: Uint8Array) =>
  storePieces(tx, SALES_FILE_PIECES, workspaceId, importId, bytes);

/** The stored file's size in bytes, or null when it is gone (posted, failed or cancelled). */
export const storedSize = (tx: Executor, workspaceId: string, importId: string) =>
  piecesSize(tx, SALES_FILE_PIECES, workspaceId, importId);

export const readFile = (tx: Executor, workspaceId: string, importId: string, size: number) =>
  readPieces(tx, SALES_FILE_PIECES, workspaceId, importId, size);

/** Lets the file go: the import is done, failed or cancelled. */
export const dropFile = (tx: Executor, workspaceId: string, importId: string) =>
  dropPieces(tx, SALES_FILE_PIECES, workspaceId, importId);
