import { PASSKEYS_API as API } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { sentCredential } from "@/lib/passkey-credential";

/** The person's passkeys, and whether this session has proved one. */
export const passkeysQuery = queryOptions({
  queryKey: ["me", "passkeys"],
  queryFn: () => callApi(API.list, {}),
});

/** The browser's passkey prompt; its code loads only when someone uses a passkey. */
const webauthn = () => import("@simplewebauthn/browser");

/** Asks the browser for a passkey, then sends it to the server. */
async function addPasskey(name: string | undefined): Promise<{ id: string }> {
  const { startRegistration } = await webauthn();
  const { challengeId, options } = await callApi(API.addOptions, {});
  const credential = await startRegistration({ optionsJSON: options as never });
  return callApi(API.add, {
    body: { challengeId, credential: sentCredential(credential), ...(name ? { name } : {}) },
  });
}

/** Has the browser sign a challenge with one of the person's passkeys. */
async function confirmPasskey(): Promise<void> {
  const { startAuthentication } = await webauthn();
  const { challengeId, options } = await callApi(API.confirmOptions, {});
  const credential = await startAuthentication({ optionsJSON: options as never });
  await callApi(API.confirm, { body: { challengeId, credential: sentCredential(credential) } });
}

/** After a passkey changes, the workspace's requirement may be met: read everything again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: addPasskey, onSettled: refresh });
}

export function useConfirmPasskey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: confirmPasskey, onSettled: refresh });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callApi(API.rename, { params: { passkeyId: id }, body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(API.remove, { params: { passkeyId: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

/** A browser's refusal ("NotAllowedError" when the person cancels) in words. */
export function passkeyErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.name === "NotAllowedError" || /cancel|not allowed|timed out/i.test(error.message))
    return "The passkey prompt was closed or timed out. Nothing was changed; try again when you are ready.";
  // Should the page's address not have been checked first (passkey-address.ts).
  if (error.name === "SecurityError")
    return "This browser does not allow Larder's passkeys at this address. Open Larder at the address it was set up with (its APP_URL) and try again.";
  if (error.name === "InvalidStateError")
    return "This device already holds a passkey for your Larder account.";
  return null;
}
