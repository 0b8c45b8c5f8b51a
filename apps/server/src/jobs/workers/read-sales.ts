// A worker thread that reads a sales export into sale lines (decision 0025): it reads the file
// within the limits (lib/spreadsheet), recognises its columns, reads every row (dates, amounts,
// voids, refunds), places each line at its location and keys it for idempotent imports, so that
// the server's thread only looks the keys and names up in the database. A hundred thousand lines
// take about a second of work that would otherwise hold up every request.
import { createHash } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { SALES_FILE_COLUMNS } from "@larder/contracts";
import { readSalesFile } from "@larder/domain";
import { TableBudget, TableError } from "../../lib/spreadsheet/limits";
import { readTable } from "../../lib/spreadsheet/table";
import { headerDigest, type KeyedSaleLine, type ReadSalesInput } from "../sales-reader";
import { giveWayToRequests } from "../../lib/background-priority";

giveWayToRequests();

const BATCH_LINES = 2000;
const input = workerData as ReadSalesInput;
const port = parentPort!;

const count = (n: number) => n.toLocaleString("en-US");
const tooWide = (columns: number) =>
  `This file has ${count(columns)} columns; Larder reads sales files of at most ${count(SALES_FILE_COLUMNS)}. Export the sales again with the usual columns (date, item, quantity…), or delete the columns Larder does not use.`;

async function main() {
  const table: string[][] = [];
  try {
    await readTable(
      input.format,
      input.bytes,
      {
        row: (cells) => {
          // A header past the limit is refused before its rows are kept: no column of it could
          // be chosen, and each one would be offered in every choice of the review.
          if (table.length === 0 && cells.length > SALES_FILE_COLUMNS)
            throw new TableError(tooWide(cells.length));
          table.push(cells);
        },
        progress: (share) => port.postMessage({ type: "progress", share: share * 0.8 }),
      },
      new TableBudget(input.limits),
    );
  } catch (error) {
    port.postMessage({
      type: "error",
      message:
        error instanceof TableError
          ? error.message
          : "The file could not be read as a spreadsheet.",
    });
    return;
  }
  const remembered = new Map(input.remembered);
  const reading = readSalesFile(table, {
    chosen: input.chosen,
    remembered: remembered.get(headerDigest(table[0] ?? [])) ?? null,
    locations: new Map(input.locations),
    defaultLocationId: input.defaultLocationId,
  });
  const { lines, ...summary } = reading;
  port.postMessage({ type: "summary", summary: { ...summary, lineCount: lines.length } });
  for (let start = 0; start < lines.length; start += BATCH_LINES) {
    const batch: KeyedSaleLine[] = lines.slice(start, start + BATCH_LINES).map((line) => {
      const { identity, ...rest } = line;
      return { ...rest, lineKey: createHash("sha256").update(identity).digest("hex") };
    });
    port.postMessage({ type: "lines", lines: batch });
    port.postMessage({
      type: "progress",
      share: 0.8 + (0.2 * (start + batch.length)) / lines.length,
    });
  }
  port.postMessage({ type: "done" });
}

void main();
