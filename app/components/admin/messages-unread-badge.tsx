import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useLiveEvents } from "./use-live-events";

// not under /admin/messages/: a client-side match there would be taken for a message id
export const UNREAD_COUNT_PATH = "/admin/unread-messages";
const COUNT_CHANGING_EVENTS = ["contact.created", "contact.deleted", "messages.changed"];

/**
 * The sidebar's count of unread messages: rendered by the server with the page, then kept live by
 * fetching the count alone whenever a message arrives, goes or is read (not the whole page).
 */
export function MessagesUnreadBadge({ initial }: { initial: number }) {
  const fetcher = useFetcher<{ unread: number }>();
  const [unread, setUnread] = useState(initial);
  // whichever is newer wins: the page's own reload, or the live fetch
  useEffect(() => setUnread(initial), [initial]);
  useEffect(() => {
    if (fetcher.data) setUnread(fetcher.data.unread);
  }, [fetcher.data]);
  const reload = () => void fetcher.load(UNREAD_COUNT_PATH);
  useLiveEvents(COUNT_CHANGING_EVENTS, reload, reload);
  if (unread <= 0) return <span data-testid="unread-count" hidden />;
  return (
    <span data-testid="unread-count" className="ml-2 inline-flex min-w-6 justify-center rounded-full bg-accent-700 px-2 text-xs font-bold text-white">
      {unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}
