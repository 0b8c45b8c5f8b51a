import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cameraJpeg, jpegWithComment, plainPng, pngClaiming, zip } from "../../../test/corpus";
import { readPhotoHeader } from "./image-header";

describe("reading a photo's header without decoding it", () => {
  it("finds the kind and size of JPEG (baseline and progressive), PNG and WebP", async () => {
    expect(readPhotoHeader(await cameraJpeg(640, 480))).toEqual({
      type: "image/jpeg",
      width: 640,
      height: 480,
    });
    const progressive = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#abc" },
    })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(readPhotoHeader(progressive)).toMatchObject({ width: 800, height: 600 });
    expect(readPhotoHeader(await plainPng(64, 48))).toMatchObject({ type: "image/png", width: 64 });
    const canvas = { width: 301, height: 201, channels: 4 as const, background: "#fff" };
    for (const webp of [
      await sharp({ create: canvas }).webp().toBuffer(),
      await sharp({ create: canvas }).webp({ lossless: true }).toBuffer(),
    ])
      expect(readPhotoHeader(webp)).toEqual({ type: "image/webp", width: 301, height: 201 });
  });

  it("reads the size a header claims, whatever the file holds", () => {
    expect(readPhotoHeader(pngClaiming(20_000, 10_000))).toMatchObject({
      width: 20_000,
      height: 10_000,
    });
  });

  it("finds a file that stops short", async () => {
    const jpeg = await cameraJpeg();
    const png = await plainPng();
    expect(readPhotoHeader(jpeg.subarray(0, jpeg.length >> 1))).toEqual({ fault: "truncated" });
    expect(readPhotoHeader(jpeg.subarray(0, jpeg.length - 2))).toEqual({ fault: "truncated" });
    expect(readPhotoHeader(png.subarray(0, png.length - 5))).toEqual({ fault: "truncated" });
  });

  it("finds a picture that is also something else (a polyglot)", async () => {
    const jpeg = await cameraJpeg();
    const png = await plainPng();
    const archive = zip([{ name: "index.html", data: "<p>hello</p>" }]);
    expect(readPhotoHeader(Buffer.concat([jpeg, archive]))).toEqual({
      fault: "mixed",
      what: "a zip archive",
    });
    expect(
      readPhotoHeader(jpegWithComment(jpeg, "<html><script>alert(1)</script></html>")),
    ).toEqual({ fault: "mixed", what: "web page markup" });
    expect(readPhotoHeader(Buffer.concat([png, Buffer.from("<svg onload=alert(1)>")]))).toEqual({
      fault: "mixed",
      what: "web page markup",
    });
    expect(readPhotoHeader(Buffer.concat([png, Buffer.from([0, 1, 2])]))).toEqual({
      fault: "mixed",
      what: "other data after the picture",
    });
    // A camera's trailer after a JPEG (motion photos) is let through, and dropped on re-encoding.
    expect(readPhotoHeader(Buffer.concat([jpeg, Buffer.alloc(64, 7)]))).toMatchObject({
      type: "image/jpeg",
    });
  });

  it("refuses what is not a JPEG, PNG or WebP by its first bytes", () => {
    expect(readPhotoHeader(Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"))).toEqual({
      fault: "not_an_image",
    });
    expect(readPhotoHeader(Buffer.from("<html>not a photo</html>"))).toEqual({
      fault: "not_an_image",
    });
  });
});
