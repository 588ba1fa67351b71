import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, URL } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { modulesAtLowPriority } from "./scripts/module-priority.ts";
import { type ClientChunks, clientChunks, type OutputChunkLike } from "./scripts/prerender-preload.ts";
import { reactAriaLocales } from "./scripts/react-aria-locales.ts";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

/**
 * SPEC §4 build updates: each build gets a version, compiled into the app as
 * `import.meta.env.VITE_BUILD_VERSION` and written to `version.json`, which the running app polls
 * (src/ui/app/build-version.ts). The dev server has no version.json: polling is off there.
 */
function buildVersion(): Plugin {
  const version = process.env.BUILD_VERSION ?? `${Date.now().toString(36)}-${process.pid.toString(36)}`;
  return {
    name: "build-version",
    config: () => ({ define: { "import.meta.env.VITE_BUILD_VERSION": JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "version.json", source: `${JSON.stringify({ version })}\n` });
    },
  };
}

/**
 * Issue 13: MSW's worker (public/mockServiceWorker.js, copied with the other public files) belongs
 * to the sandbox build only (VITE_API_MOCKING=sandbox, .env.sandbox). Any other build deletes it
 * from the output, so production serves no sandbox code at all (.ci/run checks every file of dist/).
 */
function sandboxWorkerOnlyInSandbox(): Plugin {
  let outFile: string | undefined;
  return {
    name: "sandbox-worker-only-in-sandbox",
    apply: "build",
    configResolved(config) {
      const sandbox = (process.env.VITE_API_MOCKING ?? config.env["VITE_API_MOCKING"]) === "sandbox";
      outFile = sandbox ? undefined : resolve(config.root, config.build.outDir, "mockServiceWorker.js");
    },
    closeBundle() {
      if (outFile !== undefined) rmSync(outFile, { force: true });
    },
  };
}

/**
 * First paint from static HTML (docs/prerender.md): once a client build has written its files,
 * scripts/prerender.ts bundles src/prerender.tsx for Node and writes every SPEC §2 page with a
 * fixed address, in each language, as `<path>/index.html` into the same output directory. It runs
 * on every client build (not on the SSR build it starts itself); `PRERENDER=0` leaves it out.
 */
function prerenderPages(): Plugin {
  let outDir = "";
  let root = "";
  let mode = "";
  let enabled = false;
  // The chunks just written: each page's HTML names the ones its first view loads beyond the entry.
  let chunks: ClientChunks | undefined;
  return {
    name: "prerender-pages",
    apply: "build",
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
      enabled = !config.build.ssr && process.env["PRERENDER"] !== "0";
    },
    writeBundle(_options, bundle) {
      if (enabled) chunks = clientChunks(bundle as Record<string, OutputChunkLike>, root);
    },
    async closeBundle() {
      if (!enabled) return;
      const { prerender } = await import("./scripts/prerender.ts");
      const count = await prerender({ root, outDir, mode, chunks });
      this.info(`prerendered ${count} pages`);
    },
  };
}

/** The first view's modules at low fetch priority (scripts/module-priority.ts). */
function modulesAtLowPriorityInHtml(): Plugin {
  return {
    name: "modules-at-low-priority",
    apply: "build",
    // After Vite has written its tags; the prerendered pages copy this file's head.
    transformIndexHtml: { order: "post", handler: modulesAtLowPriority },
  };
}

/** Chunks whose file keeps its name: the groups of `codeSplitting` below and the area modules. */
const NAMED_CHUNK = /^(app|core|kit(-[a-z]+)?|area-[a-z]+|[a-z][a-z-]*\.module)$/;

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
    buildVersion(),
    sandboxWorkerOnlyInSandbox(),
    modulesAtLowPriorityInHtml(),
    prerenderPages(),
    // React-aria's dictionaries: the shop's three languages only, Indonesian its own (docs/ui-kit.md).
    reactAriaLocales(ROOT),
  ],
  // The dev server's pre-bundled react-aria gets the same dictionaries as the build (its bundle holds
  // every component, used or not: the build's check that each has Indonesian stays the build's).
  optimizeDeps: { rolldownOptions: { plugins: [reactAriaLocales(ROOT, { requireIndonesian: false })] } },
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@mocks": fileURLToPath(new URL("./mocks", import.meta.url)),
      // inversify needs four functions of the Metadata Reflection API, not the 8 KB polyfill.
      "reflect-metadata/lite": fileURLToPath(new URL("./src/adapters/di/reflect-metadata-lite.ts", import.meta.url)),
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: "es2022",
    // Terser's two compress passes write the first view's JavaScript 1.3 % smaller (gzip) than the
    // default minifier, for about 8 s more build time (docs/quality.md, "Where the weight is").
    minify: "terser",
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // A chunk is named by its hash only, but for the groups below and the area modules, which
        // the size budgets name (.size-limit.json): the names of ~150 route and shared chunks were
        // 1.1 KB gzip of every first view (the entry lists every chunk it may preload, and each
        // import names its file). `npm run perf:bundle` tells chunks apart by their sources.
        chunkFileNames: (chunk) => (NAMED_CHUNK.test(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js"),
        // What every first view runs in one chunk (React, effect's Schema, the router, the query
        // cache, i18n, the inversify container and the app's start), instead of a dozen small ones:
        // fewer requests and less gzip overhead per page (docs/quality.md). Route code and
        // react-aria stay split by route.
        codeSplitting: {
          groups: [
            // Everything the entry runs, the libraries and the app's code alike, in one chunk:
            // every first view loads all of it. Without this group every module the entry shares
            // with a route or an area module becomes a chunk of its own (a request and gzip overhead
            // each, docs/quality.md). The entry's own chunk keeps Vite's modulepreload polyfill
            // (and the manifest its entry).
            {
              name: "app",
              tags: ["$initial"],
              test: /[\\/]src[\\/]|node_modules[\\/](react|react-dom|scheduler|effect|@tanstack|typesafe-i18n|use-sync-external-store|inversify|@inversifyjs)[\\/]/,
              priority: 11,
            },
            // The rest of those libraries (the query hooks the entry does not run, the parts of
            // effect's Schema only some pages use) in one chunk, loaded by the pages that use them,
            // instead of a dozen small ones. The game page needs none of it at first view.
            {
              name: "core",
              test: /node_modules[\\/](effect|@tanstack|typesafe-i18n|use-sync-external-store|inversify|@inversifyjs)[\\/]/,
              priority: 10,
            },
            // The small pieces the game page and the checkout both run at first view (ticket rules, the
            // board, fields, validation, and the focus keeper of the checkout's voucher), in one chunk:
            // each on its own was a request and ~100 bytes of gzip overhead (the focus keeper alone:
            // 282 bytes gzip, where kit grew by 89). Only modules without react-aria, so no page loads
            // it for them.
            {
              name: "kit",
              test: /[\\/]src[\\/](domain[\\/](ticket[\\/]ticket-rules|validation[\\/](numeric-input|validate|text-field)|cart[\\/]cart-pricing)|ui[\\/]components[\\/](ticket-board|radio-group|focus-mark|plain-field-help|checkbox|use-focus-when-lost))\./,
              priority: 6,
              includeDependenciesRecursively: false,
            },
            // The checkout's own small pieces (the voucher field, Pay's failures and their words, the
            // app link, its DI tokens, the weekly-limit rule and its words, the cart line card), in a
            // chunk of their own: in `kit` the game page loaded them too, and apart each was a request
            // (the weekly limit's words, shared with the signed-in player's Pay chunk, were one).
            {
              name: "kit-checkout",
              test: /[\\/]src[\\/](domain[\\/](validation[\\/]voucher-code\.schema|cart[\\/]weekly-limit)|ui[\\/](components[\\/]text-field|i18n[\\/](validation-message|server-words)|app[\\/]app-redirect-link|features[\\/]checkout[\\/](cart[\\/]cart-item-card|weekly-limit-words))|application[\\/](payment[\\/]payment\.errors|checkout[\\/]checkout\.tokens))\./,
              priority: 6,
              includeDependenciesRecursively: false,
            },
            // An area's own code (src/adapters/di/container-areas.ts) in one chunk, not split by
            // which screens share each file; only what the first view does not already load. Its
            // tokens stay out: the screens import them, and a guest's checkout loads no area.
            {
              name: "area-checkout",
              test: /[\\/]src[\\/](adapters[\\/]di[\\/]areas[\\/]checkout|application[\\/](checkout[\\/](?!checkout\.tokens)|certificates[\\/]certificates\.errors)|adapters[\\/]http[\\/]checkout|domain[\\/](voucher|payment))/,
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
