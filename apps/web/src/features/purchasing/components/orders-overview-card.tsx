import { PERIOD_LABELS, PERIODS, type Period } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InfoTip } from "@/components/ui/info-tip";
import { LabelledOptions, SelectField } from "@/components/ui/field";
import { formatUsd } from "@/lib/format";
import { orderOverviewQuery } from "@/features/purchasing/api/orders";

/**
 * The Inventory screen's Purchase Orders Overview: orders placed in the period at the chosen
 * location, how many were received and are on their way, and what the received ones cost.
 */
export function OrdersOverviewCard({
  workspaceId,
  locationId,
  whereLabel,
  canSeeOrders,
}: {
  workspaceId: string;
  locationId: string | null;
  whereLabel: string;
  canSeeOrders: boolean;
}) {
  const [period, setPeriod] = useState<Period>("last-month");
  const { data, isFetching } = useQuery(orderOverviewQuery(workspaceId, locationId, period));
  const figures = [
    { label: "Total POs", value: data ? String(data.totalOrders) : "…" },
    { label: "Orders Received", value: data ? String(data.received) : "…" },
    { label: "In Transit", value: data ? String(data.inTransit) : "…" },
    {
      label: "Total Spent",
      value: !data ? "…" : data.totalSpent === null ? "—" : formatUsd(data.totalSpent),
      tip: "What came on these orders, at the prices charged on delivery, with tax: received and partly received orders alike. A line that came short counts what came, never what was ordered.",
    },
  ];
  return (
    <Card
      title="Purchase Orders Overview"
      description={`Orders placed for ${whereLabel}.`}
      headingLevel={2}
      actions={
        <SelectField
          label="Period"
          value={period}
          onChange={(event) => setPeriod(event.target.value as Period)}
          className="w-40"
        >
          <LabelledOptions values={PERIODS} labels={PERIOD_LABELS} />
        </SelectField>
      }
    >
      <dl
        className={`grid grid-cols-2 gap-x-6 gap-y-4 ${isFetching ? "refreshing" : ""}`}
        aria-busy={isFetching || undefined}
      >
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="flex items-center text-sm text-brand-950/70">
              {figure.label}
              {"tip" in figure && figure.tip ? (
                // Beside the label without making its row taller than the others'.
                <span className="-my-3">
                  <InfoTip label={`What “${figure.label}” counts`} text={figure.tip} />
                </span>
              ) : null}
            </dt>
            <dd className="text-2xl font-extrabold text-brand-950">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {data?.totalSpent === null ? (
        <p className="mt-2 text-xs text-brand-950/65">Costs are shown to roles that see them.</p>
      ) : null}
      {canSeeOrders ? (
        <Link to="/app/orders" className={`${buttonClasses("secondary")} mt-4`}>
          View Full History
        </Link>
      ) : null}
    </Card>
  );
}
