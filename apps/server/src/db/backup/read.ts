import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MAGIC,
  ArchiveError,
  type ArchiveEnd,
  type ArchiveHeader,
} from "./format";

/** The lines of an archive, uncompressed; a damaged or missing file is an ArchiveError. */
export async function* archiveLines(file: string): AsyncGenerator<string> {
  const opened = await stat(file).catch((error: NodeJS.ErrnoException) => error);
  if (opened instanceof Error)
    throw new ArchiveError(
      opened.code === "ENOENT"
        ? `${file}: there is no such file.`
        : `${file}: this file cannot be read (${opened.code}).`,
    );
  if (!opened.isFile()) throw new ArchiveError(`${file} is not a file.`);
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let failure: Error | null = null;
  const fail = (error: NodeJS.ErrnoException) => {
    failure ??= new ArchiveError(
      error.code?.startsWith("Z_")
        ? `${file} is damaged: it is not a complete gzip file (${error.message}). Restore another backup.`
        : `${file}: this file cannot be read (${error.message}).`,
    );
    // Ends the lines below, which would otherwise wait for ever on a stream that failed.
    lines.close();
  };
  input.on("error", fail);
  gunzip.on("error", fail);
  try {
    for await (const line of lines) {
      if (failure) break;
      yield line;
    }
  } catch (error) {
    fail(error as NodeJS.ErrnoException);
  } finally {
    lines.close();
    input.destroy();
    gunzip.destroy();
  }
  if (failure) throw failure;
}

/** A control line (`["kind", value]`), or null for a row. */
export function controlLine(line: string): [string, unknown] | null {
  if (!line.startsWith("[")) return null;
  const parsed: unknown = JSON.parse(line);
  if (!Array.isArray(parsed) || typeof parsed[0] !== "string") return null;
  return [parsed[0], parsed[1]];
}

export interface VerifiedArchive {
  header: ArchiveHeader;
  end: ArchiveEnd;
}

/**
 * Reads the whole archive once and proves it complete and unchanged (its SHA-256) before anything
 * is written from it. Refuses what is not a Larder backup, and a layout newer than this Larder's.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const hash = createHash("sha256");
  let header: ArchiveHeader | null = null;
  let end: ArchiveEnd | null = null;
  let afterEnd = false;
  for await (const line of archiveLines(file)) {
    if (end) afterEnd = true;
    if (!header) {
      header = readHeader(file, line);
    } else if (line.startsWith('["end",')) {
      end = (controlLine(line)?.[1] ?? null) as ArchiveEnd | null;
      continue;
    }
    hash.update(`${line}\n`);
  }
  if (!header) throw new ArchiveError(`${file} is empty: it is not a Larder backup.`);
  if (!end || afterEnd)
    throw new ArchiveError(
      `${file} is damaged: it ends before its last line (the backup was cut short). Restore another backup.`,
    );
  if (hash.digest("hex") !== end.sha256)
    throw new ArchiveError(
      `${file} is damaged: its contents do not match its SHA-256 checksum. Restore another backup.`,
    );
  return { header, end };
}

function readHeader(file: string, line: string): ArchiveHeader {
  let first: [string, unknown] | null = null;
  try {
    first = controlLine(line);
  } catch {
    // not JSON: said below
  }
  if (!first || first[0] !== ARCHIVE_MAGIC)
    throw new ArchiveError(`${file} is not a Larder backup (its first line is not one's header).`);
  const header = first[1] as ArchiveHeader;
  if (typeof header?.format !== "number" || !Array.isArray(header.migrations))
    throw new ArchiveError(`${file} is damaged: its header is incomplete.`);
  if (header.format > ARCHIVE_FORMAT)
    throw new ArchiveError(
      `${file} was written by a newer version of Larder (archive format ${header.format}; this version reads up to ${ARCHIVE_FORMAT}). Restore it with that version or a later one.`,
    );
  return header;
}
