import yauzl from "yauzl";
import { TableError, limitMessages, type ImportLimits } from "./limits";

const notAWorkbook = () =>
  new TableError("The file could not be read as an Excel workbook (.xlsx).");

const unzipsPastDeclared = () =>
  new TableError(
    "This workbook unzips to more than it says it holds, so Larder stopped reading it. Open it in Excel, save it again and upload that.",
  );

/** More parts than any workbook has; past it the file is not read at all. */
const MAX_PARTS = 10_000;

/**
 * An .xlsx file's zip archive, opened from its central directory (yauzl). Nothing is inflated
 * until a part is read, and the parts to read are first weighed by their declared sizes, so a
 * zip bomb is refused before a byte of it is unzipped. While a part is read, yauzl checks that
 * it inflates to exactly its declared size, and the reader counts the bytes as well.
 */
export class WorkbookZip {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
    private readonly limits: ImportLimits,
  ) {}

  private readonly weighed = new Set<string>();

  static open(bytes: Uint8Array, limits: ImportLimits): Promise<WorkbookZip> {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return new Promise((resolve, reject) => {
      yauzl.fromBuffer(
        buffer,
        { lazyEntries: true, validateEntrySizes: true, decodeStrings: true },
        (error, zip) => {
          if (error || !zip) return reject(notAWorkbook());
          if (zip.entryCount > MAX_PARTS) return reject(notAWorkbook());
          const entries = new Map<string, yauzl.Entry>();
          zip.on("entry", (entry: yauzl.Entry) => {
            entries.set(entry.fileName.toLowerCase(), entry);
            zip.readEntry();
          });
          zip.on("end", () => resolve(new WorkbookZip(zip, entries, limits)));
          zip.on("error", () => reject(notAWorkbook()));
          zip.readEntry();
        },
      );
    });
  }

  has(path: string): boolean {
    return this.entries.has(path.toLowerCase());
  }

  /** What the part says it unzips to (checked while it is read). */
  size(path: string): number {
    return this.entries.get(path.toLowerCase())?.uncompressedSize ?? 0;
  }

  /**
   * Adds parts to those that will be read, and refuses the workbook when all of them together
   * would unzip past the limit. Every part is weighed before it is read.
   */
  weigh(paths: string[]): void {
    for (const path of paths) if (this.has(path)) this.weighed.add(path.toLowerCase());
    let total = 0;
    for (const path of this.weighed) total += this.size(path);
    if (total > this.limits.expandedBytes)
      throw new TableError(limitMessages.expanded(this.limits));
  }

  /** Streams a part's bytes to `onChunk`; a part that unzips past its declared size fails. */
  read(path: string, onChunk: (chunk: Buffer) => void): Promise<void> {
    const entry = this.entries.get(path.toLowerCase());
    if (!entry) return Promise.reject(notAWorkbook());
    try {
      this.weigh([path]);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(notAWorkbook());
        let seen = 0;
        let failed = false;
        const fail = (reason: Error) => {
          if (failed) return;
          failed = true;
          stream.destroy();
          reject(reason);
        };
        stream.on("data", (chunk: Buffer) => {
          if (failed) return;
          seen += chunk.length;
          if (seen > entry.uncompressedSize) return fail(unzipsPastDeclared());
          try {
            onChunk(chunk);
          } catch (reason) {
            fail(reason instanceof Error ? reason : notAWorkbook());
          }
        });
        // yauzl reports a part that inflates past its declared size, or a broken one, here.
        stream.on("error", (reason: Error) =>
          fail(/too many bytes/.test(reason.message) ? unzipsPastDeclared() : notAWorkbook()),
        );
        stream.on("end", () => {
          if (!failed) resolve();
        });
      });
    });
  }

  /** A small part (relationships, the workbook's sheet list) as text. */
  async readText(path: string): Promise<string> {
    const chunks: Buffer[] = [];
    await this.read(path, (chunk) => chunks.push(chunk));
    return Buffer.concat(chunks).toString("utf8");
  }

  close(): void {
    this.zip.close();
  }
}
