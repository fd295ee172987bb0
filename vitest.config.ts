import { defineConfig } from "vitest/config";

// Unit and integration tests run in Node without the React Router plugin: they exercise domain
// modules, repositories and the built server, never a bundler's idea of them.
export default defineConfig({
  test: {
    environment: "node",
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/static/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
  },
});
