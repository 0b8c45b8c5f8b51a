/**
 * Why a command refused, in the kitchen's words and without HTTP: services throw these, and the
 * server's one error handler gives each kind its status (not found 404, conflict 409, invalid
 * 400, not allowed 403, unavailable 503, not signed in 401, unsupported file 415, unusable file
 * 422, too many requests 429). `code` is a stable name for programs; `message` is the sentence a
 * person reads.
 */
export abstract class DomainError extends Error {
  abstract readonly kind:
    | "not_found"
    | "conflict"
    | "invalid"
    | "not_allowed"
    | "unavailable"
    | "not_signed_in"
    | "unsupported_file"
    | "unusable_file"
    | "too_many";
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

/** The caller is not who they must be to go on: signed out, or an API token that no longer works. */
export class NotSignedInError extends DomainError {
  readonly kind = "not_signed_in";
}

/** A file that is not a kind this place takes (a spreadsheet where a photo is wanted). */
export class UnsupportedFileError extends DomainError {
  readonly kind = "unsupported_file";
}

/** A file of the right kind that cannot be used: empty, damaged, too many pixels, a bomb. */
export class UnusableFileError extends DomainError {
  readonly kind = "unusable_file";
}

/** Asked too often: `retryAfterSeconds` says when to ask again. */
export class TooManyRequestsError extends DomainError {
  readonly kind = "too_many";
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}
