// Issue 13's corpus, through HTTP to a real server and database: each hostile file is refused
// with a 4xx and a sentence, or its import fails naming the limit, while /api/health keeps
// answering. How fast it answers meanwhile is bench/hostile-files.ts's to say (decision 0005).
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cameraJpeg,
  jpegWithComment,
  plainPng,
  pngClaiming,
  sharedTextWorkbook,
  zip,
  zipBomb,
} from "./corpus";
import { useServerWithMailbox } from "./helpers";
import { buildKitchen, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

/**
 * Asks /api/health again and again (a new request as soon as the last is answered) while
 * `work` runs, each answer a 200; returns what `work` returned.
 */
async function whileWatchingHealth<T>(work: () => Promise<T>): Promise<T> {
  let running = true;
  let answers = 0;
  const watcher = (async () => {
    while (running) {
      const reply = await fetch(`${context.server.url}/api/health`);
      await reply.arrayBuffer();
      expect(reply.status).toBe(200);
      answers += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return await work();
  } finally {
    running = false;
    await watcher;
    expect(answers).toBeGreaterThan(0);
  }
}

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Uploads a file to import and waits until it has been read (or has failed). */
async function importFile(bytes: Uint8Array | string, type: string, fileName: string) {
  const sent = await kitchen.owner.upload(
    kitchen.path(`/imports?fileName=${fileName}`),
    bytes,
    type,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await kitchen.owner.get(kitchen.path(`/imports/${sent.body.id}`));
    if (job.body.status !== "parsing") return job.body;
    if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(job.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("hostile spreadsheets", () => {
  const cases: [string, () => Uint8Array | string, string, string][] = [
    [
      "30,000 rows pointing at one 100 KB shared text",
      () => sharedTextWorkbook(30_000, 100_000),
      xlsxType,
      "Cell A1 holds more than 32,767 characters, more than Excel allows in one cell.",
    ],
    [
      "30,000 rows pointing at one 30,000-character shared text (900 million in all)",
      () => sharedTextWorkbook(30_000, 30_000),
      xlsxType,
      "This file holds more than 20 million characters of text once every cell is filled in (a text shared by many cells counts in each of them); Larder reads at most 20 million.",
    ],
    [
      "a 3 MB workbook whose sheet unzips to 3 GB (a zip bomb)",
      () => zipBomb(3),
      xlsxType,
      "This workbook unzips to more than 100 MB; Larder reads at most 100 MB.",
    ],
    [
      "a zip bomb whose directory says 1 MB",
      () => zipBomb(3, { lying: true }),
      xlsxType,
      "This workbook unzips to more than it says it holds, so Larder stopped reading it.",
    ],
    [
      "a CSV line of 2.1 million empty cells",
      () => ",".repeat(2_100_000) + "x\n",
      "text/csv",
      "This file has more than 2,000,000 cells (counting empty cells between filled ones)",
    ],
  ];
  for (const [name, make, type, message] of cases)
    it(`fails the import of ${name}, naming the limit, while the server answers`, async () => {
      const bytes = make();
      expect(bytes.length).toBeLessThanOrEqual(5 * 1024 * 1024);
      const job = await whileWatchingHealth(() =>
        importFile(bytes, type, type === "text/csv" ? "hostile.csv" : "hostile.xlsx"),
      );
      expect(job.status).toBe("failed");
      expect(job.error).toContain(message);
    }, 120_000);

  it("refuses a file sent as JSON or HTML with a 415 that says what it takes", async () => {
    const html = await kitchen.owner.upload(kitchen.path("/imports"), "<html></html>", "text/html");
    expect(html.status).toBe(415);
    expect(html.body.message).toBe(
      "Upload a CSV file or an Excel workbook (.xlsx), sent as the request body with Content-Type text/csv, text/plain, application/csv, application/vnd.ms-excel, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet or application/octet-stream. text/html is not accepted here.",
    );
  });
});

const photoPath = () => kitchen.path("/uploads");

/** Sends a photo while watching /api/health, which must keep answering throughout. */
const sendPhoto = (bytes: Uint8Array | string, type: string) =>
  whileWatchingHealth(() => kitchen.owner.upload(photoPath(), bytes, type));

describe("hostile photos", () => {
  it("refuses a text content type with a 415 that says what is accepted", async () => {
    const reply = await sendPhoto("just text", "text/plain");
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual({
      error: "unsupported_file",
      message:
        "Upload a photo as a JPEG, PNG or WebP image, sent as the request body with Content-Type image/jpeg, image/png, image/webp or application/octet-stream. text/plain is not accepted here.",
    });
  });

  it("refuses a JSON body with the same 415, not a JSON error", async () => {
    const reply = await sendPhoto("{", "application/json");
    expect(reply.status).toBe(415);
    expect(reply.body.message).toContain("application/json is not accepted here.");
  });

  it("refuses bytes that are not a JPEG, PNG or WebP, whatever the declared type", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const reply = await sendPhoto(gif, "image/png");
    expect(reply.status).toBe(415);
    expect(reply.body.message).toBe(
      "Upload a photo as a JPEG, PNG or WebP image. Other kinds of file cannot be attached.",
    );
  });

  it("refuses a 200-megapixel image from its header, before decoding it", async () => {
    const reply = await sendPhoto(pngClaiming(20_000, 10_000), "image/png");
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      error: "photo_too_many_pixels",
      message:
        "This photo is 20,000 × 10,000 pixels (200 megapixels); Larder takes photos of at most 50 megapixels. Send a smaller copy.",
    });
  });

  it("refuses a truncated photo", async () => {
    const jpeg = await cameraJpeg();
    const png = await plainPng();
    for (const [bytes, type] of [
      [jpeg.subarray(0, jpeg.length >> 1), "image/jpeg"],
      [png.subarray(0, png.length - 8), "image/png"],
    ] as const) {
      const reply = await sendPhoto(bytes, type);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe(
        "This photo is incomplete: the file stops before the end of the picture. Upload it again.",
      );
    }
  });

  it("refuses a picture that is also a zip archive or a web page (a polyglot)", async () => {
    const jpeg = await cameraJpeg();
    const archive = zip([{ name: "index.html", data: "<p>hello</p>" }]);
    const withZip = await sendPhoto(Buffer.concat([jpeg, archive]), "image/jpeg");
    expect(withZip.status).toBe(422);
    expect(withZip.body.message).toBe(
      "This file is a picture with a zip archive inside, so Larder does not keep it. Take or export the photo again and upload that.",
    );
    const withPage = await sendPhoto(
      jpegWithComment(jpeg, "<html><script>alert(document.cookie)</script></html>"),
      "image/jpeg",
    );
    expect(withPage.status).toBe(422);
    expect(withPage.body.message).toContain("a picture with web page markup inside");
  });

  it("refuses a photo declared larger than 5 MB before reading it", async () => {
    const reply = await sendPhoto(new Uint8Array(6 * 1024 * 1024), "image/jpeg");
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe(
      "This photo is larger than 5 MB; Larder takes photos of at most 5 MB. Send a smaller copy.",
    );
  });

  it("re-encodes a photo of nearly 5 MB while the server answers", async () => {
    const photo = await cameraJpeg(3000, 1900);
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    const sent = await sendPhoto(photo, "image/jpeg");
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });

  it("keeps an accepted photo re-encoded, upright-sized and without its camera metadata", async () => {
    const photo = await cameraJpeg(640, 480);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = await sendPhoto(photo, "image/jpeg");
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const kept = await fetch(
      new URL(kitchen.path(`/uploads/${sent.body.id}`), kitchen.server.url),
      {
        headers: { cookie: kitchen.owner.cookieHeader(), "x-forwarded-for": kitchen.owner.ip },
      },
    );
    expect(kept.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await kept.arrayBuffer());
    expect(bytes.equals(photo)).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();

    const large = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#4a7" },
    })
      .png()
      .toBuffer();
    const scaled = await sendPhoto(large, "image/png");
    expect(scaled.status).toBe(201);
    const back = await fetch(
      new URL(kitchen.path(`/uploads/${scaled.body.id}`), kitchen.server.url),
      {
        headers: { cookie: kitchen.owner.cookieHeader(), "x-forwarded-for": kitchen.owner.ip },
      },
    );
    expect(await sharp(Buffer.from(await back.arrayBuffer())).metadata()).toMatchObject({
      format: "png",
      width: 2560,
      height: 1920,
    });
  });
});
