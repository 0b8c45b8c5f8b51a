// A supplier's one-page invoice drawn as a PDF with a text layer, the way a US produce or fish
// merchant prints one: the demo's invoice waiting for review (scan-seed.ts) and the scans tests
// use it.
import PDFDocument from "pdfkit";

export interface DrawnInvoice {
  supplier: string;
  number: string;
  /** As printed: "11/20/2026", "November 20, 2026". */
  date: string;
  due: string;
  poNumber?: string;
  lines: { description: string; quantity: string; unit: string; price: string; amount: string }[];
  subtotal: string;
  tax: string;
  total: string;
  /** Where the number is: beside "Invoice #" at the top right, or "Document ref." at the foot. */
  numberAt?: "top" | "foot";
  /** The customer's name under "Bill To". */
  billTo?: string;
  /** The lines of a "Ship To" block beside it, when the goods went elsewhere. */
  shipTo?: string[];
  /** The title at the top right: "INVOICE" unless another is given ("CREDIT MEMO"). */
  title?: string;
  /** Lines at the foot of the page: the supplier's tax number, its bank. */
  footer?: string[];
}

/** A US supplier's one-page invoice with a text layer, as PDF bytes. */
export async function drawnInvoice(invoice: DrawnInvoice): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: "LETTER", margin: 40 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.font("Helvetica-Bold").fontSize(18).text(invoice.supplier, 40, 40);
  doc.font("Helvetica").fontSize(9).text("410 Wharf Road, Boston MA 02110", 40, 64);
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(invoice.title ?? "INVOICE", 400, 40);
  doc.font("Helvetica").fontSize(10);
  const meta: [string, string][] = [
    ...(invoice.numberAt === "foot" ? [] : ([["Invoice #", invoice.number]] as [string, string][])),
    ["Invoice Date", invoice.date],
    ["Due Date", invoice.due],
    ...(invoice.poNumber ? ([["PO Number", invoice.poNumber]] as [string, string][]) : []),
  ];
  meta.forEach(([label, value], row) => {
    doc.text(`${label}:`, 360, 80 + row * 15);
    doc.text(value, 460, 80 + row * 15);
  });
  doc
    .font("Helvetica-Bold")
    .text("Bill To", 40, 140)
    .font("Helvetica")
    .text(invoice.billTo ?? "Test Kitchen", 40, 155);
  if (invoice.shipTo) {
    doc.font("Helvetica-Bold").text("Ship To", 300, 140).font("Helvetica");
    invoice.shipTo.forEach((line, row) => doc.text(line, 300, 155 + row * 14));
  }
  const top = 230;
  const x = [40, 250, 330, 400, 490];
  doc.font("Helvetica-Bold");
  ["Description", "Qty", "Unit", "Unit Price", "Amount"].forEach((heading, i) =>
    doc.text(heading, x[i]!, top, i === 0 || i === 2 ? {} : { width: 60, align: "right" }),
  );
  doc
    .moveTo(40, top + 14)
    .lineTo(570, top + 14)
    .stroke();
  doc.font("Helvetica");
  let y = top + 22;
  for (const line of invoice.lines) {
    doc.text(line.description, x[0]!, y);
    doc.text(line.quantity, x[1]!, y, { width: 60, align: "right" });
    doc.text(line.unit, x[2]!, y);
    doc.text(line.price, x[3]!, y, { width: 60, align: "right" });
    doc.text(line.amount, x[4]!, y, { width: 60, align: "right" });
    y += 17;
  }
  y += 20;
  const totals: [string, string][] = [
    ["Subtotal", invoice.subtotal],
    ["Sales Tax", invoice.tax],
    ["Total Due", `$${invoice.total}`],
  ];
  totals.forEach(([label, value], row) => {
    doc.font(row === 2 ? "Helvetica-Bold" : "Helvetica").text(label, 380, y + row * 17);
    doc.text(value, 470, y + row * 17, { width: 80, align: "right" });
  });
  if (invoice.numberAt === "foot")
    doc.font("Helvetica").fontSize(9).text(`Document ref. ${invoice.number}`, 40, 700);
  (invoice.footer ?? []).forEach((line, row) =>
    doc
      .font("Helvetica")
      .fontSize(8)
      .text(line, 40, 715 + row * 11),
  );
  doc.font("Helvetica").fontSize(8).text("Thank you for your business.", 40, 720);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
