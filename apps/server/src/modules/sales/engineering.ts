import type { MenuEngineering } from "@larder/contracts";
import { exact, menuQuadrants, NotFoundError, sum, toDecimal } from "@larder/domain";
import Fraction from "fraction.js";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { locationScope } from "../locations";
import { menuOverview } from "../menu";

/**
 * Menu engineering from real sales: each menu item's portions sold over the period at the chosen
 * locations, its share of the mix, and its margin at today's cost; stars, plowhorses, puzzles and
 * dogs as Kasavana and Smith define them (packages/domain, menuQuadrants). Items on the menu that
 * sold nothing count too: they are dogs or puzzles. Refunds take portions off. With a section,
 * its plates are compared among themselves: the mix, the popularity threshold and the average
 * margin are the section's, so a coffee is measured against drinks, not against mains.
 */
export async function menuEngineering(
  tx: Executor,
  member: Member,
  query: {
    locationId?: string | undefined;
    sectionId?: string | undefined;
    from: string;
    to: string;
  },
  showCosts: boolean,
): Promise<MenuEngineering> {
  const locations = await locationScope(tx, member, query.locationId);
  const { rows } = await tx.query<{ menu_item_id: string; sold: string; net_sales: string }>(
    `select menu_item_id, sum(quantity)::text as sold, coalesce(sum(net_sales), 0)::text as net_sales
       from sales
      where workspace_id = $1 and location_id = any($2::uuid[])
        and business_day between $3 and $4 and menu_item_id is not null
      group by menu_item_id`,
    [member.workspaceId, locations, query.from, query.to],
  );
  const sold = new Map(rows.map((row) => [row.menu_item_id, row]));
  const menu = await menuOverview(tx, member.workspaceId, "include", showCosts);
  const sectionId = query.sectionId ?? null;
  if (sectionId !== null && !menu.sections.some((section) => section.id === sectionId))
    throw new NotFoundError("menu_section_not_found", "This menu section does not exist.");
  const items = menu.items.filter(
    (item) =>
      (!item.archived || sold.has(item.id)) && (sectionId === null || item.sectionId === sectionId),
  );
  const soldOf = (id: string) => {
    const portions = exact(sold.get(id)?.sold ?? "0");
    return portions.compare(0) > 0 ? portions : new Fraction(0);
  };
  const total = sum(items.map((item) => soldOf(item.id)));
  const costed = items.filter((item) => item.grossMargin !== null);
  // A plate that cannot be costed now (an item lost a unit) is left out of the quadrants.
  const quadrants = showCosts
    ? menuQuadrants(
        costed.map((item) => ({
          id: item.id,
          sold: toDecimal(soldOf(item.id)),
          margin: item.grossMargin!,
        })),
      )
    : new Map();
  const earned = sum(costed.map((item) => soldOf(item.id).mul(exact(item.grossMargin!))));
  const soldCosted = sum(costed.map((item) => soldOf(item.id)));
  return {
    from: query.from,
    to: query.to,
    sectionId,
    sections: menu.sections.map((section) => ({ id: section.id, name: section.name })),
    totalSold: toDecimal(total),
    popularityThreshold: toDecimal(
      items.length > 0 ? total.div(items.length).mul(new Fraction(7, 10)) : new Fraction(0),
      2,
    ),
    averageMargin:
      showCosts && soldCosted.compare(0) > 0 ? toDecimal(earned.div(soldCosted), 2) : null,
    items: items
      .map((item) => {
        const portions = soldOf(item.id);
        return {
          menuItemId: item.id,
          name: item.name,
          sectionName: item.sectionName,
          sold: toDecimal(portions),
          mixPercent: total.compare(0) > 0 ? toDecimal(portions.div(total).mul(100), 1) : "0",
          netSales: toDecimal(sold.get(item.id)?.net_sales ?? "0", 2),
          margin: showCosts && item.grossMargin !== null ? toDecimal(item.grossMargin, 2) : null,
          totalMargin:
            showCosts && item.grossMargin !== null
              ? toDecimal(portions.mul(exact(item.grossMargin)), 2)
              : null,
          foodCostPercent: showCosts ? item.foodCostPercent : null,
          quadrant: quadrants.get(item.id) ?? null,
        };
      })
      .sort((a, b) => exact(b.sold).compare(exact(a.sold)) || a.name.localeCompare(b.name)),
  };
}
