/**
 * jsdom's `getComputedStyle`, answering each property when it is read instead of all of them up
 * front (docs/quality.md, "Unit test time").
 *
 * jsdom resolves fifteen properties for every call, twelve of them colours, each inherited colour
 * up to the root, through a colour parser; the element's cascaded declaration is copied too. The
 * readers in the component tests ask for one or two keywords: Testing Library and
 * dom-accessibility-api `display` and `visibility`, user-event `pointer-events`, react-aria
 * `display`, `visibility`, `position` and `overflow`. After every DOM change jsdom drops its style
 * cache, so in a test that clicks and types this was about a third of the component tests' CPU.
 *
 * The answer is the same string jsdom's own object gives, from jsdom's own functions:
 * - a property jsdom resolves (`visibility`, `display`, `pointer-events`, the colours) comes from
 *   `getResolvedValue`, written into a declaration and read back, as jsdom's object is filled;
 * - any other property comes from the element's cascaded declaration, as jsdom copies it.
 * Anything else (`length`, `item`, `cssText`, iteration, priorities) builds jsdom's full object and
 * asks it. tests/unit/support/lazy-computed-style.test.tsx compares every property of every element
 * of rendered screens with jsdom's answer.
 *
 * One difference: a property is resolved when it is read, not when `getComputedStyle` is called. The
 * readers above read at once, in the same synchronous step.
 */
import { createRequire } from "node:module";

interface StyleRules {
  readonly getDeclarationForElement: (element: object) => CSSStyleDeclaration;
  readonly getResolvedValue: (element: object, property: string) => string;
  readonly propertiesWithResolvedValueImplemented: Readonly<Record<string, unknown>>;
}
interface IdlUtils {
  readonly implForWrapper: (wrapper: object) => { readonly nodeType?: number } | null | undefined;
}

// jsdom's own modules, the instances the test environment's window runs on (Node's module cache).
const require = createRequire(import.meta.url);
const styleRules = require("jsdom/lib/jsdom/living/helpers/style-rules.js") as StyleRules;
const idlUtils = require("jsdom/lib/jsdom/living/generated/utils.js") as IdlUtils;

const RESOLVED = new Set(Object.keys(styleRules.propertiesWithResolvedValueImplemented));

/** `pointerEvents` → `pointer-events`, `webkitTransform` → `-webkit-transform`, `cssFloat` → `float`. */
const cssName = (key: string): string => {
  if (key === "cssFloat") return "float";
  const dashed = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return /^(webkit|moz|ms)-/.test(dashed) ? `-${dashed}` : dashed;
};

const INSTALLED = Symbol.for("lotto.lazyComputedStyle");

/** Puts the lazy `getComputedStyle` on `window`; the original stays reachable for comparison. */
export function installLazyComputedStyle(window: Window & typeof globalThis): void {
  const marked = window as unknown as Record<symbol, unknown>;
  if (marked[INSTALLED] === true) return;
  marked[INSTALLED] = true;
  const original = window.getComputedStyle.bind(window);
  const Declaration = window.CSSStyleDeclaration as unknown as new () => CSSStyleDeclaration;
  // The CSS properties, as CSSStyleDeclaration's accessors name them (`pointerEvents`, `pointer-events`).
  const NOT_PROPERTIES = new Set(["cssText", "length", "parentRule"]);
  const accessors = new Set(
    Object.entries(Object.getOwnPropertyDescriptors(Declaration.prototype))
      .filter(([key, descriptor]) => descriptor.get !== undefined && !NOT_PROPERTIES.has(key))
      .map(([key]) => key),
  );

  const lazy = (element: Element, pseudo?: string | null): CSSStyleDeclaration => {
    const impl = idlUtils.implForWrapper(element);
    // Pseudo-elements and anything that is not an element: jsdom's own path (and its errors).
    if ((pseudo !== undefined && pseudo !== null && pseudo !== "") || impl?.nodeType !== 1) return original(element, pseudo);
    let full: CSSStyleDeclaration | undefined;
    const whole = () => (full ??= original(element));
    const valueOf = (property: string): string => {
      if (!RESOLVED.has(property)) return styleRules.getDeclarationForElement(impl).getPropertyValue(property);
      const scratch = new Declaration();
      scratch.setProperty(property, styleRules.getResolvedValue(impl, property));
      return scratch.getPropertyValue(property);
    };
    return new Proxy(new Declaration(), {
      get(_target, key) {
        if (key === "getPropertyValue") return (property: string) => valueOf(String(property).trim().toLowerCase());
        if (typeof key === "string" && accessors.has(key)) return valueOf(key.includes("-") ? key : cssName(key));
        const value: unknown = Reflect.get(whole(), key);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(whole()) : value;
      },
      has: (_target, key) => Reflect.has(whole(), key),
      ownKeys: () => Reflect.ownKeys(whole()),
      getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(whole(), key),
    });
  };
  window.getComputedStyle = lazy as typeof window.getComputedStyle;
  (window as unknown as { jsdomGetComputedStyle: typeof original }).jsdomGetComputedStyle = original;
}
