/// <reference types="vitest/config" />
// One Vite config for the PWA build, the dev server and vitest.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", sourcemap: true },
  server: { proxy: { "/api": "http://127.0.0.1:8080" } },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more workers than that only adds contention for the WASM database.
    maxWorkers: 2,
  },
});
