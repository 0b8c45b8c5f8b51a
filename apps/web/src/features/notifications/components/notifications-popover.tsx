import { useQuery } from "@tanstack/react-query";
import { Bell, TriangleAlert } from "lucide-react";
import type { Notification } from "@larder/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DisclosureMenu } from "@/components/ui/disclosure-menu";
import { badgeCount } from "@/lib/figures";
import { formatRelativeTime } from "@/lib/format";
import { notificationsQuery, useMarkAllRead } from "@/features/notifications/api/notifications";

/**
 * One alert: a link to what it is about (an item's page) where it names something, closing the
 * popover on the way.
 */
function NotificationEntry({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const body = (
    <>
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-tomato-deep" />
      <span className="block min-w-0 text-sm">
        <span className="block font-semibold text-brand-950">
          {notification.title}
          {notification.read ? null : <span className="sr-only"> (new)</span>}
        </span>
        <span className="block text-brand-950/80">{notification.message}</span>
        <span className="mt-0.5 block text-xs text-brand-950/75">
          <time dateTime={notification.timestamp}>
            {formatRelativeTime(notification.timestamp)}
          </time>
        </span>
      </span>
    </>
  );
  const look = `flex gap-2.5 rounded-lg px-2 py-2 ${notification.read ? "" : "bg-saffron/10"}`;
  if (!notification.link) return <div className={look}>{body}</div>;
  return (
    <Link to={notification.link} onClick={onOpen} className={`${look} hover:bg-brand-50`}>
      {body}
    </Link>
  );
}

/**
 * The Notifications popover, opened from the bell (with its count badge) or from a labelled
 * button such as the dashboard's 'Alerts'. 'Mark all as read' marks them read, then closes.
 */
export function NotificationsPopover({
  workspaceId,
  trigger = "bell",
  align = "end",
}: {
  workspaceId: string;
  trigger?: "bell" | "alerts";
  align?: "start" | "end";
}) {
  const { data } = useQuery(notificationsQuery(workspaceId));
  const markAllRead = useMarkAllRead(workspaceId);
  const unread = data?.unread ?? 0;
  const notifications = data?.notifications ?? [];
  const summary = unread > 0 ? `${unread} new notification(s)` : "No new notifications";
  // The button is named by what it shows first ("Alerts"; the bell says "Notifications"), then
  // the count its badge shows (WCAG 2.5.3, label in name).
  const name = `${trigger === "alerts" ? "Alerts" : "Notifications"}, ${
    unread === 0 ? "no new notifications" : `${unread} new notification${unread === 1 ? "" : "s"}`
  }`;

  const badge: ReactNode =
    unread > 0 ? (
      <span
        aria-hidden="true"
        className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-tomato px-1 text-[0.7rem] font-bold text-white"
      >
        {badgeCount(unread)}
      </span>
    ) : null;

  return (
    <DisclosureMenu
      label={name}
      chevron={false}
      align={align}
      panelWidth="w-80"
      buttonClassName={
        trigger === "bell"
          ? "relative inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-900/15 bg-white text-brand-900 hover:bg-brand-50 aria-expanded:bg-brand-50"
          : "relative inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-brand-900/20 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50 aria-expanded:bg-brand-50 sm:min-h-10"
      }
      button={
        <>
          <Bell aria-hidden="true" className="h-5 w-5" />
          {trigger === "alerts" ? <span>Alerts</span> : null}
          {/* A space between the word and the count, so that what shows reads "Alerts 3", the
              start of the name (axe-core joins adjacent elements' text without one). */}
          {trigger === "alerts" && badge ? " " : null}
          {badge}
        </>
      }
    >
      {(close) => (
        <div className="p-1.5">
          <div className="flex items-start justify-between gap-3 px-1.5 pb-2">
            <div>
              <p className="font-bold text-brand-950">Notifications</p>
              <p className="text-xs text-brand-950/70">{summary}</p>
            </div>
            <button
              type="button"
              disabled={markAllRead.isPending}
              onClick={() =>
                unread > 0 ? markAllRead.mutate(undefined, { onSuccess: close }) : close()
              }
              className="min-h-10 shrink-0 rounded-lg px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50"
            >
              Mark all as read
            </button>
          </div>
          {notifications.length === 0 ? (
            <p className="px-1.5 py-6 text-center text-sm text-brand-950/70">
              No notifications at this time
            </p>
          ) : (
            <ul className="space-y-1">
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <NotificationEntry notification={notification} onOpen={close} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DisclosureMenu>
  );
}
