import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** An event of the back office's stream (/admin/events), as its `data` line carries it. */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * Calls `onEvent` for each event of one of `types` on the back office's stream (/admin/events), and
 * `onReconnect` when the stream comes back after a drop: events sent while it was down (a restart,
 * a network drop) are never replayed, so whatever they would have changed must be reloaded.
 */
export function useLiveEvents(types: readonly string[], onEvent: (event: LiveEvent) => void, onReconnect: () => void = () => {}): void {
  // The latest handlers, without reopening the stream each time the screen renders.
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  const typeList = types.join(" ");

  useEffect(() => {
    const source = new EventSource("/admin/events");
    const listener = (message: MessageEvent<string>) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      handlers.current.onEvent(event);
    };
    const names = typeList.split(" ").filter(Boolean);
    for (const name of names) source.addEventListener(name, listener);
    let lost = false;
    const onError = () => {
      lost = true;
    };
    const onOpen = () => {
      if (lost) handlers.current.onReconnect();
      lost = false;
    };
    source.addEventListener("error", onError);
    source.addEventListener("open", onOpen);
    return () => source.close();
  }, [typeList]);
}

/**
 * Keeps a screen's data live: when an event of one of `types` arrives and `filter` accepts it, the
 * route's loaders run again (no reload, nothing typed lost); a reconnect reloads the data too.
 */
export function useLiveRevalidation(types: readonly string[], filter: (event: LiveEvent) => boolean = () => true): void {
  const { revalidate } = useRevalidator();
  const refresh = () => void revalidate();
  useLiveEvents(types, (event) => filter(event) && refresh(), refresh);
}
