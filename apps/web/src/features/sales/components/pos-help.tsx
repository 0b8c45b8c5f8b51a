import { SALES_API as API } from "@larder/contracts";

/** Where each POS Larder recognises keeps its item sales export. */
const EXPORTS = [
  { pos: "Square", where: "Reports → Item Sales → Export → Items Detail (CSV)" },
  { pos: "Toast", where: "Data export: ItemSelectionDetails.csv, or a day's AllItemsReport.csv" },
  { pos: "Lightspeed", where: "Reports → Transactions → Export Transactions (CSV)" },
  { pos: "Clover", where: "Orders → Export, the Line Items sheet" },
];

/**
 * How to bring sales in, for someone who has not yet: the export of each POS Larder recognises
 * (any other CSV or spreadsheet works through its columns), and the ticket API for an
 * integration that sends each check as it closes.
 */
export function PosHelp({ workspaceId }: { workspaceId: string }) {
  return (
    <div className="space-y-4 text-sm">
      <p className="text-brand-950/75">
        Export the item sales report from your POS and import it here. Larder recognises these by
        their header:
      </p>
      <dl className="space-y-2">
        {EXPORTS.map((entry) => (
          <div key={entry.pos}>
            <dt className="font-semibold text-brand-950">{entry.pos}</dt>
            <dd className="text-brand-950/75">{entry.where}</dd>
          </div>
        ))}
      </dl>
      <p className="text-brand-950/75">
        Any other POS or spreadsheet works too: you say which column holds the date, the item and
        the quantity, once.
      </p>
      <p className="text-brand-950/75">
        <TicketApi workspaceId={workspaceId} />
      </p>
    </div>
  );
}

/** How an integration sends tickets, and where the API is described. */
function TicketApi({ workspaceId }: { workspaceId: string }) {
  return (
    <>
      An integration can send each ticket as it closes:{" "}
      <code className="break-all rounded bg-brand-50 px-1 py-0.5 text-xs text-brand-950">
        {API.ticket.method} {API.ticket.path.replace(":workspaceId", workspaceId)}
      </code>
      , documented in the{" "}
      <a href="/api/docs" className="font-semibold text-brand-800 underline">
        API reference
      </a>
      . A ticket sent twice is recorded once.
    </>
  );
}

/** The sale lines' empty state: what to do first. */
export function NoSalesYet({ workspaceId }: { workspaceId: string }) {
  return (
    <div className="py-6 text-center text-sm text-brand-950/75">
      <p className="font-semibold text-brand-950">No sales yet.</p>
      <p className="mx-auto mt-1 max-w-prose">
        Export the item sales report from your POS (Square, Toast, Lightspeed, Clover or any
        spreadsheet) and import it above: each plate&apos;s ingredients then leave stock through its
        recipes, and the variance report can tell what went missing.
      </p>
      <p className="mx-auto mt-2 max-w-prose">
        <TicketApi workspaceId={workspaceId} />
      </p>
    </div>
  );
}
