// Documents made to be refused: a PDF that needs a password, a PDF whose content inflates to
// 400 MB. The reader (invoice-reader.test.ts) and the uploads of scans (scans.test.ts) use them.
import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";

/** A PDF that opens only with a password (pdfkit's RC4/AES encryption). */
export async function lockedPdf(): Promise<Uint8Array> {
  const doc = new PDFDocument({ userPassword: "kitchen", ownerPassword: "office" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.text("Invoice 1234");
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A one-page PDF whose content stream is 8 KB of Flate that inflates to 400 MB of spaces. */
export function inflationBomb(): Uint8Array {
  const packed = deflateSync(Buffer.alloc(400 * 1024 * 1024, 0x20), { level: 9 });
  const parts = [
    "%PDF-1.4\n",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n",
    `4 0 obj << /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`,
  ];
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(parts.join(""), "latin1"),
      packed,
      Buffer.from("\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1"),
    ]),
  );
}
