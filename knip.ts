import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies (docs/quality.md). The entry points are the app
 * (src/main.tsx, found through index.html by the Vite plugin), every file route under src/ui/routes
 * (the TanStack router plugin builds src/ui/route-tree.gen.ts from them), react-aria's Indonesian
 * (scripts/react-aria-locales.ts puts each file into the dictionary the build rewrites), the sandbox's two starts
 * (mocks/browser.ts, mocks/node.ts), the scripts, the nginx config renderer; the Vitest,
 * Playwright, ESLint, Vite and dependency-cruiser plugins add the tests, e2e specs and configs.
 */
const config: KnipConfig = {
  entry: [
    "src/ui/routes/**/*.tsx",
    "src/ui/components/react-aria-strings/id-ID/*.ts",
    "src/prerender.tsx",
    "mocks/node.ts",
    "mocks/browser.ts",
    "scripts/**/*.ts",
    "deploy/*.ts",
  ],
  project: ["src/**/*.{ts,tsx}", "mocks/**/*.ts", "scripts/**/*.ts", "deploy/**/*.ts", "tests/**/*.{ts,tsx}", "e2e/**/*.ts"],
  ignore: [
    // Generated: typesafe-i18n writes these (npm run gen:i18n) with every helper it offers, used or
    // not; they are overwritten on each generation, so unused exports there cannot be removed.
    "src/ui/i18n/i18n-types.ts",
    "src/ui/i18n/i18n-util.ts",
    "src/ui/i18n/i18n-util.async.ts",
    "src/ui/i18n/i18n-react.tsx",
  ],
  // A constant or type used in its own file may stay exported for its tests' and readers' sake.
  ignoreExportsUsedInFile: true,
  // scripts/pact/validate-pacts.ts runs it by its path, node_modules/.bin/swagger-mock-validator;
  // scripts/pact/broker.ts runs the Pact CLI as node_modules/.bin/pact-broker, and
  // scripts/pact/prism-replay.ts runs Stoplight Prism as node_modules/.bin/prism.
  ignoreDependencies: ["@pactflow/swagger-mock-validator", "@pact-foundation/pact-cli", "@stoplight/prism-cli"],
  // e2e/nginx makes a self-signed certificate with the system's openssl (Debian), not an npm package.
  ignoreBinaries: ["openssl"],
};

export default config;
