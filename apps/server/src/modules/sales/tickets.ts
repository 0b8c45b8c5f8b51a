import type { saleTicketInputSchema } from "@larder/contracts";
import { posNameKey, toDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
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
  if (added.length > 0) await depleteSales(tx, member, { saleIds: added });
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "sales" } });
  const unmapped = [...names]
    .filter(([key]) => {
      const meaning = meanings.get(key);
      return !meaning?.menuItemId && !meaning?.ignored;
    })
    .map(([, name]) => name);
  return { added: added.length, alreadyRecorded: sales.length - added.length, unmapped };
}
