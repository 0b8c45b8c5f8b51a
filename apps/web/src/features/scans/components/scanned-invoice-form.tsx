import { invoiceInputSchema, type InvoiceInput, type Scan, type Supplier } from "@larder/contracts";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { readMark } from "@/components/ui/read-field";
import { useReadFields } from "@/components/ui/use-read-fields";
import { formatUsd } from "@/lib/format";
import { checkForm, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { figuresOf } from "@/components/document-lines";
import { matchPreview, scannedLines, withSuggestions, type ScannedLine } from "./scanned-invoice";
import { ScannedInvoiceLines, type ItemChoice } from "./scanned-invoice-lines";

/** A credit the invoice takes off: which request, and how much of it. */
type CreditTaken = NonNullable<InvoiceInput["credits"]>[number];

/** Each line billing the chosen order's line for its item, in that line's unit. */
function linkedToOrder(scan: Scan, orderId: string, lines: ScannedLine[]): ScannedLine[] {
  const order = scan.orders.find((candidate) => candidate.id === orderId);
  return lines.map((line) => {
    const orderLine = order?.lines.find((candidate) => candidate.itemId === line.itemId);
    return orderLine && line.itemId
      ? { ...line, orderLineId: orderLine.id, unit: orderLine.unit }
      : { ...line, orderLineId: null };
  });
}

/**
 * The review of an invoice Larder read: each field as read, the unsure ones highlighted until
 * looked at; the supplier, the order it bills and the item of each line as Larder matched them;
 * what the three-way match will flag; then approve (entered into payables) or discard.
 */
export function ScannedInvoiceForm({
  scan,
  suppliers,
  items,
  locations,
  scopeLocationId,
  busy,
  error,
  onSupplier,
  onAddSupplier,
  onCreateItem,
  onSubmit,
  discard,
  creditsTaken,
}: {
  scan: Scan;
  suppliers: Supplier[];
  items: ItemChoice[];
  locations: { id: string; name: string }[];
  /** The location chosen in the top bar, if one is. */
  scopeLocationId: string | null;
  busy: boolean;
  error: unknown;
  /** Asks for the review's suggestions as from another supplier. */
  onSupplier: (supplierId: string) => void;
  onAddSupplier: (name: string) => Promise<string>;
  onCreateItem: (item: { name: string; baseUnit: string }) => Promise<ItemChoice>;
  onSubmit: (input: InvoiceInput) => void;
  /** The control that discards the document (it asks first). */
  discard: ReactNode;
  /**
   * The supplier's credits the invoice takes off (the purchasing feature's credits, handed in by
   * the app layer): shown under the totals once a supplier is chosen.
   */
  creditsTaken: (slot: {
    supplierId: string;
    supplierName: string;
    taken: CreditTaken[];
    onChange: (taken: CreditTaken[]) => void;
    errors: Record<string, string | undefined>;
    total: string | null;
  }) => ReactNode;
}) {
  const read = scan.reading!;
  const { field, touch, touched } = useReadFields();
  const [supplierId, setSupplierId] = useState(scan.supplierId ?? "");
  const [number, setNumber] = useState(read.invoiceNumber.value ?? "");
  const [effectiveDate, setEffectiveDate] = useState(read.date.value ?? "");
  const [dueDate, setDueDate] = useState(read.dueDate.value ?? "");
  const [totalExclTax, setTotalExclTax] = useState(read.subtotal.value ?? "");
  const [totalInclTax, setTotalInclTax] = useState(read.total.value ?? "");
  const [orderId, setOrderId] = useState(scan.suggestedOrder?.orderId ?? "");
  const suggestedFor = scan.supplierId;
  const [linesFor, setLinesFor] = useState(suggestedFor);
  const [lines, setLines] = useState(() => scannedLines(scan));
  // Where the invoice says it was shipped, else where its order went (the server's
  // suggestion), else the top bar's location, and only then the first (issue 26, item 15).
  const suggestedLocation = scan.suggestedLocation?.locationId;
  const [locationId, setLocationId] = useState(
    suggestedLocation ?? scopeLocationId ?? locations[0]?.id ?? "",
  );
  const [credits, setCredits] = useState<CreditTaken[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [adding, setAdding] = useState(false);
  const shown = { ...serverFieldErrors(error), ...errors };

  // New suggestions arrived for another supplier: lines take their items, orders change.
  if (suggestedFor !== linesFor) {
    setLinesFor(suggestedFor);
    setLines(withSuggestions(lines, scan));
    setOrderId(scan.suggestedOrder?.orderId ?? "");
  }
  const linked = linkedToOrder(scan, orderId, lines);
  const flags = totalInclTax ? matchPreview(scan, orderId, linked, totalInclTax) : [];
  const supplierNames = new Set(suppliers.map((supplier) => supplier.name.toLowerCase()));
  const unknownSupplier =
    !supplierId && read.supplier.value && !supplierNames.has(read.supplier.value.toLowerCase())
      ? read.supplier.value
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(invoiceInputSchema, {
      supplierId,
      number,
      effectiveDate,
      dueDate: dueDate || null,
      locationId: locationId || null,
      orderIds: orderId ? [orderId] : [],
      lines: linked.map((line) => ({
        itemId: line.itemId,
        orderLineId: line.orderLineId,
        description: line.description,
        unit: line.itemId ? line.unit : null,
        ...figuresOf(line),
      })),
      totalExclTax: totalExclTax.trim() || null,
      totalInclTax: totalInclTax.trim() || null,
      credits,
    });
    // An item line needs its unit: its price becomes the supplier's price in that unit.
    const unitless = linked.findIndex((line) => line.itemId && !line.unit);
    if (!checked.ok || unitless >= 0)
      return setErrors({
        ...(checked.ok ? {} : checked.errors),
        ...(unitless >= 0 ? { [`lines.${unitless}.unit`]: "Choose the unit it was sold in." } : {}),
      });
    setErrors({});
    onSubmit(checked.data);
  };

  const chosen = scan.orders.find((order) => order.id === orderId);
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {read.currency.value && read.currency.value !== "USD" ? (
        <Notice tone="info">
          This invoice is in {read.currency.value}; Larder keeps amounts in US dollars. Check the
          amounts are the dollars you pay before approving it.
        </Notice>
      ) : null}
      {scan.duplicate ? (
        <Notice tone="error">
          This looks like a duplicate: invoice{" "}
          <Link to={`/app/invoices/${scan.duplicate.invoiceId}`} className="underline">
            {scan.duplicate.number}
          </Link>{" "}
          from this supplier is already entered. Discard this copy, or correct the number if it is
          another invoice.
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className={readMark(read.supplier, touched("supplier")).className}>
          <SelectField
            label="Supplier"
            value={supplierId}
            error={shown.supplierId}
            hint={
              read.supplier.value
                ? `Read on the invoice: “${read.supplier.value}”.`
                : "No supplier's name was found on the invoice."
            }
            onChange={(event) => {
              setSupplierId(event.target.value);
              touch("supplier");
              if (event.target.value) onSupplier(event.target.value);
            }}
          >
            <option value="">Choose the supplier</option>
            <NamedOptions items={suppliers.filter((supplier) => !supplier.archived)} />
          </SelectField>
          {unknownSupplier ? (
            <Button
              variant="secondary"
              className="mt-2"
              busy={adding}
              onClick={() => {
                setAdding(true);
                onAddSupplier(unknownSupplier)
                  .then((id) => {
                    setSupplierId(id);
                    onSupplier(id);
                  })
                  .finally(() => setAdding(false));
              }}
            >
              Add “{unknownSupplier}” as a supplier
            </Button>
          ) : null}
        </div>
        <TextField
          label="Invoice number"
          value={number}
          error={shown.number}
          {...field("number", read.invoiceNumber, setNumber)}
        />
        <TextField
          label="Invoice date"
          type="date"
          value={effectiveDate}
          error={shown.effectiveDate}
          {...field("date", read.date, setEffectiveDate)}
        />
        <TextField
          label="Payment due"
          type="date"
          value={dueDate}
          error={shown.dueDate}
          {...field("dueDate", read.dueDate, setDueDate)}
        />
        <TextField
          label="Total before tax ($)"
          inputMode="decimal"
          value={totalExclTax}
          error={shown.totalExclTax}
          {...field("subtotal", read.subtotal, setTotalExclTax)}
        />
        <TextField
          label="Total with tax ($)"
          inputMode="decimal"
          value={totalInclTax}
          error={shown.totalInclTax}
          {...field("total", read.total, setTotalInclTax)}
        />
        <SelectField
          label="Location"
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
          hint={
            suggestedLocation && suggestedLocation === locationId
              ? scan.suggestedLocation!.reason
              : undefined
          }
          error={shown.locationId}
        >
          <option value="">No location</option>
          <NamedOptions items={locations} />
        </SelectField>
        <SelectField
          label="Order it bills"
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
          hint={
            chosen && scan.suggestedOrder?.orderId === orderId
              ? `Suggested: ${scan.suggestedOrder.reason}`
              : supplierId && scan.orders.length === 0
                ? "No order of this supplier waits for an invoice."
                : undefined
          }
        >
          <option value="">No order</option>
          {scan.orders.map((order) => (
            <option key={order.id} value={order.id}>
              {order.number} · {formatUsd(order.value)} received
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset>
        <legend className="text-base font-bold text-brand-950">Lines</legend>
        <p className="text-sm text-brand-950/70">
          {read.lines.length === 0
            ? "No table of lines was found on this invoice: its totals are enough to enter it."
            : "Each line as read, with the item Larder matched it to. Its price becomes the supplier's price."}
        </p>
        <ScannedInvoiceLines
          scan={scan}
          items={items}
          lines={linked}
          errors={shown}
          onCreateItem={onCreateItem}
          onChange={(key, changes) =>
            setLines((before) =>
              before.map((line) => (line.key === key ? { ...line, ...changes } : line)),
            )
          }
          onRemove={(key) => setLines((before) => before.filter((line) => line.key !== key))}
        />
      </fieldset>

      {supplierId
        ? creditsTaken({
            supplierId,
            supplierName: suppliers.find((s) => s.id === supplierId)?.name ?? "This supplier",
            taken: credits,
            onChange: setCredits,
            errors: shown,
            total: totalInclTax.trim() || null,
          })
        : null}

      <section aria-labelledby="match-heading" className="rounded-2xl bg-brand-950/5 p-4">
        <h3 id="match-heading" className="font-bold text-brand-950">
          Against the order and the delivery
        </h3>
        {!chosen ? (
          <p className="mt-1 text-sm text-brand-950/70">
            Choose the order it bills to compare the invoice with what was ordered and received.
          </p>
        ) : flags.length === 0 ? (
          <p className="mt-1 flex items-center gap-2 text-sm font-medium text-brand-800">
            <CircleCheck aria-hidden="true" className="h-4 w-4" /> It matches what was ordered and
            received
            {scan.tolerance.pricePercent !== "0" || scan.tolerance.quantityPercent !== "0"
              ? ", within your tolerances"
              : ""}
            .
          </p>
        ) : null}
        {/* The lines against the total count without an order too: a misread line shows here. */}
        {flags.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm text-tomato-deep" data-testid="match-flags">
            {flags.map((flag, index) => (
              <li key={index} className="flex gap-2">
                <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {flag.message}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <Notice tone="error">{shown[""] ?? (error instanceof Error ? error.message : null)}</Notice>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          Approve and enter the invoice
        </Button>
        {discard}
      </div>
    </form>
  );
}
