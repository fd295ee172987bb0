// Types of server/primary.mjs (plain JavaScript: server.js loads it before any bundle).
export function workerCount(value?: string): number;
export function runPrimary(count: number, entry: URL): void;
