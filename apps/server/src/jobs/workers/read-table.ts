// A worker thread that turns an uploaded spreadsheet into rows of text, so that reading a large
// file never holds up the server's requests. It runs with a capped heap (jobs/table-reader.ts),
// reads as the file unzips, stops at the first limit passed (lib/spreadsheet/limits.ts), and sends the
// rows in batches, so the server never receives more than the limits allow, nor all at once.
import { parentPort, workerData } from "node:worker_threads";
import { TableBudget, TableError, type ImportLimits } from "../../lib/spreadsheet/limits";
import { readTable } from "../../lib/spreadsheet/table";
import { giveWayToRequests } from "../../lib/background-priority";

giveWayToRequests();

interface Input {
  format: "csv" | "xlsx";
  bytes: Uint8Array;
  limits: ImportLimits;
}

/** Rows and characters per message: small enough for the server to take in between requests. */
const BATCH_ROWS = 2000;
const BATCH_CHARACTERS = 500_000;

const { format, bytes, limits } = workerData as Input;
const port = parentPort!;

let batch: string[][] = [];
let characters = 0;
const flush = () => {
  if (batch.length > 0) port.postMessage({ type: "rows", rows: batch });
  batch = [];
  characters = 0;
};

async function main() {
  try {
    await readTable(
      format,
      bytes,
      {
        row: (cells) => {
          batch.push(cells);
          for (const cell of cells) characters += cell.length;
          if (batch.length >= BATCH_ROWS || characters >= BATCH_CHARACTERS) flush();
        },
        progress: (share) => port.postMessage({ type: "progress", share }),
      },
      new TableBudget(limits),
    );
    flush();
    port.postMessage({ type: "done" });
  } catch (error) {
    port.postMessage({
      type: "error",
      message:
        error instanceof TableError
          ? error.message
          : "The file could not be read as a spreadsheet.",
    });
  }
}

void main();
