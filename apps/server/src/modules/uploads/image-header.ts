/** The kinds of photo Larder keeps. */
export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

/** Why a file is refused as a photo, before any pixel of it is decoded. */
export type PhotoFault =
  | { fault: "not_an_image" }
  | { fault: "truncated" }
  | { fault: "unreadable" }
  | { fault: "mixed"; what: string };

export interface PhotoHeader {
  type: PhotoType;
  width: number;
  height: number;
}

/** What the bytes are, by their first bytes, whatever the request says they are. */
export function imageType(bytes: Uint8Array): PhotoType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte))
    return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + u16be(b, at + 2);
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000;
const tag = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

type Walked = { width: number; height: number; end: number } | PhotoFault;

/** PNG: chunks from the signature to IEND; the size is IHDR's. */
function walkPng(b: Uint8Array): Walked {
  let width = 0;
  let height = 0;
  for (let at = 8; ;) {
    if (at + 12 > b.length) return { fault: "truncated" };
    const length = u32be(b, at);
    const type = tag(b, at + 4);
    const next = at + 12 + length;
    if (next > b.length) return { fault: "truncated" };
    if (at === 8) {
      if (type !== "IHDR" || length !== 13) return { fault: "unreadable" };
      width = u32be(b, at + 8);
      height = u32be(b, at + 12);
    }
    if (type === "IEND") return { width, height, end: next };
    at = next;
  }
}

/** JPEG: segments from SOI to EOI, through the compressed data; the size is the frame's. */
function walkJpeg(b: Uint8Array): Walked {
  let width = 0;
  let height = 0;
  for (let at = 2; ;) {
    if (at + 2 > b.length) return { fault: "truncated" };
    if (b[at] !== 0xff) return { fault: "unreadable" };
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9)
      return width && height ? { width, height, end: at + 2 } : { fault: "unreadable" };
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return { fault: "truncated" };
    const next = at + 2 + u16be(b, at + 2);
    if (next > b.length) return { fault: "truncated" };
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame && at + 9 <= b.length) {
      height = u16be(b, at + 5);
      width = u16be(b, at + 7);
    }
    at = next;
    if (marker !== 0xda) continue;
    // After a scan header comes compressed data, up to the next marker that is not a
    // stuffed 0xFF00 or a restart marker.
    for (;;) {
      const ff = b.indexOf(0xff, at);
      if (ff < 0 || ff + 1 >= b.length) return { fault: "truncated" };
      const following = b[ff + 1]!;
      if (following === 0x00 || (following >= 0xd0 && following <= 0xd7)) at = ff + 2;
      else {
        at = ff;
        break;
      }
    }
  }
}

/** WebP: the RIFF container's chunks; the size is the first image chunk's. */
function walkWebp(b: Uint8Array): Walked {
  const end = 8 + u32le(b, 4);
  if (end > b.length) return { fault: "truncated" };
  for (let at = 12; at + 8 <= end;) {
    const type = tag(b, at);
    const length = u32le(b, at + 4);
    const data = at + 8;
    if (data + length > end) return { fault: "truncated" };
    if (type === "VP8X" && length >= 10)
      return { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1, end };
    if (type === "VP8 " && length >= 10 && b[data + 3] === 0x9d)
      return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff, end };
    if (type === "VP8L" && length >= 5 && b[data] === 0x2f) {
      const bits = u32le(b, data + 1);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, end };
    }
    at = data + length + (length % 2);
  }
  return { fault: "unreadable" };
}

/** Markup a browser or another program could find and run inside an image. */
const MARKUP = [
  "<html",
  "<script",
  "<svg",
  "<!doctype",
  "<body",
  "<iframe",
  "<?php",
  "<object",
  "<embed",
];

/**
 * Something other than the picture a reader of another kind would open: a zip archive (its
 * directory sits in the last 64 KB, wherever the rest is), markup, or a PDF header.
 */
function otherContent(bytes: Uint8Array, imageEnd: number): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = buffer.subarray(Math.max(0, buffer.length - 65_557));
  if (tail.includes("PK\x05\x06", 0, "latin1") || buffer.includes("PK\x03\x04", imageEnd, "latin1"))
    return "a zip archive";
  const text = buffer.toString("latin1").toLowerCase();
  if (MARKUP.some((needle) => text.includes(needle))) return "web page markup";
  if (text.slice(0, 1024).includes("%pdf-")) return "a PDF document";
  return null;
}

/**
 * Reads a photo's header and walks its structure without decoding a pixel: its kind by its
 * first bytes, its size in pixels, where it ends (a file that stops short is truncated), and
 * whether it carries something else a program could open (a "polyglot"). Bytes after a JPEG's
 * end are allowed (cameras add motion-photo trailers) and dropped when the photo is re-encoded;
 * after a PNG or WebP they are not.
 */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | PhotoFault {
  const type = imageType(bytes);
  if (!type) return { fault: "not_an_image" };
  const walked =
    type === "image/png"
      ? walkPng(bytes)
      : type === "image/jpeg"
        ? walkJpeg(bytes)
        : walkWebp(bytes);
  if ("fault" in walked) return walked;
  if (walked.width === 0 || walked.height === 0) return { fault: "unreadable" };
  const other = otherContent(bytes, walked.end);
  if (other) return { fault: "mixed", what: other };
  if (type !== "image/jpeg" && walked.end < bytes.length)
    return { fault: "mixed", what: "other data after the picture" };
  return { type, width: walked.width, height: walked.height };
}
