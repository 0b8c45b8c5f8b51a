// The canvas pdf.js draws on in Node. pdf.js depends on @napi-rs/canvas itself and takes Path2D
// from its own copy; a canvas from another copy (npm may install two) refuses those paths
// ("Value is none of these types String, Path") as soon as a page has text or vector shapes.
// So the canvas is always loaded from where pdf.js loads it.
// Named apart from createRequire: the bundle's banner declares that name (build.mjs).
import { createRequire as requireFrom } from "node:module";
import type * as NapiCanvas from "@napi-rs/canvas";

type Canvas = typeof NapiCanvas;

const fromHere = requireFrom(import.meta.url);
const fromPdfJs = requireFrom(fromHere.resolve("pdfjs-dist/package.json"));

let canvas: Canvas | null = null;

/** @napi-rs/canvas, the very copy pdf.js uses. */
export function pdfCanvas(): Canvas {
  canvas ??= fromPdfJs("@napi-rs/canvas") as Canvas;
  return canvas;
}
