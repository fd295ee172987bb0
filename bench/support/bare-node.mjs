// The Node floor for the load table: a bare node:http server, one process, answering each target's
// bytes with the product's headers from memory (one writeHead, one end), nothing else: no routing,
// no nonce, no log line. The product cannot be faster than this on the same machine; what it adds
// on top is the price of what it does per response.
// Usage (from bench/run.mjs): node bare-node.mjs <variants.json> <port>
import fs from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
/** Node writes these itself, as it does for the product. */
const OWN = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
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
