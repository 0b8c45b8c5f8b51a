import type { Scan } from "@larder/contracts";
import { STANDARD_UNITS, unitLabel, unitWritings } from "@larder/domain";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/forms";
import type { ScannedLine } from "./scanned-invoice";

/** An item a line may be: one the supplier sells, or any of the workspace's. */
export interface ItemChoice {
  id: string;
  name: string;
  units: string[];
}

const NEW_ITEM = "__new";

/** Lines that bill a service, not something to stock: no new item is proposed for them. */
const NOT_GOODS =
  /\b(fee|fees|charge|surcharge|delivery|freight|shipping|deposit|discount|credit|rebate|tax|frais|livraison|lieferung|gebühr|pfand|porte|spedizione|transporte)\b/i;

/**
 * The lines read from an invoice, each matched to an item (Larder's suggestion first: the
 * supplier's items, then any item), or left as a fee, or made into a new item; with its
 * quantity, unit, price and tax as read, to correct.
 */
export function ScannedInvoiceLines({
  scan,
  items,
  lines,
  errors,
  onChange,
  onRemove,
  onCreateItem,
}: {
  scan: Scan;
  items: ItemChoice[];
  lines: ScannedLine[];
  errors: FieldErrors;
  onChange: (key: string, changes: Partial<ScannedLine>) => void;
  onRemove: (key: string) => void;
  onCreateItem: (item: { name: string; baseUnit: string }) => Promise<ItemChoice>;
}) {
  const [adding, setAdding] = useState<string | null>(null);
  const sold = new Set(scan.catalog.map((entry) => entry.itemId));
  const unitsOf = (itemId: string | null) =>
    scan.catalog.find((entry) => entry.itemId === itemId)?.units ??
    items.find((item) => item.id === itemId)?.units ??
    [];
  const choose = (line: ScannedLine, value: string) => {
    if (value === NEW_ITEM) return setAdding(line.key);
    const units = unitsOf(value || null);
    onChange(line.key, {
      itemId: value || null,
      unit: line.unit && units.includes(line.unit) ? line.unit : (units[0] ?? null),
    });
  };

  const figure = (
    line: ScannedLine,
    field: "quantity" | "unitPrice" | "taxRate",
    caption: string,
  ) => (
    <label className="min-w-0">
      <span className="mb-1 block text-xs font-semibold text-brand-950/70">{caption}</span>
      <input
        aria-label={`${caption} of ${line.description}`}
        inputMode="decimal"
        value={line[field]}
        onChange={(event) => onChange(line.key, { [field]: event.target.value })}
        aria-invalid={errorOf(line, field) ? true : undefined}
        className={inputClasses(Boolean(errorOf(line, field)))}
      />
    </label>
  );
  const errorOf = (line: ScannedLine, field: string) =>
    errors[`lines.${lines.indexOf(line)}.${field}`];

  return (
    <ul className="divide-y divide-brand-900/5">
      {lines.map((line) => {
        const units = unitsOf(line.itemId);
        return (
          <li key={line.key} className="space-y-2 py-3">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 pt-2 text-sm text-brand-950/75 [overflow-wrap:anywhere]">
                Read: <span className="font-semibold text-brand-950">{line.description}</span>
              </p>
              <button
                type="button"
                onClick={() => onRemove(line.key)}
                aria-label={`Remove ${line.description}`}
                className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl text-tomato hover:bg-tomato/10 sm:min-h-10 sm:min-w-10"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
            <label className="block">
              <span className="mb-1 block text-xs font-semibold text-brand-950/70">Item</span>
              <select
                aria-label={`Item of ${line.description}`}
                value={line.itemId ?? ""}
                onChange={(event) => choose(line, event.target.value)}
                className={`${inputClasses(false)} pr-8`}
              >
                <option value="">Not an item (a fee, a deposit)</option>
                {scan.catalog.length > 0 ? (
                  <optgroup label="Sold by this supplier">
                    {scan.catalog.map((entry) => (
                      <option key={`${entry.itemId}-${entry.unit}`} value={entry.itemId}>
                        {entry.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                <optgroup label="Other items">
                  {items
                    .filter((item) => !sold.has(item.id))
                    .map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name}
                      </option>
                    ))}
                </optgroup>
                <option value={NEW_ITEM}>Add as a new item…</option>
              </select>
            </label>
            {line.note ? <p className="text-sm text-brand-950/75">{line.note}</p> : null}
            {!line.itemId && adding !== line.key && !NOT_GOODS.test(line.description) ? (
              <button
                type="button"
                onClick={() => setAdding(line.key)}
                className="min-h-11 text-left text-sm font-semibold text-brand-800 hover:underline sm:min-h-0"
              >
                None of your items: add “{line.description}” as a new item
              </button>
            ) : null}
            {adding === line.key ? (
              <NewItem
                name={line.description}
                written={line.written}
                onCancel={() => setAdding(null)}
                onCreate={async (item) => {
                  const created = await onCreateItem(item);
                  setAdding(null);
                  onChange(line.key, {
                    itemId: created.id,
                    unit: created.units[0] ?? item.baseUnit,
                  });
                }}
              />
            ) : null}
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {figure(line, "quantity", "Quantity")}
              <label className="min-w-0">
                <span className="mb-1 block text-xs font-semibold text-brand-950/70">Unit</span>
                {units.length > 0 ? (
                  <select
                    aria-label={`Unit of ${line.description}`}
                    value={line.unit ?? ""}
                    onChange={(event) => onChange(line.key, { unit: event.target.value })}
                    aria-invalid={errorOf(line, "unit") ? true : undefined}
                    className={`${inputClasses(Boolean(errorOf(line, "unit")))} pr-8`}
                  >
                    {line.unit ? null : (
                      <option value="">
                        {line.written ? `Choose (“${line.written}” on the invoice)` : "Choose"}
                      </option>
                    )}
                    {units.map((unit) => (
                      <option key={unit} value={unit}>
                        {unitLabel(unit)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    aria-label={`Unit of ${line.description}`}
                    value={line.written ?? "—"}
                    readOnly
                    className={inputClasses(false)}
                  />
                )}
              </label>
              {figure(line, "unitPrice", "Price ($)")}
              {figure(line, "taxRate", "Tax (%)")}
            </div>
            {["itemId", "quantity", "unit", "unitPrice", "taxRate", "description"].map((field) =>
              errorOf(line, field) ? (
                <p key={field} className="text-sm font-medium text-tomato">
                  {line.description}: {errorOf(line, field)}
                </p>
              ) : null,
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Turns a line into a new item: its name and the unit its stock is kept in. */
function NewItem({
  name,
  written,
  onCancel,
  onCreate,
}: {
  name: string;
  written: string | null;
  onCancel: () => void;
  onCreate: (item: { name: string; baseUnit: string }) => Promise<void>;
}) {
  // "lbs" on the invoice proposes an item kept in lb.
  const standard = STANDARD_UNITS.find((unit) =>
    unitWritings(unit).includes(written?.toLowerCase() ?? ""),
  );
  const [itemName, setItemName] = useState(name.replace(/\s+\d.*$/, "").trim() || name);
  const [baseUnit, setBaseUnit] = useState(standard?.code ?? "pcs");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="mt-2 space-y-2 rounded-xl bg-brand-50 p-3">
      <label className="block text-sm font-semibold">
        New item's name
        <input
          value={itemName}
          onChange={(event) => setItemName(event.target.value)}
          className={`mt-1 ${inputClasses(false)}`}
        />
      </label>
      <label className="block text-sm font-semibold">
        Kept in
        <select
          value={baseUnit}
          onChange={(event) => setBaseUnit(event.target.value)}
          className={`mt-1 ${inputClasses(false)} pr-8`}
        >
          {STANDARD_UNITS.map((unit) => (
            <option key={unit.code} value={unit.code}>
              {unit.label} ({unit.name})
            </option>
          ))}
        </select>
      </label>
      {failed ? <p className="text-sm font-medium text-tomato">{failed}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          busy={busy}
          onClick={() => {
            setBusy(true);
            setFailed(null);
            onCreate({ name: itemName.trim(), baseUnit }).catch((error: unknown) => {
              setFailed(error instanceof Error ? error.message : "The item could not be added.");
              setBusy(false);
            });
          }}
        >
          Add item
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
