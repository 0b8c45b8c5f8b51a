import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { recordChange } from "../audit";
import type { ImportKind } from "./service";

/** What writing an import did: an items import counts stock movements, the others unchanged rows. */
type ImportResult =
  | { created: number; updated: number; movements: number }
  | { created: number; updated: number; unchanged: number };

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "3 added, 1 changed, 2 unchanged, 1 row with problems left out" */
function outcomeWords(result: ImportResult, leftOut: number): string {
  const parts = [`${result.created} added`, `${result.updated} changed`];
  if ("movements" in result) parts.push(plural(result.movements, "stock movement"));
  else parts.push(`${result.unchanged} unchanged`);
  if (leftOut > 0) parts.push(`${plural(leftOut, "row")} with problems left out`);
  return parts.join(", ");
}

/**
 * Logs an import as one act, beside the changes it made (each logged by the service that made
 * it): who imported which file, and how many rows it added, changed, left as they were or
 * refused. Written in the import's own transaction, so an import rolled back leaves no entry.
 */
export async function recordImport(
  tx: Executor,
  member: Member,
  job: {
    id: string;
    kind: ImportKind;
    /** What a file of this kind holds, in words: "supplier items and prices". */
    what: string;
    fileName: string;
    totalRows: number;
    writtenRows: number;
    result: ImportResult;
  },
): Promise<void> {
  const leftOut = Math.max(0, job.totalRows - job.writtenRows);
  await recordChange(tx, member, {
    action: `${job.kind}_imported`,
    summary: `imported ${job.what} from ${job.fileName}: ${outcomeWords(job.result, leftOut)}`,
    details: {
      importId: job.id,
      kind: job.kind,
      fileName: job.fileName,
      rows: job.totalRows,
      leftOut,
      result: job.result,
    },
  });
}
