import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import type { SalesSummary } from "../../jobs/sales-reader";
import { recordChange } from "../audit";

/** What posting a sales file did (sales_imports.result). */
interface PostedSales {
  lines: number;
  depleted: number;
  unmapped: number;
  movements: number;
}

/**
 * Logs a posted sales file as one act: who posted which file, the lines it added and the stock
 * they moved, and the lines it did not add: already brought by an earlier file or a ticket,
 * left out as voided or not sales, or refused for a problem (the review listed them).
 */
export async function recordSalesImport(
  tx: Executor,
  member: Member,
  posted: {
    id: string;
    fileName: string;
    locationId: string;
    result: PostedSales;
    read: { lines: number; summary: SalesSummary };
  },
): Promise<void> {
  const { result, read } = posted;
  const notAdded = {
    alreadyImported: read.lines - result.lines,
    leftOut: read.summary.leftOut,
    refused: new Set(read.summary.problems.filter((p) => p.row > 1).map((p) => p.row)).size,
  };
  const skipped = [
    notAdded.alreadyImported > 0 ? `${notAdded.alreadyImported} already imported` : "",
    notAdded.leftOut > 0 ? `${notAdded.leftOut} voided or not sales` : "",
    notAdded.refused > 0 ? `${notAdded.refused} with problems left out` : "",
  ].filter(Boolean);
  await recordChange(tx, member, {
    action: "sales_imported",
    summary: `posted the sales file ${posted.fileName}: ${result.lines} lines, ${
      result.movements
    } stock movements${skipped.length > 0 ? `; ${skipped.join(", ")}` : ""}`,
    locationId: posted.locationId,
    details: { salesImportId: posted.id, fileName: posted.fileName, result, notAdded },
  });
}
