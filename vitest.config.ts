import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.{ts,js}", "common/**/*.test.{ts,js}"],
    environment: "node",
  },
});
