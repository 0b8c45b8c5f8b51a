import { hasControlCharacters } from "@larder/contracts";
import type { FastifyInstance } from "fastify";
import { UserFacingError } from "./errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The first place a control character (NUL above all) appears in a request's JSON, as a path
 * like `lines.2.unit`, or null. Keys count too. Tab and line breaks are left to each field's
 * schema, which decides whether the text may span lines.
 */
function controlCharacterAt(value: unknown, at: string): string | null {
  if (typeof value === "string") return hasControlCharacters(value, true) ? at : null;
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = controlCharacterAt(entry, at ? `${at}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    for (const [key, entry] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (hasControlCharacters(key, true)) return path;
      const found = controlCharacterAt(entry, path);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * A net under every API route's own schema, run before anything reads the request: text with a
 * control character is refused with a 400 that names where it is (PostgreSQL cannot store NUL,
 * and no person types one), and ids in the path are read in lower case, the form Larder stores,
 * so `/items/3F25…` finds the same item as `/items/3f25…`.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const params = request.params as Record<string, string> | undefined;
    for (const [part, value] of [
      ["address", params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const at = controlCharacterAt(value, "");
      if (at === null) continue;
      throw new UserFacingError(
        400,
        "control_character",
        `The ${part === "body" ? "field" : part === "query" ? "query parameter" : "address part"} "${at || "(the whole value)"}" contains an invisible control character (such as NUL). Remove it and try again.`,
      );
    }
    if (params) {
      for (const [name, value] of Object.entries(params))
        if (UUID.test(value)) params[name] = value.toLowerCase();
    }
  });
}
