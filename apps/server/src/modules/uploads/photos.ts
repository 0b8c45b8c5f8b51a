import { UnsupportedFileError, UnusableFileError } from "@larder/domain";
import { PHOTO_LIMITS } from "@larder/contracts";
import sharp from "sharp";
import { readPhotoHeader, type PhotoType } from "./image-header";

// Decoded images are not kept between requests: a photo's pixels live only while it is encoded.
sharp.cache(false);

const count = (n: number) => n.toLocaleString("en-US");
const megapixels = (pixels: number) => `${count(Math.round(pixels / 1_000_000))} megapixels`;

export const notAPhoto = () =>
  new UnsupportedFileError(
    "unsupported_file",
    "Upload a photo as a JPEG, PNG or WebP image. Other kinds of file cannot be attached.",
  );

const refused = (code: string, message: string) => new UnusableFileError(code, message);

/**
 * Checks a photo by its bytes, then decodes and re-encodes it, so what Larder keeps and serves
 * is only the picture: its header is read first (kind, size in pixels, whether the file stops
 * short or carries something else), then sharp decodes it on libuv's threads, off the event
 * loop, refusing more pixels than the limit before decoding any, turns it upright, scales it to
 * at most {@link PHOTO_LIMITS.storedLongSide} pixels on its longer side, and writes it again in
 * its own format without its metadata (camera, place, time).
 */
export async function storedPhoto(
  bytes: Uint8Array,
): Promise<{ contentType: PhotoType; bytes: Buffer }> {
  const header = readPhotoHeader(bytes);
  if ("fault" in header) {
    if (header.fault === "not_an_image") throw notAPhoto();
    if (header.fault === "truncated")
      throw refused(
        "photo_incomplete",
        "This photo is incomplete: the file stops before the end of the picture. Upload it again.",
      );
    if (header.fault === "mixed")
      throw refused(
        "photo_mixed_content",
        `This file is a picture with ${header.what} inside, so Larder does not keep it. Take or export the photo again and upload that.`,
      );
    throw refused("photo_unreadable", "This photo could not be read. Upload it again.");
  }
  const pixels = header.width * header.height;
  if (pixels > PHOTO_LIMITS.pixels)
    throw refused(
      "photo_too_many_pixels",
      `This photo is ${count(header.width)} × ${count(header.height)} pixels (${megapixels(pixels)}); Larder takes photos of at most ${megapixels(PHOTO_LIMITS.pixels)}. Send a smaller copy.`,
    );
  const side = PHOTO_LIMITS.storedLongSide;
  const image = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: "truncated" })
    .autoOrient()
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
  try {
    const encoded =
      header.type === "image/jpeg"
        ? image.jpeg({ quality: 85 })
        : header.type === "image/png"
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 85 });
    const output = await encoded.toBuffer();
    if (output.length > PHOTO_LIMITS.fileBytes)
      throw refused(
        "photo_too_large",
        "Even scaled down, this photo is larger than 5 MB. Send it as a JPEG instead.",
      );
    return { contentType: header.type, bytes: output };
  } catch (error) {
    if (error instanceof UnsupportedFileError || error instanceof UnusableFileError) throw error;
    throw refused(
      "photo_unreadable",
      "This photo could not be read: its picture data is damaged. Upload it again.",
    );
  }
}
