/** A minimal server-sent-events reader over fetch, for tests. */
export interface EventStreamClient {
  status: number;
  contentType: string;
  /** the comment lines received so far, without the leading colon ("connected", "heartbeat …") */
  comments: string[];
  /** resolves with the first event of that type (rejects after the timeout) */
  next(type: string, timeoutMs?: number): Promise<{ type: string; data: unknown }>;
  close(): void;
}

export async function openEventStream(url: string, cookie?: string): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual", signal: controller.signal });
  const events: { type: string; data: unknown }[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const comment of block.match(/^:.*$/gm) ?? []) comments.push(comment.slice(1).trim());
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data) {
              events.push({ type, data: JSON.parse(data) });
              waiters.splice(0).forEach((wake) => wake());
            }
          }
        }
      } catch {
        /* aborted */
      }
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    comments,
    async next(type, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((event) => event.type === type);
        if (index >= 0) return events.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${type}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
