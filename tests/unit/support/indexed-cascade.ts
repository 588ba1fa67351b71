/**
 * jsdom's cascade for `getComputedStyle`, with its default style sheet's rules looked up by the
 * element's name instead of all matched against every element (docs/quality.md, "Unit test time").
 *
 * After any DOM change jsdom drops its style cache and matches the element and each ancestor it
 * climbs to against each of the ~110 rules of its default sheet again: in the component tests,
 * about a quarter of the CPU once the properties were read lazily (lazy-computed-style.ts). Most of
 * those rules name the elements they are for (`table`, `dialog:not([open])`, `input[type=hidden i]`):
 * a rule whose every selector ends in a type selector cannot match an element of another name, so
 * it is not tried. Every other rule (`[hidden]…`, `:link`, `:is(…) :is(…)`) is tried as before.
 *
 * The rest is jsdom's `getDeclarationForElement` step for step: the same rules in the same order,
 * the same matching through the document's selector engine, the page's own sheets and `@media
 * screen` as jsdom reads them, the inline style last, and jsdom's own per-document cache, which its
 * DOM mutations clear. `withJsdomCascade` runs code on jsdom's own function, for the comparison in
 * lazy-computed-style.test.tsx.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** jsdom's element implementation, as far as the cascade reads it. */
interface ElementImpl {
  readonly localName: string;
  readonly style: CSSStyleDeclaration;
  readonly _ownerDocument: {
    _styleCache: WeakMap<object, CSSStyleDeclaration> | null;
    readonly _domSelector: { check: (selector: string, element: object) => { match: boolean; pseudoElement: unknown } };
    readonly styleSheets: { readonly _list: ReadonlyArray<{ readonly cssRules: ArrayLike<CssRule> }> };
  };
}
interface CssRule {
  readonly selectorText?: string;
  readonly style: CSSStyleDeclaration;
  readonly media?: ArrayLike<string> | null;
  readonly cssRules?: ArrayLike<CssRule>;
  readonly styleSheet?: { readonly cssRules: ArrayLike<CssRule> } | null;
  readonly constructor: { readonly name: string };
}
interface StyleRules {
  getDeclarationForElement: (element: ElementImpl) => CSSStyleDeclaration;
}
interface IdlUtils {
  readonly implForWrapper: (wrapper: object) => { _styleCache: unknown };
}

const require = createRequire(import.meta.url);
const styleRules = require("jsdom/lib/jsdom/living/helpers/style-rules.js") as StyleRules;
const idlUtils = require("jsdom/lib/jsdom/living/generated/utils.js") as IdlUtils;
const jsdomDeclaration = styleRules.getDeclarationForElement;
const DEFAULT_SHEET = require.resolve("jsdom/lib/jsdom/browser/default-stylesheet.css");
// The declaration class jsdom's cascade fills: cssstyle's, as jsdom itself resolves it.
const { CSSStyleDeclaration: Declaration } = createRequire(require.resolve("jsdom/lib/jsdom/living/helpers/style-rules.js"))(
  "cssstyle",
) as { CSSStyleDeclaration: new () => CSSStyleDeclaration };

const { forEach, indexOf } = Array.prototype;

/** jsdom's `matches` (style-rules.js), word for word in effect. */
function matches(rule: CssRule, element: ElementImpl): boolean {
  try {
    if (rule.selectorText) {
      const selector = rule.selectorText.split(";").pop()?.trim() ?? "";
      const { match, pseudoElement } = element._ownerDocument._domSelector.check(selector, element);
      return pseudoElement ? false : match;
    }
  } catch {
    // fall through, as jsdom does
  }
  return false;
}

/** The selectors of a list, split at its top-level commas. */
const selectorsOf = (list: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at] as string;
    if (quote !== "") {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
};

/** The last compound of a selector: what the matched element itself must be. */
const subjectOf = (selector: string): string => {
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at] as string;
    if (quote !== "") {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (depth === 0 && /[\s>+~]/.test(char)) start = at + 1;
  }
  return selector.slice(start);
};

/** The element names a rule can match, or undefined when a selector of it ends without a type. */
export const ruleElementNames = (selectorText: string): ReadonlySet<string> | undefined => {
  const names = new Set<string>();
  for (const selector of selectorsOf(selectorText.split(";").pop() ?? "")) {
    const type = /^[a-zA-Z][\w-]*/.exec(subjectOf(selector))?.[0];
    if (type === undefined) return undefined;
    names.add(type.toLowerCase());
  }
  return names;
};

interface IndexedRule {
  readonly rule: CssRule;
  readonly names: ReadonlySet<string> | undefined;
}

let defaultRules: ReadonlyArray<IndexedRule> | undefined;
const rulesByName = new Map<string, ReadonlyArray<CssRule>>();

/**
 * The default sheet's rules in jsdom's order: a top-level rule, or the rules of an `@media` that
 * lists `screen` (jsdom skips the others; the sheet's one `@media (scripting)` among them).
 */
const indexDefaultSheet = (document: Document): ReadonlyArray<IndexedRule> => {
  // Parsed by jsdom itself, as a page's <style> is (its rules outlive the element).
  const style = document.createElement("style");
  style.textContent = readFileSync(DEFAULT_SHEET, "utf8");
  document.head.append(style);
  const sheet = style.sheet as unknown as { readonly cssRules: ArrayLike<CssRule> };
  style.remove();
  const rules: IndexedRule[] = [];
  forEach.call(sheet.cssRules, (rule: CssRule) => {
    if (rule.media) {
      const inner: ArrayLike<CssRule> =
        rule.constructor.name === "CSSImportRule"
          ? rule.styleSheet !== null && (rule.media.length === 0 || indexOf.call(rule.media, "screen") !== -1)
            ? (rule.styleSheet?.cssRules ?? [])
            : []
          : indexOf.call(rule.media, "screen") !== -1
            ? (rule.cssRules ?? [])
            : [];
      forEach.call(inner, (innerRule: CssRule) => rules.push({ rule: innerRule, names: undefined }));
    } else {
      rules.push({ rule, names: rule.selectorText ? ruleElementNames(rule.selectorText) : undefined });
    }
  });
  return rules;
};

/** The default sheet's rules an element of this name can match, in the sheet's order. */
const candidates = (name: string): ReadonlyArray<CssRule> => {
  let found = rulesByName.get(name);
  if (found === undefined) {
    found = (defaultRules ?? []).filter(({ names }) => names === undefined || names.has(name)).map(({ rule }) => rule);
    rulesByName.set(name, found);
  }
  return found;
};

/** jsdom's `forEachMatchingSheetRuleOfElement` for a page's own sheet. */
function handleSheet(
  sheet: { readonly cssRules: ArrayLike<CssRule> },
  element: ElementImpl,
  handle: (rule: CssRule) => void,
): void {
  forEach.call(sheet.cssRules, (rule: CssRule) => {
    if (rule.media) {
      if (rule.constructor.name === "CSSImportRule") {
        if (rule.styleSheet && (rule.media.length === 0 || indexOf.call(rule.media, "screen") !== -1)) {
          forEach.call(rule.styleSheet.cssRules, (inner: CssRule) => {
            if (matches(inner, element)) handle(inner);
          });
        }
      } else if (indexOf.call(rule.media, "screen") !== -1) {
        forEach.call(rule.cssRules ?? [], (inner: CssRule) => {
          if (matches(inner, element)) handle(inner);
        });
      }
    } else if (matches(rule, element)) handle(rule);
  });
}

/** jsdom's `getDeclarationForElement`, with the default sheet's rules looked up by name. */
function indexedDeclaration(element: ElementImpl): CSSStyleDeclaration {
  const document = element._ownerDocument;
  const cache = (document._styleCache ??= new WeakMap());
  const cached = cache.get(element);
  if (cached) return cached;
  const declaration = new Declaration();
  const handleProperty = (style: CSSStyleDeclaration, property: string) => {
    const value = style.getPropertyValue(property);
    if (value === "unset") declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  const handleRule = (rule: CssRule) => {
    forEach.call(rule.style, (property: string) => handleProperty(rule.style, property));
  };
  for (const rule of candidates(element.localName.toLowerCase())) if (matches(rule, element)) handleRule(rule);
  forEach.call(document.styleSheets._list, (sheet: { readonly cssRules: ArrayLike<CssRule> }) =>
    handleSheet(sheet, element, handleRule),
  );
  forEach.call(element.style, (property: string) => handleProperty(element.style, property));
  cache.set(element, declaration);
  return declaration;
}

/** Puts the indexed cascade in jsdom's place for every caller that goes through its exports. */
export function installIndexedCascade(document: Document): void {
  defaultRules ??= indexDefaultSheet(document);
  styleRules.getDeclarationForElement = indexedDeclaration;
}

/** Whether jsdom's callers get the indexed cascade (tests/unit/setup.ts installs it). */
export const indexedCascadeInstalled = (): boolean => styleRules.getDeclarationForElement === indexedDeclaration;

/** Runs `read` on jsdom's own cascade, with the style cache emptied before and after. */
export function withJsdomCascade<T>(document: Document, read: () => T): T {
  const owner = idlUtils.implForWrapper(document);
  const installed = styleRules.getDeclarationForElement;
  styleRules.getDeclarationForElement = jsdomDeclaration;
  owner._styleCache = null;
  try {
    return read();
  } finally {
    owner._styleCache = null;
    styleRules.getDeclarationForElement = installed;
  }
}
