import type { Order } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import PDFDocument from "pdfkit";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** "$1,240.50" for a decimal string, on the documents Larder sends suppliers. */
export const usd = (amount: string) => money.format(amount as Intl.StringNumericLiteral);
/** "22", "2.5": a quantity on those documents, to three places at most. */
export const quantity = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/** A LETTER page's PDF drawn by `draw`, with `title` in its properties, as bytes. */
export function pdfBuffer(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 54, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}

/** The message typed when sending, under its heading, if one was typed. */
export function pdfMessage(doc: PDFKit.PDFDocument, workspaceName: string, message: string) {
  if (!message) return;
  doc.moveDown().font("Helvetica-Bold").fontSize(10).fillColor("#111");
  doc.text(`Message from ${workspaceName}`, 54);
  doc.font("Helvetica").fillColor("#444").text(message, 54, undefined, { width: 504 });
}

/** A column of a document's table: its heading, where it starts, how wide, how aligned. */
export interface PdfColumn {
  title: string;
  x: number;
  width: number;
  align: "left" | "right";
}

/**
 * Writes a table's heading row and rule at the document's current place, and returns the
 * function that writes each row below it (bold for totals), starting a new page near the foot.
 */
export function pdfTable(doc: PDFKit.PDFDocument, columns: PdfColumn[]) {
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fillColor("#111")
      .fontSize(10);
    let height = 0;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      height = Math.max(height, doc.y - y);
    });
    doc.x = 54;
    doc.y = y + height + 6;
    if (doc.y > 700) doc.addPage();
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  doc
    .moveTo(54, doc.y - 3)
    .lineTo(558, doc.y - 3)
    .strokeColor("#999")
    .stroke();
  return row;
}

/** What the supplier's copy says beyond the order itself. */
export interface OrderPdfDetails {
  workspaceName: string;
  address: string;
  orderedBy: string;
  /** The day it is ordered, in the location's time zone ("Dec 1, 2026"). */
  orderDate: string;
  /** The supplier's own code of each line's item, by line id, where they have one. */
  skus: ReadonlyMap<string, string>;
  /** The message typed in the Send dialog, for the supplier. */
  message: string;
}

/** "Wed, Dec 2, 2026" for a YYYY-MM-DD day, read as the day it names. */
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A purchase order as a one-page (or longer) PDF for the supplier: who orders, when, where to
 * deliver and by when, what (with the supplier's item codes), at what price, the totals and the
 * message typed when sending. The order's notes are the kitchen's own and are never printed
 * (issue 26: "Suggested by Larder from its forecasts" reached suppliers). Uses PDF's built-in
 * Helvetica, so nothing is fetched or bundled.
 */
export function orderPdf(order: Order, from: OrderPdfDetails): Promise<Buffer> {
  return pdfBuffer(order.number, (doc) => {
    doc.font("Helvetica-Bold").fontSize(20).text(`Purchase order ${order.number}`);
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor("#444");
    doc.text(`Order date: ${from.orderDate}`);
    if (order.expectedOn)
      doc.text(`Expected delivery: ${dayFormat.format(new Date(`${order.expectedOn}T00:00:00Z`))}`);
    doc.text(`From ${from.workspaceName}, ordered by ${from.orderedBy}`);
    doc.text(`To ${order.supplierName}`);
    doc.text(`Deliver to ${order.locationName}${from.address ? `, ${from.address}` : ""}`);
    doc.moveDown();

    const withCodes = order.lines.some((line) => from.skus.has(line.id));
    const columns = [
      ...(withCodes ? [{ title: "Item code", x: 54, width: 80, align: "left" as const }] : []),
      withCodes
        ? { title: "Item", x: 138, width: 136, align: "left" as const }
        : { title: "Item", x: 54, width: 220, align: "left" as const },
      { title: "Quantity", x: 274, width: 90, align: "right" as const },
      { title: "Unit price", x: 364, width: 90, align: "right" as const },
      { title: "Amount", x: 454, width: 104, align: "right" as const },
    ];
    const blank = withCodes ? ["", ""] : [""];
    const row = pdfTable(doc, columns);
    for (const line of order.lines)
      row([
        ...(withCodes ? [from.skus.get(line.id) ?? ""] : []),
        line.itemName,
        `${quantity.format(line.quantity as Intl.StringNumericLiteral)} ${unitLabel(line.unit)}`,
        usd(line.unitPrice),
        usd(line.amount),
      ]);
    doc.moveDown(0.5);
    row([...blank, "", "Before tax", usd(order.totals.exclTax)]);
    row([...blank, "", "Tax", usd(order.totals.tax)]);
    row([...blank, "", "Total", usd(order.totals.inclTax)], true);
    pdfMessage(doc, from.workspaceName, from.message);
  });
}
