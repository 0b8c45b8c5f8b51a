// What Larder accepts as a file, shared by the screens (to say it) and the server (to enforce it).
// Why these numbers: docs/decisions/0018-hostile-files.md.

/**
 * Limits on a spreadsheet to import. A real kitchen's file (tens of thousands of item rows, a
 * dozen columns) stays far inside every one; a file past one fails its import with a sentence
 * naming the limit, and nothing larger ever reaches the server's main thread.
 */
export const IMPORT_LIMITS = {
  /** The uploaded file itself, CSV or .xlsx. */
  fileBytes: 5 * 1024 * 1024,
  /** What the parts of a workbook that Larder reads (sheet, shared texts, styles) unzip to. */
  expandedBytes: 100 * 1024 * 1024,
  /** Rows with anything in them, the header included. */
  rows: 100_000,
  /** Cells, counting the empty ones between filled ones. */
  cells: 2_000_000,
  /** Characters in one cell: Excel's own limit. */
  cellCharacters: 32_767,
  /** Characters in all the cells together; a text shared by many cells counts at each. */
  textCharacters: 20_000_000,
  /** How long reading may take before it is stopped. */
  readSeconds: 120,
} as const;

/**
 * Limits on a sales export from a POS: larger than an items file, as a few months of an item-level
 * export run to a hundred thousand lines of twenty or thirty columns.
 */
export const SALES_IMPORT_LIMITS = {
  ...IMPORT_LIMITS,
  fileBytes: 25 * 1024 * 1024,
  expandedBytes: 300 * 1024 * 1024,
  rows: 200_000,
  cells: 3_000_000,
  textCharacters: 40_000_000,
  readSeconds: 180,
} as const;

/** Limits on a photo (a damaged case on a delivery). */
export const PHOTO_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  /** Width × height, read from the file's header before any pixel is decoded. */
  pixels: 50_000_000,
  /** Photos are kept re-encoded, at most this many pixels on their longer side. */
  storedLongSide: 2560,
  contentTypes: ["image/jpeg", "image/png", "image/webp"],
} as const;
