import type { PasskeyAddress } from "@larder/contracts";

/** The page as the browser sees it: where it was opened, and whether it counts as secure. */
export interface PageAddress {
  origin: string;
  isSecureContext: boolean;
}

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/**
 * Why passkeys cannot work on this page, in words that say what to do, or null when they can.
 * A browser offers a site's passkeys only on the relying party's host (APP_URL's, decision
 * 0034), never on an IP address, and only on https:// or http://localhost; Larder accepts answers
 * only from APP_URL's origin. Asked before the attempt, so the browser's own error ("127.0.0.1
 * is an invalid domain") never shows. `purpose` finishes "open Larder at … to …".
 */
export function passkeyAddressProblem(
  page: PageAddress,
  address: PasskeyAddress,
  purpose: string,
): string | null {
  if (page.origin !== address.origin)
    return `Passkeys here belong to ${address.host}: open Larder at ${address.origin} to ${purpose} (or ask whoever runs this server to set APP_URL to the address you use).`;
  if (IP_ADDRESS.test(address.host))
    return `Passkeys need Larder at a name such as localhost or larder.example.com, not at an IP address: ask whoever runs this server to set APP_URL to one.`;
  if (!page.isSecureContext)
    return `Passkeys need Larder on an https:// address (or http://localhost): ask whoever runs this server to serve it over https.`;
  return null;
}

/** This page's address, for {@link passkeyAddressProblem}. */
export function currentPageAddress(): PageAddress {
  return { origin: window.location.origin, isSecureContext: window.isSecureContext };
}
