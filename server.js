// The Node process. Production: `node server.js` serves the build made by `npm run build`
// (server/app.ts is bundled into build/server/index.js together with the routes).
// Development: `node server.js --dev` serves the sources through Vite with hot reload.
// WEB_CONCURRENCY=N (or auto) in production: N worker processes share the port (server/primary.mjs).
const dev = process.argv.includes("--dev");

if (dev) {
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await devServer.ssrLoadModule("./server/app.ts");
  await startServer({
    handleSignals: true,
    dev: {
      middlewares: devServer.middlewares,
      loadBuild: () => devServer.ssrLoadModule("virtual:react-router/server-build"),
    },
  });
} else {
  process.env.NODE_ENV ??= "production";
  const { default: cluster } = await import("node:cluster");
  const { runPrimary, workerCount } = await import("./server/primary.mjs");
  let workers = 1;
  try {
    workers = cluster.isPrimary ? workerCount(process.env.WEB_CONCURRENCY) : 1;
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (workers > 1) {
    // WEB_CONCURRENCY > 1: this process starts the workers, each of which runs this file again.
    runPrimary(workers, new URL(import.meta.url));
  } else {
    const { startServer } = await import("./build/server/index.js");
    try {
      await startServer({ handleSignals: true });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
