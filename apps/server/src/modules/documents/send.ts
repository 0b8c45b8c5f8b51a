import type { FastifyReply } from "fastify";
import type { DocumentInfo } from "./files";

/** A name safe inside a Content-Disposition header, with the original in RFC 5987 form. */
function disposition(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a kept document as a download, never to be shown inline: a PDF or an image someone
 * uploaded is handed back as the file it is, with its SHA-256 for whoever wants to check it.
 */
export function sendDocument(
  reply: FastifyReply,
  document: { info: DocumentInfo; bytes: Uint8Array },
) {
  return reply
    .header("content-type", document.info.contentType)
    .header("content-disposition", disposition(document.info.fileName))
    .header("x-content-sha256", document.info.sha256)
    .header("cache-control", "private, no-store")
    .send(Buffer.from(document.bytes));
}

/** Sends a page drawn small (WebP), which may be kept a while: a page never changes. */
export function sendPageImage(reply: FastifyReply, image: Uint8Array) {
  return reply
    .header("content-type", "image/webp")
    .header("cache-control", "private, max-age=86400, immutable")
    .send(Buffer.from(image));
}
