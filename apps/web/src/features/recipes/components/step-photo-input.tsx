import { Camera, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useUploadStepPhoto } from "@/features/recipes/api/method";
import { errorMessage } from "@/lib/forms";

/**
 * A step's photo, taken or chosen on the spot: shown at once from the phone's own copy,
 * uploaded (the server checks it by its bytes and re-encodes it), then kept by its id. Removing
 * it takes it off the step; the recipe's older versions keep theirs.
 */
export function StepPhotoInput({
  workspaceId,
  stepNumber,
  photoUrl,
  error,
  onChange,
}: {
  workspaceId: string;
  stepNumber: number;
  photoUrl: string | null;
  error?: string | undefined;
  onChange: (photoId: string | null, photoUrl: string | null) => void;
}) {
  const upload = useUploadStepPhoto(workspaceId);
  const [preview, setPreview] = useState<string | null>(null);
  // The phone's copy is shown only while it uploads; let it go afterwards.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? photoUrl;
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        {shown ? (
          <img
            src={shown}
            alt={`Photo of step ${stepNumber}`}
            className="h-11 w-16 rounded-lg border border-brand-900/10 object-cover sm:h-10"
          />
        ) : null}
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-900/20 bg-white px-3.5 text-sm font-semibold text-brand-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 hover:bg-brand-50 sm:min-h-10">
          <Camera aria-hidden="true" className="h-4 w-4" />
          {shown ? "Replace photo" : "Add a photo"}
          <span className="sr-only">, step {stepNumber}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (!file) return;
              setPreview(URL.createObjectURL(file));
              upload.mutate(file, {
                onSuccess: ({ id }) => onChange(id, URL.createObjectURL(file)),
                onSettled: () => setPreview(null),
              });
            }}
          />
        </label>
        {shown && !upload.isPending ? (
          <button
            type="button"
            onClick={() => onChange(null, null)}
            className="inline-flex min-h-11 items-center gap-1 rounded-xl px-2.5 text-sm font-semibold text-tomato hover:bg-tomato/10 sm:min-h-10"
          >
            <X aria-hidden="true" className="h-4 w-4" /> Remove
            <span className="sr-only"> the photo of step {stepNumber}</span>
          </button>
        ) : null}
        {upload.isPending ? (
          <span className="text-sm text-brand-950/70" role="status">
            Uploading…
          </span>
        ) : null}
      </div>
      {upload.error || error ? (
        <p className="mt-1 text-sm font-medium text-tomato">
          {errorMessage(upload.error) ?? error}
        </p>
      ) : null}
    </div>
  );
}
