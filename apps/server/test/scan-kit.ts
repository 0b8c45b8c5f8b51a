/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
// Supplier invoices and receipts drawn as PDFs for the scans tests (the demo's drawer), and the
// wait for a document to be read.
import { expect } from "vitest";
import type { Client } from "./client";

export { drawnInvoice, type DrawnInvoice } from "../src/modules/demo/invoice-pdf";

/** Uploads a document and waits until it has been read (or refused); returns the scan. */
export async function uploadAndRead(
  client: Client,
  workspacePath: (rest: string) => string,
  area: "invoices" | "expenses",
  bytes: Uint8Array,
  query = "fileName=invoice.pdf",
  contentType = "application/pdf",
): Promise<any> {
  const uploaded = await client.upload(
    workspacePath(`/${area}/scans?${query}`),
    bytes,
    contentType,
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
  return waitForScan(client, workspacePath(`/${area}/scans/${uploaded.body.id}`));
}

export async function waitForScan(client: Client, path: string): Promise<any> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const scan = await client.get(path);
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    if (scan.body.status !== "reading") return scan.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} was still being read after a minute`);
}
