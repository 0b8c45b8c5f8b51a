import { SCAN_LIMITS, type ScanSummary } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Camera, FileUp } from "lucide-react";
import { useState, type DragEvent } from "react";
import { Link } from "react-router";
import { errorMessage } from "@/lib/forms";
import { scansQuery, useUploadScan, type ScanArea } from "@/features/scans/api/scans";

const MEGABYTES = SCAN_LIMITS.fileBytes / (1024 * 1024);
const ACCEPT = ".pdf,.jpg,.jpeg,.png,.tif,.tiff,.webp,.heic,.heif,application/pdf,image/*";

interface Sent {
  key: string;
  name: string;
  state: "sending" | "sent" | "refused";
  scanId?: string;
  message?: string;
}

/** What became of a file sent, as the list of open documents says; reading until it does. */
function standing(scan: ScanSummary | undefined): string {
  if (!scan || scan.status === "reading")
    return scan?.pages
      ? `is being read (page ${Math.min(scan.pagesDone + 1, scan.pages)} of ${scan.pages}).`
      : "is being read.";
  if (scan.status === "failed")
    return `could not be read: ${(scan.error ?? "upload another copy").replace(/\.$/, "")}.`;
  if (scan.duplicateOf) return `was read. A second copy? ${scan.duplicateOf}`;
  return "was read.";
}

/**
 * Drop invoices (or receipts) here, choose several, or take a photo with the phone's camera.
 * Each file is sent as it is and read in the background; the list says, file by file, whether it
 * was taken (with a link to its review) or refused and why (a duplicate, not a document).
 */
export function DocumentDrop({
  workspaceId,
  area,
  orderId,
  reviewPath,
}: {
  workspaceId: string;
  area: ScanArea;
  orderId?: string;
  /** Where a document's review is, from its id. */
  reviewPath: (scanId: string) => string;
}) {
  const upload = useUploadScan(workspaceId, area);
  // Where each file sent stands now: the open documents follow the reading live.
  const { data: open } = useQuery(scansQuery(workspaceId, area, "open"));
  const [sent, setSent] = useState<Sent[]>([]);
  const [dragging, setDragging] = useState(false);
  const noun = area === "invoices" ? "invoices" : "receipts";

  const send = async (files: File[]) => {
    const batch = files.slice(0, SCAN_LIMITS.filesAtOnce).map((file) => ({
      file,
      key: crypto.randomUUID(),
    }));
    setSent((list) => [
      ...batch.map(({ file, key }) => ({
        key,
        name: file.name || "Photo",
        state: "sending" as const,
      })),
      ...list,
    ]);
    for (const { file, key } of batch) {
      const settle = (changes: Partial<Sent>) =>
        setSent((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
      try {
        const { id } = await upload.mutateAsync({ file, orderId });
        settle({ state: "sent", scanId: id });
      } catch (error) {
        settle({ state: "refused", message: errorMessage(error) ?? "It could not be sent." });
      }
    }
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };
  const picked = (files: FileList | null) => void send([...(files ?? [])]);

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`rounded-xl border-2 border-dashed px-4 py-6 text-center ${
          dragging ? "border-brand-500 bg-brand-50" : "border-brand-900/20"
        }`}
      >
        <FileUp aria-hidden="true" className="mx-auto h-8 w-8 text-brand-600" />
        <p className="mt-2 font-semibold text-brand-900">Drop {noun} here</p>
        <p className="text-sm text-brand-950/70">
          PDFs, scans or photos, up to {SCAN_LIMITS.filesAtOnce} at a time and {MEGABYTES} MB each.
          Larder reads them on this server; nothing is posted until you approve it.
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 sm:min-h-10">
            <FileUp aria-hidden="true" className="h-4 w-4" /> Choose files
            <input
              type="file"
              multiple
              accept={ACCEPT}
              className="sr-only"
              onChange={(event) => {
                picked(event.target.files);
                event.target.value = "";
              }}
            />
          </label>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-900/20 bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 sm:min-h-10">
            <Camera aria-hidden="true" className="h-4 w-4" /> Take a photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(event) => {
                picked(event.target.files);
                event.target.value = "";
              }}
            />
          </label>
        </div>
      </div>
      {sent.length > 0 ? (
        <ul
          aria-label="Files sent"
          aria-live="polite"
          className="divide-y divide-brand-900/5 text-sm"
        >
          {sent.map((item) => (
            <li key={item.key} className="py-2">
              <span className="font-semibold [overflow-wrap:anywhere]">{item.name}</span>{" "}
              {item.state === "sending" ? (
                <span className="text-brand-950/70">is being sent…</span>
              ) : item.state === "sent" ? (
                <span className="text-brand-950/70">
                  {standing(open?.find((scan) => scan.id === item.scanId))}{" "}
                  <Link
                    to={reviewPath(item.scanId!)}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    Review it
                  </Link>
                </span>
              ) : (
                <span className="font-medium text-tomato-deep">was not taken: {item.message}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
