import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/** The niceness background threads take: below requests, above nothing. */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers the priority of the calling thread (a worker thread or the invoice reader's process)
 * so that, on a busy machine, the server's thread and the database's processes serving requests
 * get the cores first: forecasting or reading a file takes a little longer instead of a chef's
 * screen. On Linux a thread has its own id (/proc/thread-self); elsewhere the whole process is
 * lowered only when it is a process of its own. Returns whether it could.
 */
export function giveWayToRequests(ownProcess = false): boolean {
  try {
    const link = readlinkSync("/proc/thread-self"); // "<pid>/task/<tid>"
    const tid = Number(link.split("/").pop());
    if (Number.isInteger(tid) && tid > 0) {
      setPriority(tid, BACKGROUND_NICENESS);
      return true;
    }
  } catch {
    // Not Linux: fall through.
  }
  if (!ownProcess) return false;
  try {
    setPriority(BACKGROUND_NICENESS);
    return true;
  } catch {
    return false;
  }
}
