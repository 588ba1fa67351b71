/**
 * Preloaded in each unit-test worker (vitest.config.ts, `execArgv`) before jsdom: makes bidi-js's
 * factory build its tables once per worker.
 *
 * jsdom's selector engine (@asamuzakjp/dom-selector) calls `bidiFactory()` afresh each time it
 * works out an element's direction (`:dir()`, and for each ancestor it climbs), and each call
 * builds bidi-js's Unicode tables again, parsing its character data for every `<bdi>` and
 * `dir="auto"` element it meets. The factory's result holds only those tables and pure functions,
 * so one result serves every call (docs/quality.md, "Unit test time").
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const fromJsdom = createRequire(require.resolve("jsdom"));
const fromSelector = createRequire(fromJsdom.resolve("@asamuzakjp/dom-selector"));
const path = fromSelector.resolve("bidi-js");
const bidiFactory = fromSelector("bidi-js");
let bidi;
require.cache[path].exports = function bidiOnce() {
  bidi ??= bidiFactory();
  return bidi;
};
