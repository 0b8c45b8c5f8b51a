/**
 * Why a command refused, in the kitchen's words and without HTTP: services throw these, and the
 * server's one error handler gives each kind its status (not found 404, conflict 409, invalid
 * 400, not allowed 403, unavailable 503). `code` is a stable name for programs; `message` is the
 * sentence a person reads.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: "not_found" | "conflict" | "invalid" | "not_allowed" | "unavailable";
  constructor(
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The record does not exist in this workspace (or the person may not see it). */
export class NotFoundError extends DomainError {
  readonly kind = "not_found";
}

/** The request is sound, but the records' state does not allow it now (already sent, in use). */
export class ConflictError extends DomainError {
  readonly kind = "conflict";
}

/** What was sent breaks a rule that the schema alone cannot check. */
export class InvalidError extends DomainError {
  readonly kind = "invalid";
}

/** This person may not do this, whatever their role's permissions say (a demo, the last owner). */
export class NotAllowedError extends DomainError {
  readonly kind = "not_allowed";
}

/** Something outside Larder that this needs is not there (mail, Google) right now. */
export class UnavailableError extends DomainError {
  readonly kind = "unavailable";
}
