import { ACCOUNTING_CATEGORIES, ACCOUNTING_GROUPS, type SpendReport } from "@larder/contracts";
import { Card } from "@/components/ui/card";
import { InfoTip } from "@/components/ui/info-tip";
import { MonthTable } from "@/components/ui/month-table";
import { formatPercent, formatUsd } from "@/lib/format";

/** The report's three figures an owner reads first, each saying what it counts. */
function Headline({ report }: { report: SpendReport }) {
  const figures: [string, string, string][] = [
    [
      "Cost of goods",
      formatUsd(report.costOfGoods.total),
      "Invoice lines booked to food, beverage, and paper and packaging, before tax, on the invoice's date, as billed (vendor credits are not taken off); and what came on orders no invoice bills yet, at the prices charged, until the invoice is entered" +
        (report.awaitingInvoice.total === "0.00"
          ? "."
          : ` (${formatUsd(report.awaitingInvoice.total)} of these months').`) +
        (report.expensesIncluded ? " Expenses booked to those categories count too." : ""),
    ],
  ];
  if (report.sales) {
    figures.push([
      "Net sales",
      formatUsd(report.sales.total),
      "What guests paid without tax, from the point-of-sale files and tickets imported for these months.",
    ]);
    figures.push([
      "Cost of goods % of sales",
      report.sales.costPercent.total === null
        ? "—"
        : formatPercent(report.sales.costPercent.total, 2),
      "Cost of goods divided by net sales over the same months. Purchases, not usage: a month that stocks up reads higher than the food it served.",
    ]);
  }
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {figures.map(([label, value, tip]) => (
        <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-900/10">
          <dt className="flex items-center text-sm text-brand-950/70">
            {label}
            <span className="-my-3">
              <InfoTip label={`What “${label}” counts`} text={tip} />
            </span>
          </dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums text-brand-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Spend by accounting category, month by month: the headline figures, a table per section of
 * the books with its subtotal, and the cost of goods beside sales.
 */
export function SpendFigures({ report }: { report: SpendReport }) {
  if (report.groups.length === 0)
    return (
      <Card title="Nothing bought in these months" headingLevel={2}>
        <p className="text-sm text-brand-950/70">
          Invoices {report.expensesIncluded ? "and expenses " : ""}dated in these months appear here
          by category. Choose other months, or enter an invoice.
        </p>
      </Card>
    );
  return (
    <div className="space-y-6">
      <Headline report={report} />
      {report.groups.map((group) => (
        <Card key={group.group} title={ACCOUNTING_GROUPS[group.group]} headingLevel={2}>
          <MonthTable
            caption="Category"
            months={report.months}
            rows={group.categories.map((row) => ({
              ...row,
              name: ACCOUNTING_CATEGORIES[row.category].label,
            }))}
            footer={{ name: "Subtotal", byMonth: group.byMonth, total: group.total }}
          />
        </Card>
      ))}
      <Card title="Cost of goods beside sales" headingLevel={2}>
        <MonthTable
          caption="Figure"
          months={report.months}
          rows={[
            { name: "Cost of goods", ...report.costOfGoods, strong: true },
            ...(report.sales
              ? [
                  { name: "Net sales", byMonth: report.sales.byMonth, total: report.sales.total },
                  {
                    name: "Cost of goods % of sales",
                    ...report.sales.costPercent,
                    kind: "percent" as const,
                  },
                ]
              : []),
          ]}
        />
        {report.sales ? null : (
          <p className="mt-3 text-sm text-brand-950/70">
            Sales are not shown: your role does not include seeing them.
          </p>
        )}
      </Card>
    </div>
  );
}
