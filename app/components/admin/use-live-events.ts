import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** An event of the back office's stream (/admin/events), as its `data` line carries it. */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

/*
 * One EventSource per page, shared by every hook that listens (the screen and the sidebar's count):
 * browsers allow only six connections to one host over HTTP/1.1, and each open stream holds one, so
 * a stream per hook would soon starve a few open admin tabs.
 */
let shared: { source: EventSource; users: number } | null = null;

function acquireStream(): { source: EventSource; release: () => void } {
  shared ??= { source: new EventSource("/admin/events"), users: 0 };
  shared.users += 1;
  const mine = shared;
  return {
    source: mine.source,
    release() {
      mine.users -= 1;
      if (mine.users === 0) {
        mine.source.close();
        if (shared === mine) shared = null;
      }
    },
  };
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
    const { source, release } = acquireStream();
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
    return () => {
      for (const name of names) source.removeEventListener(name, listener);
      source.removeEventListener("error", onError);
      source.removeEventListener("open", onOpen);
      release();
    };
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
