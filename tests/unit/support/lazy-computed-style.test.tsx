// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ContactUsScreen } from "@/ui/features/content/contact-us-screen";
import { faultShop, renderFaultScreen } from "../ui/fault/fault-harness";
import { useSandbox } from "../ui/features/account/screen-harness";
import { indexedCascadeInstalled, ruleElementNames, withJsdomCascade } from "./indexed-cascade";
import { setBody } from "./clear-body";

useSandbox();

/** jsdom's own getComputedStyle, kept by installLazyComputedStyle (tests/unit/setup.ts installs it). */
const jsdomStyle = (element: Element): CSSStyleDeclaration =>
  (window as unknown as { jsdomGetComputedStyle: typeof getComputedStyle }).jsdomGetComputedStyle(element);

/** jsdom's resolved properties, and cascaded ones that react-aria and the tests read. */
const PROPERTIES = [
  "display",
  "visibility",
  "pointer-events",
  "color",
  "background-color",
  "border-top-color",
  "border-inline-start-color",
  "outline-color",
  "caret-color",
  "position",
  "overflow",
  "overflow-x",
  "margin-top",
  "opacity",
  "font-weight",
  "direction",
  "white-space",
  "float",
];
const camel = (property: string): string =>
  property === "float" ? "cssFloat" : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Every property of every element read both ways, against jsdom's own answer: the differences. */
const differences = (): string[] => {
  const elements = [...document.querySelectorAll("*")];
  const read = (style: CSSStyleDeclaration) => ({
    byName: PROPERTIES.map((property) => style.getPropertyValue(property)),
    byKey: PROPERTIES.map((property) => (style as unknown as Record<string, string>)[camel(property)]),
    whole: `${String(style.length)} ${style.cssText}`,
  });
  const ours = elements.map((element) => read(getComputedStyle(element)));
  const jsdoms = withJsdomCascade(document, () => elements.map((element) => read(jsdomStyle(element))));
  const found: string[] = [];
  elements.forEach((element, index) => {
    const mine = ours[index] ?? read(new CSSStyleDeclaration());
    const theirs = jsdoms[index] ?? read(new CSSStyleDeclaration());
    PROPERTIES.forEach((property, at) => {
      const [byName, byKey, expected] = [mine.byName[at], mine.byKey[at], theirs.byName[at]];
      if (byName !== expected || byKey !== expected || theirs.byKey[at] !== expected) {
        found.push(
          `<${element.localName}> ${property}: ${JSON.stringify(byName)} / ${JSON.stringify(byKey)}, jsdom ${JSON.stringify(expected)}`,
        );
      }
    });
    if (mine.whole !== theirs.whole) found.push(`<${element.localName}> length or cssText`);
  });
  return found;
};

describe("getComputedStyle in component tests (support/lazy-computed-style.ts, support/indexed-cascade.ts)", () => {
  it.each([
    ["table", ["table"]],
    ["dialog:not([open])", ["dialog"]],
    ["input[type=hidden i]", ["input"]],
    ["details > summary:first-of-type", ["summary"]],
    ["input:is([type=radio i], [type=checkbox i]), select, button", ["input", "select", "button"]],
    ["table[rules=none i] > tr > td, table[rules=none i] > tr > th", ["td", "th"]],
    ["[hidden]:not([hidden=until-found i]):not(embed)", undefined],
    [":is(dir, menu, ol, ul) :is(dir, menu, ul)", undefined],
    ["[dir]:dir(ltr), bdi:dir(ltr)", undefined],
  ])("a rule %s is tried on %j only", (selector, names) => {
    expect(ruleElementNames(selector) === undefined ? undefined : [...(ruleElementNames(selector) ?? [])]).toEqual(names);
  });

  it("is installed: the window's function is not jsdom's", () => {
    expect(getComputedStyle).not.toBe(jsdomStyle);
    expect(indexedCascadeInstalled()).toBe(true);
  });

  it("answers as jsdom does on markup the user-agent sheet, inline styles and a style sheet all reach", () => {
    document.head.innerHTML = `<style>
      .muted { color: rgb(90, 90, 90); pointer-events: none; }
      .gone { display: none !important; }
      section > p:first-child { visibility: hidden; }
      [dir=rtl] em { color: currentcolor; border-top-color: red; }
    </style>`;
    setBody(`
      <main dir="rtl" style="color: rgb(10, 20, 30); overflow: hidden">
        <section><p>first <em>inherits hidden</em></p><p hidden>hidden attribute</p></section>
        <div class="muted"><a href="/x">link <b>inside</b></a><button style="pointer-events: auto">press</button></div>
        <dialog>closed</dialog><dialog open>open <span style="visibility: inherit">kept</span></dialog>
        <details><summary>more</summary><p>answer</p></details>
        <table><tbody><tr><td style="position: sticky">cell</td></tr></tbody></table>
        <input type="hidden" value="1"><input type="text" style="margin-top: 4px; float: left">
        <ul><li>one <ol><li>nested</li></ol></li></ul>
        <p class="gone" style="display: block">style sheet wins with important</p>
        <span style="color: inherit; background-color: transparent; opacity: 0.5">inherit</span>
        <svg><g><text>svg</text></g></svg>
      </main>`);
    expect(differences()).toEqual([]);
    document.head.replaceChildren();
  });

  it("answers as jsdom does on a rendered screen, its list box open", async () => {
    await renderFaultScreen(<ContactUsScreen />, await faultShop(false), "/contact-us");
    await userEvent.click(await screen.findByRole("button", { name: /Question type/ }));
    await screen.findAllByRole("option");
    expect(document.querySelectorAll("*").length).toBeGreaterThan(50);
    expect(differences()).toEqual([]);
  });

  it("leaves pseudo-elements and non-elements to jsdom", () => {
    setBody("<p>text</p>");
    const paragraph = document.querySelector("p") as Element;
    expect(() => getComputedStyle(paragraph, "::before")).not.toThrow();
    expect(() => getComputedStyle(document.createTextNode("x") as unknown as Element)).toThrow(/not of type .Element./);
  });
});
