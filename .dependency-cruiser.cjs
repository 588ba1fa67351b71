/**
 * Architecture rules (ARCHITECTURE.md §1). Run with `npm run deps:check`.
 * A rule that blocks a good design is changed here, in the same commit, with the reason.
 */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "src/domain holds the rules auditors review in isolation: it may import only itself and effect.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { pathNot: ["^src/domain/", "^node_modules/effect/"] },
    },
    {
      name: "application-depends-inward",
      comment: "Use cases know the domain and their ports, nothing of frameworks or adapters.",
      severity: "error",
      from: { path: "^src/application/" },
      to: { pathNot: ["^src/domain/", "^src/application/", "^node_modules/effect/"] },
    },
    {
      name: "adapters-never-ui",
      comment: "Adapters implement ports; the screens are not theirs to know.",
      severity: "error",
      from: { path: "^src/adapters/" },
      to: { path: "^src/ui/" },
    },
    {
      name: "ui-never-adapters",
      comment: "Screens talk to use cases through the container. src/main.tsx, the composition root, is the exception.",
      severity: "error",
      from: { path: "^src/ui/" },
      to: { path: "^src/adapters/" },
    },
    {
      name: "generated-api-types-stay-in-http",
      comment: "DTOs stop at the HTTP adapter; only it (and the sandbox and contract tests) see the generated types.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/adapters/http/" },
      to: { path: "^src/adapters/http/generated/" },
    },
    {
      name: "app-never-sandbox",
      comment: "The sandbox backend is loaded only by the composition root, so a production build can drop it.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/main\\.tsx$" },
      to: { path: "^mocks/" },
    },
    {
      name: "react-aria-only-in-ui-kit",
      comment:
        "react-aria-components is wrapped once, in src/ui/components; screens use the kit, so labels, translations and styles stay in one place.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/ui/components/" },
      to: { path: "^node_modules/(react-aria-components|react-aria|react-stately)/" },
    },
    {
      name: "features-are-isolated",
      comment:
        "A feature (src/ui/features/<name>) never imports another feature, nor a page that composes features: what two features share lives in the kit (src/ui/components), the form kit (src/ui/forms), the queries (src/ui/queries) or the app plumbing (src/ui/app); the pages (src/ui/pages) and routes compose features.",
      severity: "error",
      from: { path: "^src/ui/features/([^/]+)/" },
      to: { path: "^src/ui/(features|pages)/", pathNot: "^src/ui/features/$1/" },
    },
    {
      name: "shared-ui-never-features",
      comment:
        "The kit, the form kit and the queries are below the features: they never reach up into one (the app plumbing and the pages may).",
      severity: "error",
      from: { path: "^src/ui/(components|forms|queries|i18n|di|styles)/" },
      to: { path: "^src/ui/(features|pages)/" },
    },
    {
      name: "no-circular",
      comment: "Cycles hide layering mistakes and break code splitting.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "Every import must resolve.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
