import { IMPORT_LIMITS } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { sheetXml, workbook } from "../../test/corpus";
import { readTableInWorker } from "./table-reader";

/** A workbook of `rows` rows, each with its own text: every text is kept while reading. */
const manyTexts = (rows: number) =>
  workbook(
    sheetXml(Array.from({ length: rows }, (_, i) => `<c r="A${i + 1}" t="s"><v>${i}</v></c>`)),
    Array.from({ length: rows }, (_, i) => `Item ${i} ${"x".repeat(40)}`),
  );

describe("reading in a worker thread", () => {
  it("sends every row, in batches, and how far it has got", async () => {
    const shares: number[] = [];
    const table = await readTableInWorker({ format: "xlsx", bytes: manyTexts(5000) }, (share) =>
      shares.push(share),
    );
    expect(table).toHaveLength(5000);
    expect(table[4999]).toEqual([`Item 4999 ${"x".repeat(40)}`]);
    expect(shares.length).toBeGreaterThan(0);
  });

  it("fails the read with a sentence when the worker runs out of memory, and the server goes on", async () => {
    const read = readTableInWorker({ format: "xlsx", bytes: manyTexts(200_000) }, () => undefined, {
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
    });
    await expect(read).rejects.toThrow(
      "Reading this file needed more than the 16 MB of memory Larder gives it, so Larder stopped. Split it into smaller files, or save it as CSV.",
    );
  });

  it("stops a read that takes too long", async () => {
    const read = readTableInWorker({ format: "xlsx", bytes: manyTexts(50_000) }, () => undefined, {
      limits: { ...IMPORT_LIMITS, readSeconds: 0.2 },
    });
    await expect(read).rejects.toThrow(
      "Reading this file took longer than 0.2 seconds, so Larder stopped. Split it into smaller files and upload them one by one.",
    );
  });
});
