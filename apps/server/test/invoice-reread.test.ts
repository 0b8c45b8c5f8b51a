import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rereadWeakRows } from "../src/lib/invoice-reader/reread";

const word = (text: string, x: number, y: number, confidence: number) => ({
  text,
  x,
  y,
  width: text.length * 12,
  height: 20,
  confidence,
});

/**
 * A white page with a dark bar where a level box stands on the photo: the page tilted by
 * `angle` (as ocr.ts levels words: turned about the image's corner), so the bar is drawn at the
 * box's middle turned back.
 */
async function tiltedPage(
  box: { x: number; y: number; width: number; height: number },
  angle: number,
) {
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const [x, y] = [
    cx * Math.cos(angle) - cy * Math.sin(angle),
    cx * Math.sin(angle) + cy * Math.cos(angle),
  ];
  const bar = await sharp({
    create: { width: box.width, height: box.height, channels: 3, background: "#000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#fff" } })
    .composite([
      { input: bar, left: Math.round(x - box.width / 2), top: Math.round(y - box.height / 2) },
    ])
    .png()
    .toBuffer();
}

/** Where the dark pixels of an image are. */
async function darkBox(png: Uint8Array) {
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1)
      if (data[(y * info.width + x) * info.channels]! < 100) {
        [left, top] = [Math.min(left, x), Math.min(top, y)];
        [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
      }
  return right < 0 ? null : { x: left, y: top, width: right - left, height: bottom - top };
}

describe("small print read again, larger", () => {
  it("reads only the unsure rows again, where they stand on a tilted page, and keeps surer readings", async () => {
    const angle = 0.04; // a photo turned 2.3°
    const words = [
      word("KEYSTONE", 100, 100, 0.95),
      word("SUPPLY", 220, 100, 0.96),
      word("JINCLCE", 700, 300, 0.4),
      word("NO", 800, 300, 0.5),
      word("422629460", 700, 340, 0.96),
      word("TOTAL", 100, 900, 0.3),
    ];
    const page = await tiltedPage({ x: 700, y: 300, width: 124, height: 20 }, angle);
    const bands: number[] = [];
    const read = await rereadWeakRows(page, words, angle, async (band) => {
      const { height = 0 } = await sharp(band).metadata();
      bands.push(height);
      // The band read again: the dark bar, wherever it is in the band, as "INVOICE NO"; where
      // there is none, a worse reading of "TOTAL".
      const dark = await darkBox(band);
      return dark
        ? [{ text: "INVOICE NO", ...dark, confidence: 0.93 }]
        : [{ text: "TOTA", x: 0, y: 0, width: 80, height: 40, confidence: 0.2 }];
    });
    // Two unsure runs, each cut out at twice the size: no sure row was read again.
    expect(bands).toHaveLength(2);
    expect(bands[0]).toBeGreaterThan(2 * 20);
    expect(read.map((w) => w.text)).toEqual([
      "KEYSTONE",
      "SUPPLY",
      "INVOICE NO",
      "422629460",
      "TOTAL",
    ]);
    // The bar was found in its band, and put back where the level words stood.
    const again = read.find((w) => w.text === "INVOICE NO")!;
    expect(Math.abs(again.x - 700)).toBeLessThan(6);
    expect(Math.abs(again.y - 300)).toBeLessThan(6);
    expect(Math.abs(again.x + again.width - 824)).toBeLessThan(6);
  });
});
