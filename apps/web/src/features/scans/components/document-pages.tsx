import type { Scan } from "@larder/contracts";
import { Download, ZoomIn, ZoomOut } from "lucide-react";
import { useState } from "react";
import { scanFileUrl, scanPageUrl, type ScanArea } from "@/features/scans/api/scans";

/**
 * The document as the supplier sent it, page by page (drawn small by the server), beside what
 * was read from it, fitted to the column or zoomed to the drawing's own size (scrolled in its
 * box) to read small print; and the file itself, as uploaded.
 */
export function DocumentPages({
  workspaceId,
  area,
  scan,
}: {
  workspaceId: string;
  area: ScanArea;
  scan: Scan;
}) {
  const kb = Math.max(1, Math.round(scan.fileSize / 1024));
  const [zoomed, setZoomed] = useState(false);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">{scan.fileName}</p>
        {scan.status !== "failed" && scan.status !== "discarded" ? (
          <a
            href={scanFileUrl(workspaceId, area, scan.id)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 hover:underline sm:min-h-0"
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Original (
            {kb.toLocaleString("en-US")} KB)
          </a>
        ) : null}
      </div>
      {scan.pageImages.length === 0 ? (
        <p className="rounded-xl bg-brand-950/5 p-4 text-sm text-brand-950/70">
          {scan.status === "reading"
            ? "The pages appear here once the document has been read."
            : "No picture of this document's pages could be made; download the original to see it."}
        </p>
      ) : (
        <>
          <button
            type="button"
            aria-pressed={zoomed}
            onClick={() => setZoomed((before) => !before)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:min-h-9"
          >
            {zoomed ? (
              <ZoomOut aria-hidden="true" className="h-4 w-4" />
            ) : (
              <ZoomIn aria-hidden="true" className="h-4 w-4" />
            )}
            Zoom in on the pages
          </button>
          <div
            className={
              zoomed
                ? "max-h-[75vh] space-y-3 overflow-auto rounded-xl border border-brand-900/10"
                : "space-y-3"
            }
            // A box that scrolls is reached by the keyboard too.
            tabIndex={zoomed ? 0 : undefined}
            role={zoomed ? "region" : undefined}
            aria-label={zoomed ? "The pages, zoomed in" : undefined}
          >
            {scan.pageImages.map((page) => (
              <img
                key={page.page}
                src={scanPageUrl(workspaceId, area, scan.id, page.page)}
                width={page.width}
                height={page.height}
                alt={`Page ${page.page + 1} of ${scan.pageImages.length} of ${scan.fileName}`}
                className={
                  zoomed
                    ? "h-auto max-w-none bg-white"
                    : "h-auto w-full rounded-xl border border-brand-900/10 bg-white shadow-sm"
                }
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
