// Seeds N published posts into a fresh database through the blog repository (so the search text,
// keyword rows and counts are written exactly as the product writes them), for bench/blog-scale.mjs.
// Usage: node --import tsx bench/blog-scale-seed.ts <posts>   (DATA_DIR or DATABASE_URL in the environment)
import path from "node:path";
import { openPostgres, openSqlite } from "../app/server/db/database.server";
import { migrateToLatest } from "../app/server/db/migrate.server";
import { insertBlogs, type BlogInput } from "../app/server/repos/blogs.server";

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) throw new Error("usage: blog-scale-seed.ts <posts>");

const topics = ["risk management", "position sizing", "candlestick", "support and resistance", "moving averages", "options greeks", "margin", "leverage", "trading psychology", "journal", "breakout", "trend following", "NIFTY", "bank nifty", "USD/INR", "gold", "crypto", "swing trading", "scalping", "backtesting"];
const keywords = ["Risk", "Forex", "Options", "Psychology", "Technical Analysis", "Crypto", "NSE", "Commodities", "Strategy", "Beginners", "Indicators", "Discipline"];
const fillers = ["A trader who plans the exit before the entry keeps losses small.", "Price moves in waves; patience is the edge most people lack.", "Size each position so one loss never costs more than one per cent.", "Write down why you took the trade, then read it a week later.", "The calendar matters: know when the data comes out."];

const handle = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openSqlite(path.join(process.env.DATA_DIR ?? ".", "site.db"));
await migrateToLatest(handle);
const start = Date.parse("2020-01-01T04:30:00.000Z");
const BATCH = 500;
for (let from = 0; from < count; from += BATCH) {
  const batch: (BlogInput & { createdAt: string; updatedAt: string })[] = [];
  for (let n = from; n < Math.min(count, from + BATCH); n += 1) {
    const topic = topics[n % topics.length]!;
    const date = new Date(start + n * 3 * 3600_000).toISOString();
    batch.push({
      title: `Notes on ${topic} #${n + 1}`,
      slug: `notes-${n + 1}`,
      author: "Candlewise Academy",
      description: `<p>What every trader should know about <strong>${topic}</strong>, part ${n + 1}.</p>`,
      keywords: [keywords[n % keywords.length], keywords[(n * 7 + 3) % keywords.length]].join(", "),
      status: "Published",
      image: "/demo/blog/default.svg",
      tag: keywords[n % keywords.length]!,
      content: `<h2>${topic}</h2>${fillers.map((text, i) => `<p>${fillers[(n + i) % fillers.length]} ${text}</p>`).join("")}`,
      date,
      publishAt: null,
      createdAt: date,
      updatedAt: date,
    });
  }
  await handle.db.transaction().execute((trx) => insertBlogs(trx, batch));
}
if (handle.engine === "postgres") await (await import("kysely")).sql`vacuum analyze`.execute(handle.db);
else await (await import("kysely")).sql`analyze`.execute(handle.db);
await handle.close();
