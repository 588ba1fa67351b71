import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import pluginRouter from "@tanstack/eslint-plugin-router";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Globals that make code impure: time, randomness, the browser and I/O.
 * The domain and the use cases receive these through ports (ARCHITECTURE §1).
 */
const impureGlobals = ["window", "document", "localStorage", "sessionStorage", "fetch", "crypto", "navigator"].map((name) => ({
  name,
  message: `${name} is I/O: reach it through a port (src/application/ports).`,
}));
const impureMembers = [
  { object: "Date", property: "now", message: "Time is a parameter: use ClockPort." },
  { object: "Math", property: "random", message: "Randomness is a parameter: use RandomPort." },
  { object: "globalThis", property: "fetch", message: "I/O belongs in adapters." },
  { object: "globalThis", property: "crypto", message: "Randomness is a parameter: use RandomPort." },
  { object: "globalThis", property: "localStorage", message: "Use KeyValueStorePort." },
  { object: "globalThis", property: "window", message: "Use a port." },
  { object: "globalThis", property: "document", message: "Use a port." },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "coverage",
      "node_modules",
      "pacts",
      "reports",
      "test-results",
      "playwright-report",
      "public/mockServiceWorker.js",
      "src/ui/route-tree.gen.ts",
      "src/ui/i18n/i18n-*.ts",
      "src/ui/i18n/i18n-react.tsx",
      "src/ui/i18n/formatters.ts",
      "src/adapters/http/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Promises are awaited, returned or voided on purpose; an async function is never passed where a
    // plain callback is expected (an event handler that rejects is an unhandled rejection). Type-aware.
    files: ["src/**/*.{ts,tsx}", "mocks/**/*.ts", "scripts/**/*.ts", "e2e/**/*.ts", "tests/**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  // Accessibility of JSX (the maintained fork of eslint-plugin-jsx-a11y that runs on ESLint 10), and
  // the TanStack Query and Router rules (query keys, stable clients, route option order).
  { ...jsxA11y.configs.recommended, files: ["src/**/*.tsx"] },
  {
    files: ["src/**/*.tsx"],
    rules: {
      // A dialog's first focus on its safe action is the kit's Button's own prop, not a DOM autofocus.
      "jsx-a11y-x/no-autofocus": ["error", { ignoreNonDOM: true }],
      // A labelled scroll region (role="region") takes focus so a keyboard can scroll it (axe's
      // scrollable-region-focusable).
      "jsx-a11y-x/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  ...pluginQuery.configs["flat/recommended"],
  ...pluginRouter.configs["flat/recommended"],
  {
    files: ["src/**/*.tsx", "src/ui/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Pure layers: no clock, no randomness, no browser, no network.
    files: ["src/domain/**/*.ts", "src/application/**/*.ts"],
    languageOptions: { globals: {} },
    rules: {
      "no-restricted-globals": ["error", ...impureGlobals],
      "no-restricted-properties": ["error", ...impureMembers],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Time is a parameter: use ClockPort." },
      ],
    },
  },
  {
    // One way to split a component out of the first view: lazyWhenOnline, whose fallback stays on
    // screen offline (a plain React.lazy would hand its chunk failure to the route's error page).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/ui/components/load-when-online.ts", "src/main.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react", importNames: ["lazy"], message: "Use lazyWhenOnline (src/ui/components/load-when-online.ts)." },
          ],
        },
      ],
    },
  },
  // Formatting is Prettier's (npm run lint runs prettier --check): no ESLint rule argues with it.
  prettier,
);
