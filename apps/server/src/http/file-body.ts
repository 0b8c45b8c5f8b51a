import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { UserFacingError } from "../plugins/errors";

/**
 * Lets routes of this plugin take a file as the request body itself, as bytes, whatever its
 * declared type (each route says which types it accepts with {@link acceptFileBody}).
 */
export function parseFileBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

const mediaType = (header: string | undefined) =>
  (header ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * An `onRequest` hook that refuses, before the body is read, a file sent with a content type
 * the route does not take (415, saying what it takes) or declared larger than the route takes
 * (413). A body sent without a content type is let through and judged by its bytes.
 */
export function acceptFileBody(options: {
  types: readonly string[];
  maxBytes: number;
  /** What the route takes, in words: "a photo as a JPEG, PNG or WebP image". */
  what: string;
  tooLarge: string;
}): onRequestHookHandler {
  return async (request) => {
    const declared = mediaType(request.headers["content-type"]);
    if (declared !== "" && !options.types.includes(declared))
      throw new UserFacingError(
        415,
        "unsupported_file",
        `Upload ${options.what}, sent as the request body with Content-Type ${listed(options.types)}. ${declared} is not accepted here.`,
      );
    const length = Number(request.headers["content-length"] ?? 0);
    if (length > options.maxBytes)
      throw new UserFacingError(413, "file_too_large", options.tooLarge);
  };
}

const listed = (types: readonly string[]) =>
  types.length === 1 ? types[0]! : `${types.slice(0, -1).join(", ")} or ${types.at(-1)!}`;
