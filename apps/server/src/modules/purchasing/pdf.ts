import type { Order } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import PDFDocument from "pdfkit";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usd = (amount: string) => money.format(amount as Intl.StringNumericLiteral);
const quantity = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/**
 * A purchase order as a one-page (or longer) PDF for the supplier: who orders, where to
 * deliver, what, at what price, and the totals. Uses PDF's built-in Helvetica, so nothing is
 * fetched or bundled.
 */
export function orderPdf(
  order: Order,
  from: { workspaceName: string; address: string; orderedBy: string },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 54, info: { Title: order.number } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.font("Helvetica-Bold").fontSize(20).text(`Purchase order ${order.number}`);
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor("#444");
    doc.text(`From ${from.workspaceName}, ordered by ${from.orderedBy}`);
    doc.text(`To ${order.supplierName}`);
    doc.text(`Deliver to ${order.locationName}${from.address ? `, ${from.address}` : ""}`);
    if (order.expectedOn) doc.text(`Wanted by ${order.expectedOn}`);
    doc.moveDown();

    const columns = [
      { title: "Item", x: 54, width: 220, align: "left" as const },
      { title: "Quantity", x: 274, width: 90, align: "right" as const },
      { title: "Unit price", x: 364, width: 90, align: "right" as const },
      { title: "Amount", x: 454, width: 104, align: "right" as const },
    ];
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
    for (const line of order.lines)
      row([
        line.itemName,
        `${quantity.format(line.quantity as Intl.StringNumericLiteral)} ${unitLabel(line.unit)}`,
        usd(line.unitPrice),
        usd(line.amount),
      ]);
    doc.moveDown(0.5);
    row(["", "", "Before tax", usd(order.totals.exclTax)]);
    row(["", "", "Tax", usd(order.totals.tax)]);
    row(["", "", "Total", usd(order.totals.inclTax)], true);
    if (order.notes) {
      doc.moveDown().font("Helvetica").fontSize(10).fillColor("#444").text(order.notes, 54);
    }
    doc.end();
  });
}
