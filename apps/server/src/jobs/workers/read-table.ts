// A worker thread that turns an uploaded spreadsheet into rows of text, so that reading a large
// file never holds up the server's requests. It reports progress as it goes.
import { parentPort, workerData } from "node:worker_threads";
import { readCsv, readXlsx, TableError } from "../../modules/imports/table";

interface Input {
  format: "csv" | "xlsx";
  bytes: Uint8Array;
}

const { format, bytes } = workerData as Input;
const port = parentPort!;

async function main() {
  try {
    const table =
      format === "csv"
        ? readCsv(bytes)
        : await readXlsx(bytes, (share) => port.postMessage({ type: "progress", share }));
    port.postMessage({ type: "done", table });
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
