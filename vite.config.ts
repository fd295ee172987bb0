import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Node app (server/app.ts), which imports the React Router
  // build through its virtual module: one bundle holds the HTTP layer and the routes.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : { target: "es2022" },
  plugins: [tailwindcss(), reactRouter()],
}));
