/**
 * The relying party passkeys are made for: Larder at its public address (APP_URL). The
 * passkey's RP ID is the address's host name, and browsers only offer a passkey on that host;
 * answers are accepted only from the address's origin.
 */
export interface RelyingParty {
  /** "Larder", shown by the browser when a passkey is made. */
  name: string;
  /** The host name of APP_URL, e.g. "larder.example.com". */
  id: string;
  /** The origin of APP_URL, e.g. "https://larder.example.com". */
  origin: string;
}

export function relyingPartyOf(appUrl: string): RelyingParty {
  const url = new URL(appUrl);
  return { name: "Larder", id: url.hostname, origin: url.origin };
}

/** Where the passkeys work, as the API tells the pages (the profile, /login). */
export function passkeyAddressOf(party: RelyingParty): { host: string; origin: string } {
  return { host: party.id, origin: party.origin };
}

/** A user's WebAuthn user handle: the 16 bytes of their id, nothing personal. */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll("-", ""), "hex"));
}

/** The user id a user handle (base64url) names, or null when it is not one of ours. */
export function userIdOfHandle(handle: string | undefined): string | null {
  if (!handle) return null;
  const hex = Buffer.from(handle, "base64url").toString("hex");
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
