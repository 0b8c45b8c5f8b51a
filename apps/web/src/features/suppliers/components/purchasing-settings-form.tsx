import { purchasingSettingsUpdateSchema } from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { formatUsd } from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import {
  useSavePurchasingSettings,
  type PurchasingSettings,
} from "@/features/suppliers/api/suppliers";

/** The price rise that alerts purchasing, and the order total above which a manager approves. */
export function PurchasingSettingsForm({
  workspaceId,
  settings,
  canEdit,
}: {
  workspaceId: string;
  settings: PurchasingSettings;
  canEdit: boolean;
}) {
  const [percent, setPercent] = useState(settings.priceRiseAlertPercent);
  const [limit, setLimit] = useState(settings.approvalLimit ?? "");
  const [priceTolerance, setPriceTolerance] = useState(settings.priceTolerancePercent);
  const [quantityTolerance, setQuantityTolerance] = useState(settings.quantityTolerancePercent);
  const [cheapest, setCheapest] = useState(settings.preferCheapestSupplier);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSavePurchasingSettings(workspaceId);
  const shown = { ...serverFieldErrors(save.error), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(purchasingSettingsUpdateSchema, {
      priceRiseAlertPercent: percent.trim(),
      approvalLimit: limit.trim() === "" ? null : limit.trim(),
      priceTolerancePercent: priceTolerance.trim(),
      quantityTolerancePercent: quantityTolerance.trim(),
      preferCheapestSupplier: cheapest,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaved(null);
    save.mutate(checked.data, {
      onSuccess: () =>
        setSaved(
          `Saved. Price rises above ${checked.data.priceRiseAlertPercent}% raise an alert; ${
            checked.data.approvalLimit
              ? `orders above ${formatUsd(checked.data.approvalLimit)} need a manager's approval.`
              : "no order needs approval."
          }`,
        ),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="max-w-lg space-y-4">
      <TextField
        label="Price rise alert (%)"
        inputMode="decimal"
        value={percent}
        disabled={!canEdit}
        onChange={(event) => setPercent(event.target.value)}
        error={shown.priceRiseAlertPercent}
        hint="When a supplier's price goes up by more than this, purchasing, managers and owners get a notification."
      />
      <TextField
        label="Approval limit ($)"
        inputMode="decimal"
        value={limit}
        disabled={!canEdit}
        onChange={(event) => setLimit(event.target.value)}
        error={shown.approvalLimit}
        hint="Orders above this total (with tax) must be approved by a manager or owner before they are sent, and their invoices are checked again. Leave empty for no limit."
      />
      <TextField
        label="Invoice price tolerance (%)"
        inputMode="decimal"
        value={priceTolerance}
        disabled={!canEdit}
        onChange={(event) => setPriceTolerance(event.target.value)}
        error={shown.priceTolerancePercent}
        hint="An invoiced price this close to the price agreed (either way) is not flagged against its order. 0 flags every difference."
      />
      <TextField
        label="Invoice quantity tolerance (%)"
        inputMode="decimal"
        value={quantityTolerance}
        disabled={!canEdit}
        onChange={(event) => setQuantityTolerance(event.target.value)}
        error={shown.quantityTolerancePercent}
        hint="Up to this much more than was received may be invoiced without a flag: weighed goods rarely come to the exact pound. 0 flags every difference."
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={cheapest}
          disabled={!canEdit}
          onChange={(event) => setCheapest(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          aria-describedby="prefer-cheapest-hint"
        />
        <span>
          <span className="font-semibold text-brand-950">
            Suggest each item from its cheapest supplier
          </span>
          <span id="prefer-cheapest-hint" className="block text-brand-950/70">
            Suggested orders take an item from the supplier with the lowest price per base unit
            instead of its preferred one, and say what that saves. Off: the preferred supplier.
          </span>
        </span>
      </label>
      <Notice tone="success">{saved}</Notice>
      <Notice tone="error">{save.error ? errorMessage(save.error) : null}</Notice>
      {canEdit ? (
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
      ) : (
        <Notice tone="info">Only an owner can change these rules.</Notice>
      )}
    </form>
  );
}
