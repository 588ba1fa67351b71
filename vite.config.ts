import { fileURLToPath, URL } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The router plugin must come before react() so that route files are split first.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/ui/routes",
      generatedRouteTree: "./src/ui/route-tree.gen.ts",
      quoteStyle: "double",
    }),
    react(),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@mocks": fileURLToPath(new URL("./mocks", import.meta.url)),
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: "es2022", sourcemap: false },
});
