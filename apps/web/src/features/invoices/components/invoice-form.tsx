import {
  invoiceInputSchema,
  type ApiReply,
  type InvoiceInput,
  type Order,
  type PURCHASING_API,
  type Supplier,
} from "@larder/contracts";
import { addDays, unitLabel } from "@larder/domain";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses, NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { FormFooter } from "@/components/ui/form-footer";
import { formatDay, formatUsd, localToday } from "@/lib/format";
import { checkForm, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { BilledOrders } from "./billed-orders";
import { useBilledLines } from "./use-billed-lines";
import { DocumentLines, figuresOf, lineCaption, typedTotals } from "@/components/document-lines";

type OrderList = ApiReply<typeof PURCHASING_API.orders>;

/** A credit the invoice takes off: which request, and how much of it. */
type CreditTaken = NonNullable<InvoiceInput["credits"]>[number];

/**
 * A supplier's invoice as it arrives: the orders it bills (their lines come in as the supplier
 * would bill them, to be corrected to what the paper says), its number, buyer, dates and totals.
 * Larder then compares it with what was ordered and received.
 *
 * The orders and the credits come from the purchasing feature, handed in by the app layer.
 */
export function InvoiceForm<OrdersKey extends QueryKey, OrderKey extends QueryKey>({
  suppliers,
  buyers,
  locations,
  initial,
  orders: ordersQuery,
  order: orderQuery,
  creditsTaken,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  suppliers: Supplier[];
  buyers: { id: string; name: string }[];
  locations: { id: string; name: string }[];
  initial: { supplierId: string; orderIds: string[]; buyerUserId: string; locationId: string };
  /** The query of a supplier's latest orders, to tick the ones it bills. */
  orders: (supplierId: string) => UseQueryOptions<OrderList, Error, OrderList, OrdersKey>;
  /** The query of one order, whose lines a ticked order brings. */
  order: (orderId: string) => UseQueryOptions<Order, Error, Order, OrderKey>;
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
  busy: boolean;
  error: unknown;
  onSubmit: (input: InvoiceInput) => void;
  onCancel: () => void;
}) {
  const [supplierId, setSupplierId] = useState(initial.supplierId);
  const billed = useBilledLines(orderQuery, initial.orderIds);
  const { orderIds, lines } = billed;
  const [number, setNumber] = useState("");
  const [buyerUserId, setBuyerUserId] = useState(initial.buyerUserId);
  const [locationId, setLocationId] = useState(initial.locationId);
  const [effectiveDate, setEffectiveDate] = useState(localToday);
  const [dueDate, setDueDate] = useState("");
  const [totalInclTax, setTotalInclTax] = useState("");
  const [totalExclTax, setTotalExclTax] = useState("");
  const [notes, setNotes] = useState("");
  const [credits, setCredits] = useState<CreditTaken[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(error), ...errors };
  const supplier = suppliers.find((candidate) => candidate.id === supplierId) ?? null;

  const { data: candidates } = useQuery({
    ...ordersQuery(supplierId),
    enabled: Boolean(supplierId),
  });
  const billable = (candidates?.orders ?? []).filter(
    (order) => order.status !== "draft" && order.status !== "cancelled",
  );
  const computed = typedTotals(lines);
  const defaultDue =
    supplier && /^\d{4}-\d{2}-\d{2}$/.test(effectiveDate)
      ? addDays(effectiveDate, supplier.paymentTermsDays)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(invoiceInputSchema, {
      supplierId,
      number,
      buyerUserId: buyerUserId || null,
      locationId: locationId || null,
      effectiveDate,
      dueDate: dueDate || null,
      orderIds,
      lines: lines.map((line) => ({
        itemId: line.itemId,
        orderLineId: line.orderLineId,
        description: line.description,
        unit: line.unit,
        ...figuresOf(line),
      })),
      totalExclTax: lines.length > 0 ? null : totalExclTax.trim() || null,
      totalInclTax: totalInclTax.trim() || null,
      notes,
      credits,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label="Supplier"
          value={supplierId}
          onChange={(event) => {
            setSupplierId(event.target.value);
            setCredits([]);
            billed.reset();
          }}
          error={shown.supplierId}
        >
          <option value="">Choose a supplier</option>
          <NamedOptions items={suppliers} />
        </SelectField>
        <TextField
          label="Invoice number"
          hint="As printed on it. Leave empty and Larder numbers it INV-YYYY-NNN."
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          error={shown.number}
        />
        <SelectField
          label="Buyer"
          value={buyerUserId}
          onChange={(event) => setBuyerUserId(event.target.value)}
          error={shown.buyerUserId}
        >
          <NamedOptions items={buyers} />
        </SelectField>
        <TextField
          label="Invoice date"
          type="date"
          value={effectiveDate}
          onChange={(event) => setEffectiveDate(event.target.value)}
          error={shown.effectiveDate}
        />
        <TextField
          label="Payment due"
          type="date"
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          error={shown.dueDate}
          hint={
            defaultDue
              ? `Empty: ${formatDay(defaultDue)}, net ${supplier!.paymentTermsDays} days.`
              : "Empty: the invoice date plus the supplier's terms."
          }
        />
        <SelectField
          label="Location"
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
          error={shown.locationId}
        >
          <option value="">No particular location</option>
          <NamedOptions items={locations} />
        </SelectField>
      </div>

      {supplierId ? (
        <BilledOrders
          supplierName={supplier?.name ?? "this supplier"}
          orders={billable}
          ticked={orderIds}
          onToggle={billed.toggleOrder}
        />
      ) : null}

      <section aria-labelledby="invoice-lines">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="invoice-lines" className="text-base font-bold text-brand-950">
            Lines
          </h2>
          <Button variant="secondary" onClick={() => billed.addLine()}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Add a line
          </Button>
        </div>
        {lines.length === 0 ? (
          <p className="mt-2 text-sm text-brand-950/70">
            Tick the orders it bills, add lines, or only enter its totals below.
          </p>
        ) : (
          <DocumentLines
            lines={lines}
            firstHeading="Description"
            nameOf={(line, index) => line.description || `line ${index + 1}`}
            first={(line, index) => (
              <label className="min-w-0 flex-1">
                <span className={lineCaption}>Description</span>
                <input
                  aria-label={`Description of ${line.description || `line ${index + 1}`}`}
                  value={line.description}
                  readOnly={Boolean(line.orderLineId)}
                  onChange={(event) =>
                    billed.changeLine(line.key, { description: event.target.value })
                  }
                  className={`${inputClasses(Boolean(shown[`lines.${index}.description`]))} read-only:border-transparent read-only:bg-transparent read-only:px-0 read-only:font-semibold`}
                />
              </label>
            )}
            unit={(line) => (
              <span className="hidden self-center text-sm text-brand-950/70 sm:block">
                {line.unit ? unitLabel(line.unit) : ""}
              </span>
            )}
            quantityCaption={(line) => `Quantity${line.unit ? ` (${unitLabel(line.unit)})` : ""}`}
            errors={shown}
            onChange={billed.changeLine}
            onRemove={billed.removeLine}
          />
        )}
      </section>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {lines.length === 0 ? (
          <TextField
            label="Total (Excl. Tax) ($)"
            inputMode="decimal"
            value={totalExclTax}
            onChange={(event) => setTotalExclTax(event.target.value)}
            error={shown.totalExclTax}
          />
        ) : (
          <div className="text-sm">
            <p className="font-semibold text-brand-950">The lines come to</p>
            <p className="mt-1.5 text-brand-950/80">
              {computed
                ? `${formatUsd(computed.exclTax)} before tax, ${formatUsd(computed.inclTax)} with tax`
                : "—"}
            </p>
          </div>
        )}
        <TextField
          label="Total (Incl. Tax) ($)"
          inputMode="decimal"
          value={totalInclTax}
          onChange={(event) => setTotalInclTax(event.target.value)}
          error={shown.totalInclTax}
          hint={
            lines.length > 0
              ? "As printed on the invoice, before any credit it takes off; Larder flags it when the lines do not add up to it. Empty: the lines' total."
              : undefined
          }
        />
      </div>
      {supplierId
        ? creditsTaken({
            supplierId,
            supplierName: supplier?.name ?? "This supplier",
            taken: credits,
            onChange: setCredits,
            errors: shown,
            total: totalInclTax.trim() || computed?.inclTax || null,
          })
        : null}
      <TextField
        label="Notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={shown.notes}
      />
      <FormFooter error={error} submitLabel="Save invoice" busy={busy} onCancel={onCancel} />
    </form>
  );
}
