import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.{ts,js}", "common/**/*.test.{ts,js}"],
    environment: "node",
  },
});
