import { inflateSync } from "node:zlib";
import type { Client } from "./client";

/**
 * The text a PDF written by pdfkit shows, page by page in drawing order, one line per text run:
 * its content streams inflated and the hex strings of each TJ (its standard fonts' encoding,
 * WinAnsi) decoded. Enough to check what a printed page says without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  const binary = pdf.toString("latin1");
  // The data ends at "\nendstream" (or "\r\nendstream"): a deflated stream's last byte may itself
  // be a carriage return (one in 256), so the data is tried with and without it.
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (let match = streams.exec(binary); match; match = streams.exec(binary)) {
    const data = match[1]!;
    const tries = data.endsWith("\r") ? [data.slice(0, -1), data] : [data];
    let content: string | null = null;
    for (const attempt of tries) {
      try {
        content = inflateSync(Buffer.from(attempt, "latin1")).toString("latin1");
        break;
      } catch {
        // an image, a stream that is not deflated, or the other reading of its end
      }
    }
    if (content === null) continue;
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      runs.push(
        [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
          .join(""),
      );
  }
  return runs.join("\n");
}

/** GETs a binary file as `client`, keeping its bytes (Client reads bodies as text). */
export async function download(client: Client, path: string) {
  const response = await fetch(new URL(path, client.baseUrl), {
    headers: { cookie: client.cookieHeader(), "x-forwarded-for": client.ip },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The PDF attached to a mail as nodemailer writes it (base64 in its own part). */
export function attachedPdf(raw: string): Buffer {
  const part = raw
    .split(/\r?\n--/)
    .find((candidate) => /content-type:\s*application\/pdf/i.test(candidate))!;
  const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, "");
  return Buffer.from(body, "base64");
}
