import { Camera } from "lucide-react";
import { useUploadPhoto } from "@/features/purchasing/api/orders";
import { errorMessage } from "@/lib/forms";

/**
 * A photo of what came damaged or different, taken or chosen on the spot: uploaded at once, its
 * name shown once attached (`photoName`), replaced by choosing another.
 */
export function PhotoInput({
  workspaceId,
  itemName,
  photoName,
  onUploaded,
}: {
  workspaceId: string;
  itemName: string;
  photoName: string | null;
  onUploaded: (photoId: string, photoName: string) => void;
}) {
  const upload = useUploadPhoto(workspaceId);
  const action = photoName !== null ? "Replace photo" : "Add a photo";
  return (
    <div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-900/20 bg-white px-3.5 text-sm font-semibold text-brand-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 hover:bg-brand-50 sm:min-h-10">
        <Camera aria-hidden="true" className="h-4 w-4" />
        {action}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          // The name begins with the words shown, as speech input users say them.
          aria-label={`${action} of ${itemName}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            upload.mutate(file, { onSuccess: ({ id }) => onUploaded(id, file.name) });
          }}
        />
      </label>
      {upload.isPending ? (
        <span className="ml-2 text-sm text-brand-950/70">Uploading…</span>
      ) : photoName ? (
        <span className="ml-2 text-sm text-brand-800">{photoName} attached</span>
      ) : null}
      {upload.error ? (
        <p className="mt-1 text-sm font-medium text-tomato">{errorMessage(upload.error)}</p>
      ) : null}
    </div>
  );
}
