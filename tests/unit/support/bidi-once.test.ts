// @vitest-environment jsdom
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

describe("bidi-js in a unit-test worker (support/bidi-once.mjs)", () => {
  it("builds its tables once: the selector engine's factory returns one result", () => {
    const fromJsdom = createRequire(createRequire(import.meta.url).resolve("jsdom"));
    const fromSelector = createRequire(fromJsdom.resolve("@asamuzakjp/dom-selector"));
    const bidiFactory = fromSelector("bidi-js") as () => { getEmbeddingLevels: (text: string) => unknown };
    expect(bidiFactory()).toBe(bidiFactory());
  });

  it("still works out directions: an Arabic <bdi> is right to left, a number in it left to right", () => {
    document.body.innerHTML = `<p><bdi id="ar">الفائز</bdi> <bdi id="n">123</bdi></p>`;
    expect(document.querySelector("#ar")?.matches(":dir(rtl)")).toBe(true);
    expect(document.querySelector("#n")?.matches(":dir(ltr)")).toBe(true);
  });
});
