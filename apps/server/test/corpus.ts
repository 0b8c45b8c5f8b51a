// Hostile (and a few honest) files, made by the tests themselves: nothing large is committed.
import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

export interface ZipPart {
  name: string;
  /** The part's content, deflated here. */
  data?: string | Buffer;
  /** Or a deflated stream made elsewhere, with the size it really inflates to. */
  deflated?: { bytes: Buffer; size: number };
  /** What the archive's directory says the part unzips to, when that is a lie. */
  declaredSize?: number;
}

/** A zip archive (deflate, no zip64), as small and plain as a spreadsheet program writes. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = part.data === undefined ? null : Buffer.from(part.data);
    const body = part.deflated?.bytes ?? deflateRawSync(raw!);
    const size = part.declaredSize ?? part.deflated?.size ?? raw!.length;
    const crc = raw ? crc32(raw) : 0;
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    central.push(entry, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** The parts every workbook has, around a sheet and (optionally) shared texts. */
export function workbook(sheet: ZipPart["data"] | ZipPart, sharedTexts?: string[]): Buffer {
  const sheetPart: ZipPart =
    typeof sheet === "object" && !Buffer.isBuffer(sheet)
      ? { ...sheet, name: "xl/worksheets/sheet1.xml" }
      : { name: "xl/worksheets/sheet1.xml", data: sheet };
  const parts: ZipPart[] = [
    {
      name: "_rels/.rels",
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      data: `<?xml version="1.0"?><workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Stock" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    sheetPart,
  ];
  if (sharedTexts)
    parts.push({
      name: "xl/sharedStrings.xml",
      data: `<?xml version="1.0"?><sst ${ns} count="${sharedTexts.length}">${sharedTexts.map((text) => `<si><t>${escape(text)}</t></si>`).join("")}</sst>`,
    });
  return zip(parts);
}

/** Worksheet XML around rows of `<c>` elements. */
export const sheetXml = (rows: string[]) =>
  `<?xml version="1.0"?><worksheet ${ns}><sheetData>${rows.map((cells, i) => `<row r="${i + 1}">${cells}</row>`).join("")}</sheetData></worksheet>`;

/** Issue 13's workbook: `rows` rows whose cell all point at one shared text of `length`. */
export function sharedTextWorkbook(rows: number, length: number): Buffer {
  const text = randomBytes(Math.ceil(length * 0.75))
    .toString("base64")
    .slice(0, length);
  const cells = Array.from({ length: rows }, (_, i) => `<c r="A${i + 1}" t="s"><v>0</v></c>`);
  return workbook(sheetXml(cells), [text]);
}

/**
 * A deflate stream that inflates to `copies` × `piece` bytes, in about a thousandth of that:
 * each copy is compressed alone and flushed to a byte boundary, so the copies chain.
 */
function deflateRepeated(head: string, piece: Buffer, copies: number, tail: string) {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };
  const one = deflateRawSync(piece, flush);
  const bytes = Buffer.concat([
    deflateRawSync(Buffer.from(head), flush),
    ...Array.from({ length: copies }, () => one),
    deflateRawSync(Buffer.from(tail)),
  ]);
  return { bytes, size: head.length + piece.length * copies + tail.length };
}

/**
 * A zip bomb: a small .xlsx whose worksheet unzips to `gigabytes` of rows. With `lying`, the
 * archive's directory says the sheet is 1 MB, so only counting the bytes as they come stops it.
 */
export function zipBomb(gigabytes: number, options: { lying?: boolean } = {}): Buffer {
  // Empty rows far apart: what deflate packs tightest (about 1,000 to 1), and still a sheet.
  const row = `<row/>${" ".repeat(100_000)}`;
  const piece = Buffer.from(row.repeat(Math.floor((16 << 20) / row.length)));
  const copies = Math.ceil((gigabytes * 2 ** 30) / piece.length);
  const deflated = deflateRepeated(
    `<worksheet ${ns}><sheetData>`,
    piece,
    copies,
    "</sheetData></worksheet>",
  );
  return workbook({
    name: "",
    deflated,
    declaredSize: options.lying ? 1 << 20 : undefined,
  });
}

/** A PNG whose header claims `width` × `height` pixels, with a few bytes of picture. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateRawSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real photo-like JPEG (noise, so it does not compress to nothing) with camera metadata. */
export function cameraJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "LarderCam", Model: "Test 1", Artist: "A. Chef" } })
    .toBuffer();
}

export function plainPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
}

/** A JPEG with a comment segment (COM) right after its start, holding `text`. */
export function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, "latin1");
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, comment, jpeg.subarray(2)]);
}
