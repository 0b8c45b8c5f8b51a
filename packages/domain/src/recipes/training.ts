import type { Role } from "../permissions";
import { exact, toDecimal } from "../quantity";

/**
 * Who must read a recipe (decision 0025): members of some roles, at some locations. An empty
 * list means no limit on that side, so a requirement with both empty is for everyone.
 */
export interface ReadingRequirement {
  roles: readonly Role[];
  locationIds: readonly string[];
}

/** A member as training sees them: their role, and their locations (null: every location). */
export interface Reader {
  role: Role;
  locationIds: readonly string[] | null;
}

/**
 * Whether `reader` must read a recipe required by `requirement`: their role is named (or none
 * is), and they work at one of the named locations (or none is named). A member who works at
 * every location works at each of them, so a requirement for one location includes them.
 */
export function mustRead(reader: Reader, requirement: ReadingRequirement): boolean {
  if (requirement.roles.length > 0 && !requirement.roles.includes(reader.role)) return false;
  if (requirement.locationIds.length === 0 || reader.locationIds === null) return true;
  return reader.locationIds.some((id) => requirement.locationIds.includes(id));
}

/**
 * Where a member stands with a required recipe: they acknowledged the version the kitchen cooks
 * now, an older one (the recipe changed since: read it again), or none.
 */
export type ReadingStatus = "read_current" | "read_older" | "not_read";

export function readingStatus(
  currentVersion: number,
  lastReadVersion: number | null,
): ReadingStatus {
  if (lastReadVersion === null) return "not_read";
  return lastReadVersion >= currentVersion ? "read_current" : "read_older";
}

/**
 * A step's time for people: "45 min", "1 h 30 min", "8 h", "1.5 min". Exact: the minutes are a
 * decimal string, never a float.
 */
export function describeMinutes(minutes: string): string {
  const total = exact(minutes);
  const hours = total.div(60).floor();
  const rest = total.sub(hours.mul(60));
  if (hours.equals(0)) return `${toDecimal(rest, 2)} min`;
  if (rest.equals(0)) return `${toDecimal(hours, 0)} h`;
  return `${toDecimal(hours, 0)} h ${toDecimal(rest, 2)} min`;
}

/** "180 °C", "350 °F", "-18 °C". */
export function describeTemperature(value: string, unit: "C" | "F"): string {
  return `${toDecimal(value, 1)} °${unit}`;
}
