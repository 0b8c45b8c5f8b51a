import {
  receiveOrderSchema,
  type ItemSummary,
  type Order,
  type OrderLine,
  type Receipt,
} from "@larder/contracts";
import { perUnitLabel, shortLineProblem, unitLabel } from "@larder/domain";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { formatNumber, formatUsd } from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useReceiveOrder } from "@/features/purchasing/api/orders";
import { OutcomeChoice, type Choice } from "./outcome-choice";
import { PhotoInput } from "./photo-input";

interface LineState {
  choice: Choice;
  quantity: string;
  price: string;
  priceChanged: boolean;
  note: string;
  photoId: string | null;
  photoName: string | null;
  substitute: ItemSummary | null;
}

function initialState(line: OrderLine): LineState {
  return {
    choice: "received",
    quantity: line.remaining,
    price: line.unitPrice,
    priceChanged: false,
    note: "",
    photoId: null,
    photoName: null,
    substitute: null,
  };
}

/**
 * Receiving a delivery against an order, line by line, as it is unloaded: each line came in
 * full, short, damaged or as a substitute (with a note and a photo), or is not in this
 * delivery. Sent once per screen: a second tap or a retry records nothing twice.
 */
export function ReceiveForm({
  workspaceId,
  order,
  picker,
  onReceived,
}: {
  workspaceId: string;
  order: Order;
  picker: (onPick: (item: ItemSummary) => void) => ReactNode;
  onReceived: (receipt: Receipt) => void;
}) {
  const open = order.lines.filter((line) => line.remaining !== "0");
  const [states, setStates] = useState<Record<string, LineState>>(() =>
    Object.fromEntries(open.map((line) => [line.id, initialState(line)])),
  );
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [requestKey] = useState(() => crypto.randomUUID());
  const receive = useReceiveOrder(workspaceId, order.id);
  const shown = { ...serverFieldErrors(receive.error), ...errors };
  const change = (lineId: string, changes: Partial<LineState>) =>
    setStates((current) => ({ ...current, [lineId]: { ...current[lineId]!, ...changes } }));
  // Tapping Short empties the quantity and puts the cursor there: what came must be typed, or
  // the full quantity ordered went through as a short line (issue 26).
  const quantityFields = useRef(new Map<string, HTMLInputElement>());
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    quantityFields.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const choose = (line: OrderLine, choice: Choice) => {
    if (choice === "short") focusNext.current = line.id;
    change(line.id, {
      choice,
      quantity:
        choice === "received"
          ? line.remaining
          : choice === "short"
            ? ""
            : choice === "damaged" || choice === "substituted"
              ? "0"
              : states[line.id]!.quantity,
    });
  };

  const included = open.filter((line) => states[line.id]!.choice !== "later");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(receiveOrderSchema, {
      requestKey,
      note,
      lines: included.map((line) => {
        const state = states[line.id]!;
        return {
          orderLineId: line.id,
          expectedReceived: line.receivedQuantity,
          quantity: state.quantity.trim() === "" ? "" : state.quantity.trim(),
          outcome: state.choice,
          unitPrice: state.priceChanged ? state.price.trim() : null,
          substituteItemId: state.choice === "substituted" ? (state.substitute?.id ?? null) : null,
          note: state.note,
          photoId: state.photoId,
        };
      }),
    });
    if (!checked.ok) return setErrors(checked.errors);
    const missingSubstitute = included.findIndex(
      (line) => states[line.id]!.choice === "substituted" && !states[line.id]!.substitute,
    );
    if (missingSubstitute >= 0)
      return setErrors({
        [`lines.${missingSubstitute}.substituteItemId`]: "Choose the item that came instead.",
      });
    const shortErrors: FieldErrors = {};
    for (const [index, line] of included.entries()) {
      const state = states[line.id]!;
      const problem =
        state.choice === "short"
          ? shortLineProblem(
              { ordered: line.quantity, received: line.receivedQuantity, itemName: line.itemName },
              state.quantity.trim(),
              line.unit,
            )
          : null;
      if (problem) shortErrors[`lines.${index}.quantity`] = problem;
    }
    if (Object.keys(shortErrors).length > 0) return setErrors(shortErrors);
    setErrors({});
    receive.mutate(checked.data, { onSuccess: onReceived });
  };

  if (open.length === 0)
    return <Notice tone="success">Everything on {order.number} has been received.</Notice>;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ol className="space-y-4">
        {open.map((line) => {
          const state = states[line.id]!;
          const index = included.findIndex((candidate) => candidate.id === line.id);
          const error = (field: string) =>
            index >= 0 ? shown[`lines.${index}.${field}`] : undefined;
          const unit = unitLabel(line.unit);
          const quantityLabel =
            state.choice === "substituted"
              ? `Quantity of ${state.substitute?.name ?? "the substitute"} (${state.substitute ? unitLabel(state.substitute.baseUnit) : "its unit"})`
              : state.choice === "damaged"
                ? `Usable quantity (${unit})`
                : `Quantity received (${unit})`;
          return (
            <li
              key={line.id}
              className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm"
            >
              <fieldset>
                <legend className="text-base font-bold text-brand-950">{line.itemName}</legend>
                <p className="mt-0.5 text-sm text-brand-950/70">
                  Ordered {formatNumber(line.quantity)} {unit} at {formatUsd(line.unitPrice)} per{" "}
                  {perUnitLabel(line.unit)}
                  {line.receivedQuantity !== "0"
                    ? ` · ${formatNumber(line.receivedQuantity)} received before`
                    : ""}{" "}
                  · <strong>{formatNumber(line.remaining)} to come</strong>
                </p>
                <OutcomeChoice
                  lineId={line.id}
                  itemName={line.itemName}
                  value={state.choice}
                  onChoose={(choice) => choose(line, choice)}
                />
              </fieldset>
              {state.choice !== "later" ? (
                <div className="mt-3 space-y-3">
                  {state.choice === "substituted" ? (
                    state.substitute ? (
                      <p className="flex flex-wrap items-center gap-2 text-sm">
                        Came instead: <strong>{state.substitute.name}</strong>
                        <Button
                          variant="ghost"
                          onClick={() => change(line.id, { substitute: null })}
                        >
                          Change
                        </Button>
                      </p>
                    ) : (
                      <div>
                        {picker((item) => change(line.id, { substitute: item }))}
                        {error("substituteItemId") ? (
                          <p className="mt-1 text-sm font-medium text-tomato">
                            {error("substituteItemId")}
                          </p>
                        ) : null}
                      </div>
                    )
                  ) : null}
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                    <TextField
                      ref={(input) => {
                        if (input) quantityFields.current.set(line.id, input);
                        else quantityFields.current.delete(line.id);
                      }}
                      label={quantityLabel}
                      hint={
                        state.choice === "short"
                          ? `How much came? Less than the ${formatNumber(line.remaining)} ${unit} to come.`
                          : undefined
                      }
                      placeholder={state.choice === "short" ? "How much came?" : undefined}
                      inputMode="decimal"
                      value={state.quantity}
                      onChange={(event) => change(line.id, { quantity: event.target.value })}
                      error={error("quantity")}
                    />
                    {state.choice !== "substituted" ? (
                      <div>
                        <label className="flex min-h-11 items-center gap-2.5 text-sm font-semibold text-brand-950 sm:min-h-10">
                          <input
                            type="checkbox"
                            checked={state.priceChanged}
                            onChange={(event) =>
                              change(line.id, { priceChanged: event.target.checked })
                            }
                            className="h-5 w-5 accent-brand-700"
                          />
                          Charged another price
                        </label>
                        {state.priceChanged ? (
                          <input
                            aria-label={`Price charged per ${perUnitLabel(line.unit)} for ${line.itemName} ($)`}
                            inputMode="decimal"
                            value={state.price}
                            onChange={(event) => change(line.id, { price: event.target.value })}
                            className={inputClasses(Boolean(error("unitPrice")))}
                          />
                        ) : null}
                        {error("unitPrice") ? (
                          <p className="mt-1 text-sm font-medium text-tomato">
                            {error("unitPrice")}
                          </p>
                        ) : null}
                      </div>
                    ) : null}
                  </div>
                  {state.choice !== "received" ? (
                    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
                      <TextField
                        label="Note"
                        value={state.note}
                        placeholder="What happened, for the supplier"
                        onChange={(event) => change(line.id, { note: event.target.value })}
                        error={error("note")}
                      />
                      <PhotoInput
                        workspaceId={workspaceId}
                        itemName={line.itemName}
                        photoName={state.photoId ? state.photoName : null}
                        onUploaded={(photoId, photoName) => change(line.id, { photoId, photoName })}
                      />
                    </div>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <TextField
        label="Delivery note"
        placeholder="Driver, temperature, anything worth keeping"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={shown.note}
      />
      {shown.lines ? <Notice tone="error">{shown.lines}</Notice> : null}
      <Notice tone="error">{receive.error ? errorMessage(receive.error) : null}</Notice>
      <Button type="submit" busy={receive.isPending} disabled={included.length === 0}>
        Receive {included.length} line{included.length === 1 ? "" : "s"}
      </Button>
    </form>
  );
}
