import {
  ADJUSTMENT_REASON_LABELS,
  MOVEMENT_KIND_LABELS,
  WASTE_REASON_LABELS,
  type MovementKind,
  type VarianceQuery,
  type VarianceRow,
} from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Sheet } from "@/components/ui/sheet";
import { formatDateTime, formatNumber, formatUnitCost, formatUsd } from "@/lib/format";
import { varianceItemQuery } from "@/features/variance/api/variance";
import { costBasisLabel, explainedOf, signed } from "@/features/variance/report";

const reasonLabel = (reason: string | null) =>
  reason === null
    ? null
    : ((WASTE_REASON_LABELS as Record<string, string>)[reason] ??
      (ADJUSTMENT_REASON_LABELS as Record<string, string>)[reason] ??
      reason);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="text-base font-bold text-brand-950">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * The report's sum for the item, written out: what went (actual usage), what explains it
 * (theoretical usage), what is left, and which cost valued it.
 */
function Sum({ row, locationName }: { row: VarianceRow; locationName: string }) {
  const unit = unitLabel(row.unit);
  const n = (value: string) => formatNumber(value);
  return (
    <div className="space-y-1 rounded-xl bg-brand-50/60 p-3 text-sm tabular-nums text-brand-950">
      <p>
        Opening {n(row.opening)} + received {n(row.receipts)} + transferred in {n(row.transfersIn)}{" "}
        − transferred out {n(row.transfersOut)} − closing {n(row.closing)} ={" "}
        <strong>
          {n(row.actual)} {unit} used
        </strong>{" "}
        (actual)
      </p>
      <p>
        Sold {n(row.sold)} + wasted {n(row.waste)} + recorded use {n(row.recordedUse)} ={" "}
        <strong>
          {n(explainedOf(row))} {unit} explained
        </strong>{" "}
        (theoretical)
      </p>
      <p>
        Variance:{" "}
        <strong>
          {n(row.variance)} {unit}
        </strong>
        {row.varianceValue !== null
          ? `, ${formatUsd(row.varianceValue.replace(/^-/, ""))} ${row.varianceValue.startsWith("-") ? "found" : "lost"}`
          : ""}
        {row.unitCost !== null ? ` at ${formatUnitCost(row.unitCost)}/${unit}` : ""}
        {row.unitCostBasis !== null ? `, ${costBasisLabel(row.unitCostBasis, locationName)}` : ""}.
      </p>
    </div>
  );
}

/**
 * Where one item's variance comes from: the report's sum written out, the count lines that set
 * its opening or closing stock, its movements over the period, and the plates sold that use it;
 * times in the location's `timeZone`.
 */
export function VarianceItemSheet({
  workspaceId,
  query,
  timeZone,
  locationName,
  row,
  onClose,
}: {
  workspaceId: string;
  query: VarianceQuery;
  timeZone: string;
  locationName: string;
  row: VarianceRow | null;
  onClose: () => void;
}) {
  const { data, error } = useQuery({
    ...varianceItemQuery(workspaceId, row?.itemId ?? "", query),
    enabled: row !== null,
  });
  const unit = row ? unitLabel(row.unit) : "";
  return (
    <Sheet
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={row?.name ?? ""}
      description="Where its figures come from."
      wide
    >
      {row ? <Sum row={row} locationName={locationName} /> : null}
      {error ? <p className="mt-4 text-sm text-tomato">{error.message}</p> : null}
      {!data ? (
        <p className="mt-4 text-sm text-brand-950/70">Loading…</p>
      ) : (
        <>
          <Section title="Counts">
            {data.countLines.length === 0 ? (
              <p className="text-sm text-brand-950/70">
                Not counted in this period: its opening and closing stock are the ledger&apos;s.
              </p>
            ) : (
              <ul className="divide-y divide-brand-900/5 text-sm">
                {data.countLines.map((line) => (
                  <li key={line.countId} className="py-2">
                    <span className="font-semibold">
                      Counted {formatNumber(line.counted)} {unit}
                    </span>
                    {line.expected !== null
                      ? `, the ledger expected ${formatNumber(line.expected)} ${unit}`
                      : ""}
                    <span className="block text-xs text-brand-950/65">
                      {formatDateTime(line.finishedAt, timeZone)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Movements">
            {data.movements.length === 0 ? (
              <p className="text-sm text-brand-950/70">Nothing moved in this period.</p>
            ) : (
              <ul className="divide-y divide-brand-900/5 text-sm">
                {data.movements.map((movement) => (
                  <li key={movement.id} className="flex justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span className="font-semibold">
                        {MOVEMENT_KIND_LABELS[movement.kind as MovementKind] ?? movement.kind}
                      </span>
                      {[reasonLabel(movement.reason), movement.note || null]
                        .filter(Boolean)
                        .map((text) => ` · ${text}`)
                        .join("")}
                      <span className="block text-xs text-brand-950/65">
                        {formatDateTime(movement.occurredAt, timeZone)}
                      </span>
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {signed(movement.quantity)} {unit}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Plates sold that use it">
            {data.soldBy.length === 0 ? (
              <p className="text-sm text-brand-950/70">No plate sold in this period uses it.</p>
            ) : (
              <ul className="divide-y divide-brand-900/5 text-sm">
                {data.soldBy.map((plate) => (
                  <li key={plate.menuItemId} className="flex justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span className="font-semibold">{plate.name}</span>:{" "}
                      {formatNumber(plate.sold)} sold
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {formatNumber(plate.used)} {unit}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </Sheet>
  );
}
