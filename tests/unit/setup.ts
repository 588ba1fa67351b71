// Setup of the unit projects (vitest.config.ts). DOM matchers are registered for component tests.
import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";

// The `unit` project shares each worker between files (isolate: false, docs/quality.md): every
// file starts with what a fresh worker would give it. Timers, spies and stubs first.
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

if (typeof document !== "undefined") {
  // findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): on a busy 2-core machine a
  // screen that reads the sandbox can take longer than a second to answer, and a slow machine is not
  // a finding. A screen that never shows what is awaited still fails.
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 5_000 });
  // jsdom's getComputedStyle, each property resolved when read (support/lazy-computed-style.ts),
  // and its cascade trying only the default sheet's rules an element's name allows (indexed-cascade.ts).
  const { installLazyComputedStyle } = await import("./support/lazy-computed-style");
  const { installIndexedCascade } = await import("./support/indexed-cascade");
  installLazyComputedStyle(window);
  installIndexedCascade(document);
  // A helper's own afterEach (tests/unit/ui/components/render.tsx) is registered by the first file
  // that imports it only, as the module is then cached; this one is registered for every file.
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
  // Then the DOM, storage and cookies the previous file left in this worker's jsdom.
  cleanup();
  document.head.replaceChildren();
  const { clearBody } = await import("./support/clear-body");
  clearBody();
  document.title = "";
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
