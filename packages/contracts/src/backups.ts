import { z } from "zod";

/** How a backup came to be: on the schedule, or asked for ("Back up now", `larder backup`). */
export const BACKUP_KINDS = ["automatic", "manual"] as const;
export const backupKindSchema = z.enum(BACKUP_KINDS);
export type BackupKind = z.infer<typeof backupKindSchema>;

/** One archive in the server's backup folder (decision 0033). */
export const backupFileSchema = z.object({
  name: z.string(),
  kind: backupKindSchema,
  createdAt: z.iso.datetime(),
  bytes: z.number().int().nonnegative(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** Settings → Backups: the archives kept, newest first, and how they are made. */
export const backupsSchema = z.object({
  backups: z.array(backupFileSchema),
  /** A backup is being written now. */
  running: z.boolean(),
  /** Hours between automatic backups; 0 when they are off (BACKUP_EVERY_HOURS). */
  everyHours: z.number().nonnegative(),
  /** How many of each kind are kept (BACKUP_KEEP). */
  keep: z.number().int().positive(),
  /** The last backup that failed since the server started, if the one after it has not succeeded. */
  lastFailure: z.object({ at: z.iso.datetime(), message: z.string() }).nullable(),
});
export type Backups = z.infer<typeof backupsSchema>;
