// The documents module's public entry: original files kept as uploaded (invoices, receipts),
// hash-checked when read back, and their pages drawn small. Used by scans, invoices and expenses.
export { documentInfo, dropDocument, readDocument, sha256Of, storeDocument } from "./files";
export type { DocumentInfo } from "./files";
export { pageImage, pageSizes, storePages } from "./pages";
export type { PageImage } from "./pages";
export { sendDocument, sendPageImage } from "./send";
