// The Node floor for the load table: a bare node:http server answering each target's bytes with
// the product's headers from memory (one writeHead, one end), nothing else: no routing, no nonce,
// no log line. The product cannot be faster than this on the same machine with as many processes;
// what it adds on top is the price of what it does per response.
// With a process count above 1, that many processes share the port through Node's cluster, as the
// product's workers do (WEB_CONCURRENCY).
// Usage (from bench/run.mjs): node bare-node.mjs <variants.json> <port> [processes]
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";

const [file, port, processes = "1"] = process.argv.slice(2);

/** Node writes these itself, as it does for the product. */
const OWN = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

function serve() {
  const answers = new Map(
    JSON.parse(fs.readFileSync(file, "utf8")).map((v) => {
      const body = fs.readFileSync(v.bodyFile);
      const headers = [];
      for (let i = 0; i < v.rawHeaders.length; i += 2) if (!OWN.has(v.rawHeaders[i].toLowerCase())) headers.push(v.rawHeaders[i], v.rawHeaders[i + 1]);
      headers.push("Content-Length", String(body.length));
      return [v.location, { body, headers }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(200, answer.headers).end(answer.body);
  });
  server.keepAliveTimeout = 65_000; // as the product's
  server.listen(Number(port), "127.0.0.1");
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

if (cluster.isPrimary && Number(processes) > 1) {
  for (let i = 0; i < Number(processes); i += 1) cluster.fork();
  process.on("SIGTERM", () => {
    cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  });
} else {
  serve();
}
