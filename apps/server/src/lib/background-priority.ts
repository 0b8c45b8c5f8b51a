import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/** The niceness background threads take: below requests, above nothing. */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers the priority of the calling worker thread (forecasting, reading a sales file or a
 * table) so that, on a busy machine, the server's thread and the database's processes serving requests
 * get the cores first: forecasting or reading a file takes a little longer instead of a chef's
 * screen. On Linux a thread has its own id (/proc/thread-self); elsewhere nothing changes.
 * Returns whether it could.
 */
export function giveWayToRequests(): boolean {
  try {
    const link = readlinkSync("/proc/thread-self"); // "<pid>/task/<tid>"
    const tid = Number(link.split("/").pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, BACKGROUND_NICENESS);
    return true;
  } catch {
    // Not Linux: the thread keeps the process's priority.
    return false;
  }
}
