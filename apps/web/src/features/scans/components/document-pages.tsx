import { CHECK_BELOW, type Scan } from "@larder/contracts";
import { Download, ZoomIn, ZoomOut } from "lucide-react";
import { useState } from "react";
import { scanFileUrl, scanPageUrl, type ScanArea } from "@/features/scans/api/scans";

/** What each header field is called beside its mark on the page. */
const FIELD_NAMES: Record<Scan["places"][number]["field"], string> = {
  invoiceNumber: "Number",
  date: "Date",
  dueDate: "Due",
  subtotal: "Subtotal",
  tax: "Tax",
  total: "Total",
};

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
  const unsure = scan.places.filter((place) => place.confidence < CHECK_BELOW);
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
              <div key={page.page} className={zoomed ? "relative w-max" : "relative"}>
                <img
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
                {scan.places
                  .filter((place) => place.page === page.page)
                  .map((place) => (
                    <PlaceMark key={place.field} place={place} named={zoomed} />
                  ))}
              </div>
            ))}
          </div>
          {scan.places.length > 0 ? (
            <p className="text-xs text-brand-950/70">
              {unsure.length > 0
                ? `Outlined on the page: where each field was read. In amber, the ${unsure.length === 1 ? "one" : `${unsure.length}`} to check.`
                : "Outlined on the page: where each field was read."}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * A header field's place on the page: outlined, in amber when it is to be checked; named
 * beside it once the page is drawn large enough to have room for the name.
 */
function PlaceMark({ place, named }: { place: Scan["places"][number]; named: boolean }) {
  const check = place.confidence < CHECK_BELOW;
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute rounded-sm ring-2 ${
        check ? "bg-saffron/20 ring-saffron" : "ring-brand-700/50"
      }`}
      style={{
        left: percent(Math.max(0, place.box.x - 0.004)),
        top: percent(Math.max(0, place.box.y - 0.003)),
        width: percent(place.box.width + 0.008),
        height: percent(place.box.height + 0.006),
      }}
    >
      {named ? (
        <span
          className={`absolute top-1/2 -translate-y-1/2 whitespace-nowrap rounded px-1 text-xs font-semibold leading-4 ${
            // On the side with room: left of what stands on the page's right half.
            place.box.x > 0.5 ? "right-full mr-1" : "left-full ml-1"
          } ${check ? "bg-saffron text-brand-950" : "bg-brand-800 text-white"}`}
        >
          {FIELD_NAMES[place.field]}
        </span>
      ) : null}
    </span>
  );
}
