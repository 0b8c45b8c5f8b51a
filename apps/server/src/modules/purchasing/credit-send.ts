import type { CreditRequest, creditSendSchema } from "@larder/contracts";
import {
  CREDIT_REASON_LABELS,
  ConflictError,
  InvalidError,
  UnavailableError,
  unitLabel,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import type { Mailer } from "../../mail/mailer";
import { recordChange } from "../audit";
import { findCredit } from "./credit-reads";
import { creditFacts, lockCredit } from "./credits";
import { pdfBuffer, pdfMessage, pdfTable, quantity, usd, type PdfColumn } from "./pdf";

const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/** Who asks, as the PDF and the mail say it. */
interface From {
  workspaceName: string;
  address: string;
  person: string;
  /** The day the delivery came, in the location's time zone ("Dec 6, 2026"). */
  deliveredOn: string;
  isDemo: boolean;
}

/** What one line asks for, in words: "3 kg never came" or "8 pcs charged $0.20 above". */
function lineWords(line: CreditRequest["lines"][number]): string {
  const amount = `${quantity.format(line.quantity as Intl.StringNumericLiteral)} ${unitLabel(line.unit)}`;
  switch (line.reason) {
    case "short":
      return `${amount} never came`;
    case "damaged":
      return `${amount} came damaged`;
    case "refused":
      return `${amount} refused on delivery`;
    case "price":
      return `${amount} charged ${usd(line.unitPrice)} above the agreed price`;
  }
}

/**
 * The credit request as the PDF the supplier gets: who asks, for which order and delivery, each
 * line with its reason, quantity, price and amount, the totals with tax, and the message typed
 * when sending. Uses PDF's built-in Helvetica, so nothing is fetched or bundled.
 */
export function creditPdf(credit: CreditRequest, from: From, message: string): Promise<Buffer> {
  return pdfBuffer(credit.number, (doc) => {
    doc.font("Helvetica-Bold").fontSize(20).text(`Credit request ${credit.number}`);
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor("#444");
    doc.text(`From ${from.workspaceName}, ${from.person}`);
    doc.text(`To ${credit.supplierName}`);
    doc.text(
      `For the delivery of ${from.deliveredOn} to ${credit.locationName}${
        from.address ? `, ${from.address}` : ""
      }${credit.orderNumber ? `, against purchase order ${credit.orderNumber}` : ""}`,
    );
    doc.moveDown();

    const columns: PdfColumn[] = [
      { title: "Item", x: 54, width: 130, align: "left" },
      { title: "Reason", x: 184, width: 170, align: "left" },
      { title: "Price", x: 354, width: 70, align: "right" },
      { title: "Tax", x: 424, width: 50, align: "right" },
      { title: "Amount", x: 474, width: 84, align: "right" },
    ];
    const row = pdfTable(doc, columns);
    for (const line of credit.lines)
      row([
        line.description,
        `${CREDIT_REASON_LABELS[line.reason]}: ${lineWords(line)}`,
        usd(line.unitPrice),
        `${percent.format(line.taxRate as Intl.StringNumericLiteral)}%`,
        usd(line.amount),
      ]);
    doc.moveDown(0.5);
    row(["", "", "", "Before tax", usd(credit.totals.exclTax)]);
    row(["", "", "", "Tax", usd(credit.totals.tax)]);
    row(["", "", "", "Credit due", usd(credit.totals.inclTax)], true);
    doc.moveDown().font("Helvetica").fontSize(10).fillColor("#444");
    doc.text(
      `Please send a credit memo for ${usd(credit.totals.inclTax)} quoting ${credit.number}, or deduct it from your next invoice.`,
      54,
      undefined,
      { width: 504 },
    );
    pdfMessage(doc, from.workspaceName, message);
  });
}

/** Who asks and when the delivery came, for the PDF. */
async function sender(tx: Executor, member: Member, credit: CreditRequest): Promise<From> {
  const { rows } = await tx.query<{
    name: string;
    address: string;
    person: string;
    delivered_on: string;
    is_demo: boolean;
  }>(
    `select w.name, l.address, coalesce(nullif(u.name, ''), u.email) as person, w.is_demo,
            to_char(coalesce(r.received_at, c.raised_at) at time zone l.time_zone, 'YYYY-MM-DD') as delivered_on
       from credit_requests c
       join workspaces w on w.id = c.workspace_id
       join locations l on l.workspace_id = c.workspace_id and l.id = c.location_id
       left join receipts r on r.workspace_id = c.workspace_id and r.id = c.receipt_id
       join users u on u.id = $3
      where c.workspace_id = $1 and c.id = $2`,
    [member.workspaceId, credit.id, member.userId],
  );
  const row = rows[0]!;
  return {
    workspaceName: row.name,
    address: row.address,
    person: row.person,
    deliveredOn: new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${row.delivered_on}T00:00:00Z`)),
    isDemo: row.is_demo,
  };
}

/** The credit request's PDF as it would be sent now. */
export async function creditDocument(
  tx: Executor,
  member: Member,
  creditId: string,
): Promise<{ credit: CreditRequest; pdf: Buffer }> {
  const credit = await findCredit(tx, member, creditId);
  return { credit, pdf: await creditPdf(credit, await sender(tx, member, credit), "") };
}

/**
 * Emails a credit request to the supplier as a PDF and marks it sent (again, if it was: a
 * reminder). A credited or cancelled request is not sent. In a demo nothing is mailed.
 */
export async function sendCredit(
  tx: Executor,
  member: Member,
  mailer: Mailer,
  creditId: string,
  options: z.output<typeof creditSendSchema>,
): Promise<CreditRequest> {
  const credit = await lockCredit(tx, member, creditId);
  if (credit.status === "credited" || credit.status === "cancelled")
    throw new ConflictError(
      "credit_settled",
      `${credit.number} is already ${credit.status === "credited" ? "credited" : "cancelled"}.`,
    );
  const to = options.to || credit.supplierEmail;
  if (!to)
    throw new InvalidError(
      "no_supplier_email",
      `${credit.supplierName} has no email. Add one to the supplier, or send the request to another address.`,
    );
  const from = await sender(tx, member, credit);
  const pdf = await creditPdf(credit, from, options.message);
  await tx.query(
    `update credit_requests set status = 'sent', sent_at = now(), sent_to = $3
      where workspace_id = $1 and id = $2`,
    [member.workspaceId, creditId, to],
  );
  const after = await findCredit(tx, member, creditId);
  await recordChange(tx, member, {
    action: "credit_sent",
    summary: `sent credit request ${credit.number} to ${credit.supplierName} (to ${to}, ${usd(
      credit.totals.inclTax,
    )})`,
    locationId: credit.locationId,
    details: { ...creditFacts(after), sentTo: to },
  });
  if (from.isDemo) return after;
  // Mailed last: if the mail fails, the transaction rolls back and nothing is marked sent.
  await mailer
    .send({
      to,
      subject: `Credit request ${credit.number} from ${from.workspaceName}`,
      text: [
        `Hello ${credit.supplierName},`,
        "",
        `Please find attached credit request ${credit.number} from ${from.workspaceName} for the delivery of ${from.deliveredOn} to ${credit.locationName}${credit.orderNumber ? ` (purchase order ${credit.orderNumber})` : ""}:`,
        "",
        ...credit.lines.map(
          (line) => `- ${line.description}: ${lineWords(line)}, ${usd(line.amount)}`,
        ),
        "",
        `Credit due: ${usd(credit.totals.inclTax)} (incl. tax)`,
        `Please send a credit memo quoting ${credit.number}, or deduct it from your next invoice.`,
        ...(options.message ? ["", options.message] : []),
        "",
        "Sent with Larder",
      ].join("\n"),
      attachments: [
        { filename: `${credit.number}.pdf`, content: pdf, contentType: "application/pdf" },
      ],
    })
    .catch((error: unknown) => {
      throw new UnavailableError(
        "mail_failed",
        `The credit request could not be emailed to ${to}; it is not marked sent. Try again in a moment.`,
        { cause: error },
      );
    });
  return after;
}
