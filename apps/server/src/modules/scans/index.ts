// The scans module's public entry: documents Larder reads (suppliers' invoices, expense
// receipts), reviewed and approved into invoices or expenses (decision 0028).
export { scanRoutes } from "./routes";
export { giveUpScan, readScan } from "./read-job";
export { createScan } from "./uploads";
