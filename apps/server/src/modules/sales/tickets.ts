import type { saleTicketInputSchema } from "@larder/contracts";
import { posNameKey, toDecimal, toFixedDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { dollars, recordChange } from "../audit";
import { publish } from "../../realtime/hub";
import { writableLocation } from "../locations";
import { depleteSales } from "./depletion";
import { resolveNames } from "./names";
import { insertSales, lineKey, type NewSale } from "./record";

type TicketInput = z.output<typeof saleTicketInputSchema>;

/**
 * Records one ticket from a POS integration, as it closes. A line is identified by its location,
 * ticket number, name and how many identical names came before it on the ticket, so a ticket
 * sent again (a retry, a replay) adds nothing. Mapped lines take their ingredients from stock at
 * once; the others wait for their name to be mapped.
 */
export async function recordTicket(
  tx: Executor,
  member: Member,
  input: TicketInput,
): Promise<{ added: number; alreadyRecorded: number; unmapped: string[] }> {
  await writableLocation(tx, member, input.locationId);
  const { rows } = await tx.query<{ day: string }>(
    `select ($3::timestamptz at time zone time_zone)::date::text as day
       from locations where workspace_id = $1 and id = $2`,
    [member.workspaceId, input.locationId, input.soldAt],
  );
  const day = rows[0]!.day;
  const names = new Map(input.lines.map((line) => [posNameKey(line.name), line.name.trim()]));
  const meanings = await resolveNames(tx, member.workspaceId, names);
  const seen = new Map<string, number>();
  const sales: NewSale[] = input.lines.map((line) => {
    const nameKey = posNameKey(line.name);
    const occurrence = (seen.get(nameKey) ?? 0) + 1;
    seen.set(nameKey, occurrence);
    return {
      locationId: input.locationId,
      day,
      soldAt: input.soldAt,
      name: line.name.trim(),
      nameKey,
      menuItemId: meanings.get(nameKey)?.menuItemId ?? null,
      quantity: toDecimal(line.quantity),
      netSales: line.netSales === null ? null : toDecimal(line.netSales, 2),
      ticket: input.ticket,
      lineKey: lineKey(
        ["ticket", input.locationId, input.ticket, nameKey, occurrence].join("\u001f"),
      ),
    };
  });
  const added = await insertSales(tx, member.workspaceId, { type: "ticket", id: null }, sales);
  if (added.length > 0) {
    const depletion = await depleteSales(tx, member, { saleIds: added });
    await recordTicketAdded(tx, member, input, added, depletion.movements);
  }
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "sales" } });
  const unmapped = [...names]
    .filter(([key]) => {
      const meaning = meanings.get(key);
      return !meaning?.menuItemId && !meaning?.ignored;
    })
    .map(([, name]) => name);
  return { added: added.length, alreadyRecorded: sales.length - added.length, unmapped };
}

/**
 * Logs the lines a ticket added (a ticket sent again adds none, and is not logged again): how
 * many, their net sales and the stock movements they made, at the ticket's location.
 */
async function recordTicketAdded(
  tx: Executor,
  member: Member,
  input: TicketInput,
  saleIds: string[],
  movements: number,
): Promise<void> {
  const { rows } = await tx.query<{ location: string; net_sales: string | null }>(
    `select l.name as location,
            (select sum(s.net_sales)::text from sales s
              where s.workspace_id = $1 and s.id = any($3::uuid[])) as net_sales
       from locations l where l.workspace_id = $1 and l.id = $2`,
    [member.workspaceId, input.locationId, saleIds],
  );
  const found = rows[0]!;
  const netSales = found.net_sales === null ? null : toFixedDecimal(found.net_sales, 2);
  const lines = `${saleIds.length} line${saleIds.length === 1 ? "" : "s"}`;
  const money = netSales === null ? "" : `, ${dollars(netSales)} net sales`;
  await recordChange(tx, member, {
    action: "sales_ticket_recorded",
    summary: `recorded ticket ${input.ticket} at ${found.location}: ${lines}${money}, ${movements} stock movement${movements === 1 ? "" : "s"}`,
    locationId: input.locationId,
    details: {
      ticket: input.ticket,
      soldAt: input.soldAt,
      lines: saleIds.length,
      netSales,
      movements,
      saleIds,
    },
  });
}
