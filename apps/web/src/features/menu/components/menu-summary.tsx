import type { MenuOverview } from "@larder/contracts";
import { compare } from "@larder/domain";
import { formatPercent } from "@/lib/format";

/**
 * The menu's food cost at a glance: what the whole menu costs against what it sells for (one
 * plate of each, net of tax), the workspace's target, and how many items are over theirs.
 */
export function MenuSummary({ menu }: { menu: MenuOverview }) {
  const average = menu.averageFoodCostPercent;
  const over = average !== null && compare(average, menu.targetFoodCostPercent) > 0;
  const onMenu = menu.items.filter((item) => !item.archived).length;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <div className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm">
        <dt className="text-sm font-semibold text-brand-950/70">Average food cost</dt>
        <dd
          className={`mt-1 text-3xl font-extrabold tabular-nums ${over ? "text-tomato-deep" : "text-brand-950"}`}
        >
          {average === null ? "—" : formatPercent(average)}
        </dd>
        <dd className="text-xs text-brand-950/65">One plate of each item, net of tax.</dd>
      </div>
      <div className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm">
        <dt className="text-sm font-semibold text-brand-950/70">Target food cost</dt>
        <dd className="mt-1 text-3xl font-extrabold tabular-nums text-brand-950">
          {formatPercent(menu.targetFoodCostPercent)}
        </dd>
        <dd className="text-xs text-brand-950/65">
          The workspace&apos;s; a section may set its own.
        </dd>
      </div>
      <div className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm">
        <dt className="text-sm font-semibold text-brand-950/70">Over target</dt>
        <dd
          className={`mt-1 text-3xl font-extrabold tabular-nums ${menu.overTarget > 0 ? "text-tomato-deep" : "text-brand-950"}`}
        >
          {menu.overTarget}
        </dd>
        <dd className="text-xs text-brand-950/65">
          of {onMenu} item{onMenu === 1 ? "" : "s"} on the menu.
        </dd>
      </div>
    </dl>
  );
}
