import { UnsupportedFileError } from "@larder/domain";
import type { FastifyInstance, onRequestHookHandler, preValidationHookHandler } from "fastify";
import { UserFacingError } from "../plugins/errors";

/**
 * Lets routes of this plugin take a file as the request body itself, as bytes, whatever its
 * declared type (each route says which types it accepts with {@link acceptFileBody}). With
 * `json: false` a JSON body is bytes too, so it gets the route's 415, not a JSON error.
 */
export function parseFileBodies(
  app: FastifyInstance,
  bodyLimit: number,
  options: { json: boolean } = { json: true },
): void {
  if (!options.json) app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

const mediaType = (header: string | undefined) =>
  (header ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * Hooks for a route that takes a file as its body. Before the body is read (`onRequest`), a
 * declared length over the limit is refused (413). After the caller's rights are checked
 * (`preValidation`, so a stranger still gets 401 and a member without the right 403), a
 * content type the route does not take is refused with a 415 that says what it takes. A body
 * sent without a content type is let through and judged by its bytes.
 */
export function acceptFileBody(options: {
  types: readonly string[];
  maxBytes: number;
  /** What the route takes, in words: "a photo as a JPEG, PNG or WebP image". */
  what: string;
  tooLarge: string;
}): { onRequest: onRequestHookHandler; preValidation: preValidationHookHandler } {
  return {
    onRequest: async (request) => {
      const length = Number(request.headers["content-length"] ?? 0);
      if (length > options.maxBytes)
        throw new UserFacingError(413, "file_too_large", options.tooLarge);
    },
    preValidation: async (request) => {
      const declared = mediaType(request.headers["content-type"]);
      if (declared !== "" && !options.types.includes(declared))
        throw new UnsupportedFileError(
          "unsupported_file",
          `Upload ${options.what}, sent as the request body with Content-Type ${listed(options.types)}. ${declared} is not accepted here.`,
        );
    },
  };
}

const listed = (types: readonly string[]) =>
  types.length === 1 ? types[0]! : `${types.slice(0, -1).join(", ")} or ${types.at(-1)!}`;
