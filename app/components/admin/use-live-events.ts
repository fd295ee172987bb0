import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** An event of the back office's stream (/admin/events), as its `data` line carries it. */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * Keeps a screen's data live: one EventSource on /admin/events; when an event of one of `types`
 * arrives and `filter` accepts it, the route's loaders run again (no reload, nothing typed lost).
 * Events sent while the stream was down (a restart, a network drop) are never replayed, so a
 * reconnect reloads the data too.
 */
export function useLiveRevalidation(types: readonly string[], filter: (event: LiveEvent) => boolean = () => true): void {
  const { revalidate } = useRevalidator();
  // The latest filter, without reopening the stream each time the screen renders.
  const accepts = useRef(filter);
  accepts.current = filter;
  const typeList = types.join(" ");

  useEffect(() => {
    const source = new EventSource("/admin/events");
    const refresh = () => void revalidate();
    const onEvent = (message: MessageEvent<string>) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      if (accepts.current(event)) refresh();
    };
    const names = typeList.split(" ").filter(Boolean);
    for (const name of names) source.addEventListener(name, onEvent);
    let lost = false;
    const onError = () => {
      lost = true;
    };
    const onOpen = () => {
      if (lost) refresh();
      lost = false;
    };
    source.addEventListener("error", onError);
    source.addEventListener("open", onOpen);
    return () => source.close();
  }, [revalidate, typeList]);
}
