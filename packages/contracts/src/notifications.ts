import { z } from "zod";

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(["low-stock", "price-rise", "approval"]),
  title: z.string(),
  message: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
  itemId: z.uuid().nullable(),
  locationId: z.uuid().nullable(),
  /** Where in the app it leads, when it leads somewhere. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** What the live event stream (`/events`) sends; the app refreshes what each one names. */
export const liveEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("stock"),
    locationIds: z.array(z.uuid()),
    itemIds: z.array(z.uuid()),
  }),
  z.object({ type: z.literal("notifications") }),
  z.object({ type: z.literal("count"), countId: z.uuid() }),
  z.object({ type: z.literal("items") }),
  /** A sales import moved on, or sales were recorded or mapped. */
  z.object({ type: z.literal("sales") }),
  /** A document being read moved on, or one was approved or discarded. */
  z.object({ type: z.literal("scans") }),
  /** An expense was recorded, changed or removed. */
  z.object({ type: z.literal("expenses") }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
