import type { Scan } from "@larder/contracts";
import { deliveryPlace, type InvoiceDocument } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";

/**
 * The location an invoice's review starts on, and why (issue 26, item 15): the one its ship-to
 * (else bill-to) block names, matched by name or street among the locations this person may
 * record at; else where the order it most likely bills was delivered; else the order it was
 * uploaded from. Null when none says: the screen then takes the top bar's location.
 */
export async function suggestedLocation(
  tx: Executor,
  member: Member,
  scan: { document: InvoiceDocument | null; locationId: string | null },
  order: { number: string; locationId: string | null } | null,
): Promise<Scan["suggestedLocation"]> {
  const { rows: places } = await tx.query<{ id: string; name: string; address: string }>(
    `select id, name, address from locations
      where workspace_id = $1 and archived_at is null
        and ($2::uuid[] is null or id = any($2::uuid[]))
      order by lower(name)`,
    [member.workspaceId, member.locationIds],
  );
  const named = (id: string | null) => places.find((place) => place.id === id);
  const read = scan.document ? deliveryPlace(scan.document, places) : null;
  const printed = read ? named(read.locationId) : undefined;
  if (read && printed)
    return {
      locationId: printed.id,
      reason: `${read.block === "ship_to" ? "Shipped" : "Billed"} to ${printed.name}, as the invoice says.`,
    };
  const ordered = named(order?.locationId ?? null);
  if (order && ordered)
    return { locationId: ordered.id, reason: `Where ${order.number} was delivered.` };
  const uploadedFrom = named(scan.locationId);
  if (uploadedFrom)
    return { locationId: uploadedFrom.id, reason: "Where the order it was uploaded from went." };
  return null;
}
