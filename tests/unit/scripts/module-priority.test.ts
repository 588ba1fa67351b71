import { describe, expect, it } from "vitest";
import { modulesAtLowPriority } from "../../../scripts/module-priority";

describe("modulesAtLowPriority", () => {
  const head = [
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/core-b.js">',
    '<link rel="modulepreload" crossorigin href="/assets/app-c.js">',
    '<link rel="stylesheet" crossorigin href="/assets/app-d.css">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  ].join("\n");

  it("lowers the module script and every modulepreload, and nothing else", () => {
    const out = modulesAtLowPriority(head);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(3);
    expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-c.js">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/app-d.css">');
    expect(out).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it("keeps a priority a tag already has, and is the same when run twice", () => {
    const chosen = '<link rel="modulepreload" fetchpriority="high" href="/assets/x.js">';
    expect(modulesAtLowPriority(chosen)).toBe(chosen);
    expect(modulesAtLowPriority(modulesAtLowPriority(head))).toBe(modulesAtLowPriority(head));
  });

  it("leaves classic scripts alone", () => {
    const classic = '<script src="/legacy.js"></script>';
    expect(modulesAtLowPriority(classic)).toBe(classic);
  });
});
