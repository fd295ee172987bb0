import net from "node:net";

/**
 * A TCP relay in front of a server (PostgreSQL in the tests) that can play a silent network
 * partition: `hold()` stops passing bytes both ways while every socket stays open, and new
 * connections are accepted but not answered, as when packets are dropped between two machines
 * that still think the other is there (no reset, no close). `heal()` passes everything held since,
 * in order, as TCP would deliver it once the network is back.
 */
export interface TcpRelay {
  /** where clients connect: 127.0.0.1 and a free port */
  host: string;
  port: number;
  /** the connection string of `url` rewritten to go through the relay */
  through(url: string): string;
  hold(): void;
  heal(): void;
  readonly holding: boolean;
  /** connections accepted so far */
  readonly accepted: number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
  /** bytes from the client not yet written upstream (held, or before upstream connected) */
  pendingUp: Buffer[];
  /** an end that reached one side while holding, passed on at heal */
  closedWhileHolding: boolean;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  let holding = false;
  let accepted = 0;
  const pairs = new Set<Pair>();

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.setNoDelay(true);
    upstream.on("connect", () => {
      for (const chunk of pair.pendingUp.splice(0)) upstream.write(chunk);
    });
    // While holding, a paused socket keeps what arrives in the kernel's buffers: nothing is lost.
    upstream.on("data", (chunk) => pair.client.write(chunk));
    upstream.on("error", () => pair.client.destroy());
    upstream.on("close", () => (holding ? (pair.closedWhileHolding = true) : pair.client.destroy()));
    if (holding) upstream.pause();
  };

  const server = net.createServer((client) => {
    accepted += 1;
    const pair: Pair = { client, upstream: null, pendingUp: [], closedWhileHolding: false };
    pairs.add(pair);
    client.setNoDelay(true);
    client.on("data", (chunk) => {
      if (pair.upstream && pair.upstream.readyState === "open") pair.upstream.write(chunk);
      else pair.pendingUp.push(chunk);
    });
    client.on("error", () => pair.upstream?.destroy());
    client.on("close", () => {
      if (holding) return void (pair.closedWhileHolding = true);
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (holding) {
      // accepted, but nothing answers: the upstream connection is made only when the network heals
      client.pause();
      return;
    }
    connectUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    host: "127.0.0.1",
    port,
    through(url: string) {
      const rewritten = new URL(url);
      rewritten.hostname = "127.0.0.1";
      rewritten.port = String(port);
      return rewritten.toString();
    },
    hold() {
      holding = true;
      for (const pair of pairs) {
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    heal() {
      holding = false;
      for (const pair of [...pairs]) {
        if (pair.closedWhileHolding || pair.client.destroyed) {
          pair.client.destroy();
          pair.upstream?.destroy();
          pairs.delete(pair);
          continue;
        }
        if (!pair.upstream) connectUpstream(pair);
        pair.client.resume();
        pair.upstream?.resume();
      }
    },
    get holding() {
      return holding;
    },
    get accepted() {
      return accepted;
    },
    close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      pairs.clear();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
