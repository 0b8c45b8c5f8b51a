import type { Scan } from "@larder/contracts";
import type { ReactNode } from "react";
import { Notice } from "@/components/ui/notice";

/**
 * What a document's review says instead of its form, when it has no form to show: still being
 * read (the page fills in by itself), not readable and why, approved (`approved`: where it went),
 * discarded, or waiting for someone whose role may approve it. Null when the form is for now.
 */
export function scanState(
  scan: Scan,
  words: { document: string; approved: ReactNode; reviewer: string },
  canReview: boolean,
): ReactNode {
  if (scan.status === "reading")
    return (
      <Notice tone="info">
        Reading{" "}
        {scan.pages
          ? `page ${Math.min(scan.pagesDone + 1, scan.pages)} of ${scan.pages}`
          : `the ${words.document}`}
        … this page fills in by itself.
      </Notice>
    );
  if (scan.status === "failed") return <Notice tone="error">{scan.error}</Notice>;
  if (scan.status === "approved") return <Notice tone="success">{words.approved}</Notice>;
  if (scan.status === "discarded")
    return <Notice tone="info">This {words.document} was discarded.</Notice>;
  if (!canReview)
    return <Notice tone="info">Someone who {words.reviewer} will review this one.</Notice>;
  return null;
}
