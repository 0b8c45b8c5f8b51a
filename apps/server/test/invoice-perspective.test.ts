import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { previewPages } from "../src/lib/document-preview";
import { prepareImages } from "../src/lib/invoice-reader/image";
import { ocrPage, stopOcr } from "../src/lib/invoice-reader/ocr";
import { apply, homography, type Point } from "../src/lib/invoice-reader/page-geometry";
import { pageOutline } from "../src/lib/invoice-reader/page-outline";
import { flattenPage } from "../src/lib/invoice-reader/perspective";
import {
  angledPhoto,
  cameraCorners,
  inventInvoice,
  invoicePdf,
  pdfPagePng,
} from "./invoice-corpus";

const PAGE = { width: 1240, height: 1754 };
/** Black squares printed on the page, as fractions of it: where they must come back to. */
const MARKS = [
  { x: 0.12, y: 0.1 },
  { x: 0.88, y: 0.1 },
  { x: 0.5, y: 0.5 },
  { x: 0.12, y: 0.9 },
  { x: 0.88, y: 0.9 },
];

/** A white page with the marks and some rows of print-like bars. */
function page(): Uint8Array {
  const grey = new Uint8Array(PAGE.width * PAGE.height).fill(245);
  const fill = (x0: number, y0: number, w: number, h: number) => {
    for (let y = Math.round(y0); y < Math.round(y0 + h); y += 1)
      for (let x = Math.round(x0); x < Math.round(x0 + w); x += 1) grey[y * PAGE.width + x] = 20;
  };
  for (const mark of MARKS) fill(mark.x * PAGE.width - 20, mark.y * PAGE.height - 20, 40, 40);
  for (let row = 0; row < 30; row += 1)
    for (let word = 0; word < 6; word += 1)
      fill(150 + word * 160, 250 + row * 40, 60 + ((row * 7 + word * 13) % 80), 14);
  return grey;
}

/**
 * The page as a photo: drawn into `corners` on a photo of `size`, over a darker counter, and
 * `light` (given a point of the photo, a share of full light) over all of it.
 */
async function photo(
  corners: Point[],
  size = { width: 2000, height: 2600 },
  light: (x: number, y: number) => number = () => 1,
): Promise<Uint8Array> {
  const grey = page();
  const toPage = homography(corners, [
    { x: 0, y: 0 },
    { x: PAGE.width, y: 0 },
    { x: PAGE.width, y: PAGE.height },
    { x: 0, y: PAGE.height },
  ]);
  const out = new Uint8Array(size.width * size.height);
  for (let y = 0; y < size.height; y += 1)
    for (let x = 0; x < size.width; x += 1) {
      const { x: u, y: v } = apply(toPage, x + 0.5, y + 0.5);
      const inside = u >= 0 && v >= 0 && u < PAGE.width && v < PAGE.height;
      const shade = inside ? grey[Math.floor(v) * PAGE.width + Math.floor(u)]! : 105 + (x % 7);
      out[y * size.width + x] = shade * light(x, y);
    }
  return new Uint8Array(
    await sharp(out, { raw: { width: size.width, height: size.height, channels: 1 } })
      .png()
      .toBuffer(),
  );
}

/** Where the dark mark nearest `expected` (fractions of the image) lies in the image. */
async function markNear(png: Uint8Array, expected: Point): Promise<Point> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const reach = 0.06;
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1) {
      if (Math.abs(x / info.width - expected.x) > reach) continue;
      if (Math.abs(y / info.height - expected.y) > reach) continue;
      if (data[(y * info.width + x) * info.channels]! > 80) continue;
      // Only the mark: a square of dark, not the bars of print around it.
      const dark = (dx: number, dy: number) =>
        data[((y + dy) * info.width + x + dx) * info.channels]! <= 80;
      if (!dark(0, 8) || !dark(8, 0) || !dark(0, -8) || !dark(-8, 0)) continue;
      sx += x;
      sy += y;
      n += 1;
    }
  return { x: sx / n / info.width, y: sy / n / info.height };
}

// Photographed from nearer its foot, the phone 32° off square and turned 3°.
const TRAPEZIUM = cameraCorners(PAGE, { width: 2000, height: 2600 }, 32, 3);

describe("a page photographed at an angle", () => {
  it("finds the page's corners where they are in the photo", async () => {
    const corners = await pageOutline(await photo(TRAPEZIUM));
    expect(corners).not.toBeNull();
    for (const [i, corner] of corners!.entries()) {
      expect(Math.abs(corner.x - TRAPEZIUM[i]!.x)).toBeLessThan(12);
      expect(Math.abs(corner.y - TRAPEZIUM[i]!.y)).toBeLessThan(12);
    }
  }, 30_000);

  it("draws the page square: what was printed comes back where it was printed", async () => {
    const taken = await photo(TRAPEZIUM);
    const flat = await flattenPage(taken);
    expect(flat.flattened).toBe(true);
    // The page's own proportions, though the photo foreshortens its far end (by a sixth here).
    expect(flat.height / flat.width / (PAGE.height / PAGE.width)).toBeCloseTo(1, 1);
    for (const mark of MARKS) {
      const found = await markNear(flat.png, mark);
      expect(Math.abs(found.x - mark.x)).toBeLessThan(0.01);
      expect(Math.abs(found.y - mark.y)).toBeLessThan(0.01);
    }
  }, 30_000);

  it("leaves a page that is only tilted, or fills the photo, as it was taken", async () => {
    // Turned 2° on the counter: square corners, which OCR levels without redrawing.
    const turn = (2 * Math.PI) / 180;
    const middle = { x: 1000, y: 1300 };
    const tilted = [
      { x: -600, y: -850 },
      { x: 600, y: -850 },
      { x: 600, y: 850 },
      { x: -600, y: 850 },
    ].map((p) => ({
      x: middle.x + p.x * Math.cos(turn) - p.y * Math.sin(turn),
      y: middle.y + p.x * Math.sin(turn) + p.y * Math.cos(turn),
    }));
    expect((await flattenPage(await photo(tilted))).flattened).toBe(false);
    // The page filling the photo, the phone's soft shadow over its left part: the shadow's
    // edge is no side of the page, and the page is not cut along it.
    const whole = [
      { x: 0, y: 0 },
      { x: 2000, y: 0 },
      { x: 2000, y: 2600 },
      { x: 0, y: 2600 },
    ];
    const shadow = (x: number, y: number) => {
      const across = (x + y * 0.3 - 900) / 180;
      return across < 0 ? 0.4 : across > 1 ? 1 : 0.4 + 0.6 * across;
    };
    const shaded = await photo(whole, undefined, shadow);
    expect(await pageOutline(shaded)).toBeNull();
    expect((await flattenPage(shaded)).flattened).toBe(false);
  }, 60_000);
});

describe("the page as it was read", () => {
  afterAll(() => stopOcr());

  it("is the image the review shows, each word's box on its print", async () => {
    // A synthetic invoice photographed at an angle and turned: the words are read off the page
    // drawn square and levelled, so the review must show that page, not the photo as taken.
    const taken = await angledPhoto(await pdfPagePng(await invoicePdf(inventInvoice(5), 5)), 5, 30);
    const [prepared] = await prepareImages(taken, "jpeg");
    const read = await ocrPage(prepared!);
    const { data, info } = await sharp(read.image).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([read.width, read.height]);
    const sure = read.words.filter((word) => word.confidence >= 0.9 && word.text.length >= 3);
    expect(sure.length).toBeGreaterThan(30);
    // Print under a word's box: its darkest pixels are ink, not paper.
    const inked = sure.filter((word) => {
      let darkest = 255;
      for (let y = Math.floor(word.y); y < word.y + word.height; y += 1)
        for (let x = Math.floor(word.x); x < word.x + word.width; x += 1)
          if (x >= 0 && y >= 0 && x < info.width && y < info.height)
            darkest = Math.min(darkest, data[(y * info.width + x) * info.channels]!);
      return darkest < 160;
    });
    expect(inked.length / sure.length).toBeGreaterThan(0.97);
    // The review's preview is that page, not the photo as taken (whose proportions differ).
    const [preview] = await previewPages(taken, new Map([[0, read.image]]));
    expect(preview!.width / preview!.height).toBeCloseTo(read.width / read.height, 2);
    const [photo] = await previewPages(taken);
    expect(Math.abs(photo!.width / photo!.height - read.width / read.height)).toBeGreaterThan(0.05);
  }, 60_000);
});
