import type { ApiError } from "@larder/contracts";
import { DomainError, TooManyRequestsError } from "@larder/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { describeDatabaseError, isPostgresError } from "./database-errors";

/** The status each kind of domain error is answered with. */
export const DOMAIN_ERROR_STATUS: Record<DomainError["kind"], number> = {
  invalid: 400,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
  not_signed_in: 401,
  unsupported_file: 415,
  unusable_file: 422,
  too_many: 429,
};

/**
 * A failure of the HTTP exchange itself that the user can act on (signed out, too large, wrong
 * content type, too many requests): one status and one sentence. Services throw domain errors
 * (`@larder/domain`) instead.
 */
export class UserFacingError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
  /** For 429s: how long to wait, sent as Retry-After and in the body. */
  readonly retryAfterSeconds: number | undefined;
}

const messagesByStatus: Record<number, string> = {
  400: "The request could not be understood.",
  404: "There is nothing at this address.",
  405: "This address does not accept that kind of request.",
  413: "The request is too large.",
  415: "The request body must be sent as JSON.",
  429: "Too many requests. Please wait a moment and try again.",
};

function describeFrameworkError(error: FastifyError): ApiError {
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return { error: "invalid_json", message: "The request body is not valid JSON." };
  }
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return { error: "empty_body", message: "The request body is empty; send a JSON object." };
  }
  const status = error.statusCode ?? 400;
  return { error: error.code ?? "bad_request", message: messagesByStatus[status] ?? error.message };
}

/**
 * Maps every failure to one JSON shape (`ApiError`). Validation failures list each field in
 * words; anything unexpected is logged in full and answered without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? "This value is not valid.",
      }));
      const body: ApiError = {
        error: "invalid_request",
        message: issues.map((issue) => issue.message).join(" "),
        issues,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof DomainError) {
      const body: ApiError = { error: error.code, message: error.message };
      if (error instanceof TooManyRequestsError) {
        reply.header("retry-after", String(error.retryAfterSeconds));
        body.retryAfterSeconds = error.retryAfterSeconds;
      }
      return reply.status(DOMAIN_ERROR_STATUS[error.kind]).send(body);
    }
    if (error instanceof UserFacingError) {
      const body: ApiError = { error: error.code, message: error.message };
      if (error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(error.retryAfterSeconds));
        body.retryAfterSeconds = error.retryAfterSeconds;
      }
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(describeFrameworkError(error));
    }
    // A constraint the edge's validation should have caught: the request's fault, said in words.
    // Logged, because each one is validation still to be written.
    const known = isPostgresError(error) ? describeDatabaseError(error) : null;
    if (known) {
      request.log.warn({ err: error }, "the database refused a request that passed validation");
      return reply.status(known.status).send(known.body);
    }
    // A bug: logged in full with the request's id, which the answer gives for reference.
    request.log.error({ err: error }, "request failed");
    const body: ApiError = {
      error: "internal_error",
      message: `Something went wrong on our side and nothing was changed. Please try again. (Reference: ${request.id})`,
    };
    return reply.status(500).send(body);
  });
}
