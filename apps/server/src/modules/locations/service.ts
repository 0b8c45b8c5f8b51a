import type { LocationInput } from "@larder/contracts";
import { ConflictError } from "@larder/domain";
import type { Executor } from "../../db/database";

/** The storage areas a new restaurant location starts with; each can be renamed or archived. */
export const DEFAULT_STORAGE_AREAS = ["Walk-in cooler", "Freezer", "Dry storage"];

/** PostgreSQL's unique_violation: here, a second active location or area with one name. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: string }).code === "23505"
  );
}

export async function insertLocation(
  tx: Executor,
  workspaceId: string,
  location: Required<Pick<LocationInput, "name" | "timeZone">> & Partial<LocationInput>,
  options: { defaultStorageAreas: boolean },
): Promise<string> {
  const { rows } = await tx
    .query<{ id: string }>(
      `insert into locations (workspace_id, name, address, time_zone, currency)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        workspaceId,
        location.name,
        location.address ?? "",
        location.timeZone,
        location.currency ?? "USD",
      ],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new ConflictError(
          "duplicate_name",
          `There is already a location called ${location.name}.`,
        );
      throw error;
    });
  const id = rows[0]!.id;
  if (options.defaultStorageAreas) {
    for (const [position, name] of DEFAULT_STORAGE_AREAS.entries()) {
      await tx.query(
        "insert into storage_areas (workspace_id, location_id, name, position) values ($1, $2, $3, $4)",
        [workspaceId, id, name, position],
      );
    }
  }
  return id;
}
