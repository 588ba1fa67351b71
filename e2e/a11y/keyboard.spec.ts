import { expect, type Page, test } from "@playwright/test";
import { settled } from "./axe";

/**
 * Keyboard and motion (WCAG 2.4.7, 2.1.2, 2.3.3): every Tab stop shows where focus is, Tab moves
 * through the header and out of it, F8 reaches the toasts (SPEC §9), and with reduced motion no
 * CSS animation or transition runs longer than 0.01 s.
 */

interface FocusStop {
  id: number;
  tag: string;
  name: string;
  inHeader: boolean;
  focusVisible: boolean;
  indicator: boolean;
}

/** Where focus is now, and whether it is visibly marked (on the element or the control wrapping it). */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const store = window as unknown as { __focusIds?: WeakMap<Element, number>; __nextFocusId?: number };
    store.__focusIds ??= new WeakMap();
    let id = store.__focusIds.get(element);
    if (id === undefined) {
      id = store.__nextFocusId = (store.__nextFocusId ?? 0) + 1;
      store.__focusIds.set(element, id);
    }
    const marked = (candidate: Element): boolean => {
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== "none";
    };
    // A visually hidden input (checkbox, radio) shows its ring on the control around it.
    const wrappers = [element, element.parentElement, element.parentElement?.parentElement].filter(
      (node): node is HTMLElement => node instanceof HTMLElement,
    );
    return {
      id,
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40),
      inHeader: element.closest("header, [role='banner']") !== null,
      focusVisible: element.matches(":focus-visible"),
      indicator: wrappers.some(marked),
    };
  });
}

async function tabThrough(page: Page, times: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let index = 0; index < times; index += 1) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    if (stop !== null) stops.push(stop);
  }
  return stops;
}

test.describe("keyboard", () => {
  for (const path of ["/", "/lucky-day", "/ar"]) {
    test(`${path}: every Tab stop shows focus, starting with the skip link`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      const stops = await tabThrough(page, 12);
      expect(stops.length).toBeGreaterThan(0);
      expect(stops[0]?.tag, "the first stop is the skip link").toBe("a");
      const unmarked = stops.filter((stop) => !stop.focusVisible || !stop.indicator).map((stop) => `${stop.tag} "${stop.name}"`);
      expect(unmarked, "stops without a visible focus indicator").toEqual([]);
    });

    test(`${path}: 30 Tabs move through the header and out of it`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      const stops = await tabThrough(page, 30);
      const firstInHeader = stops.findIndex((stop) => stop.inHeader);
      expect(firstInHeader, "Tab reaches the header").toBeGreaterThanOrEqual(0);
      const out = stops.slice(firstInHeader).findIndex((stop) => !stop.inHeader);
      expect(out, "Tab leaves the header").toBeGreaterThan(0);
      const stuck = stops.filter((stop, index) => index > 0 && stops[index - 1]?.id === stop.id);
      expect(
        stuck.map((stop) => `${stop.tag} "${stop.name}"`),
        "focus stuck on one element",
      ).toEqual([]);
    });
  }

  test("F8 moves focus to the toast region (SPEC §9)", async ({ page }) => {
    await page.goto("/lucky-day");
    await settled(page);
    await page.getByRole("button", { name: "Quick pick", exact: true }).first().click();
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    const region = page.getByRole("region", { name: "Notifications" });
    await expect(region.getByRole("alertdialog").first()).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("F8");
    expect(await region.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });
});

/** CSS animations and transitions running now whose duration is above 0.01 s. */
function longAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const duration = Number(animation.effect?.getTiming().duration ?? 0);
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? animation.transitionProperty
              : animation.id;
        return {
          duration,
          label: `${name} ${String(duration)}ms on ${target?.tagName.toLowerCase() ?? "?"}.${target?.className ?? ""}`,
        };
      })
      .filter((animation) => animation.duration > 10)
      .map((animation) => animation.label),
  );
}

test.describe("reduced motion", () => {
  test("no CSS animation longer than 0.01 s while loading, navigating and showing a toast", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const seen: string[] = [];
    await page.goto("/");
    seen.push(...(await longAnimations(page)));
    await settled(page);
    seen.push(...(await longAnimations(page)));
    await page.goto("/lucky-day");
    await settled(page);
    await page.getByRole("button", { name: "Quick pick", exact: true }).first().click();
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    for (let sample = 0; sample < 5; sample += 1) {
      seen.push(...(await longAnimations(page)));
      await page.waitForTimeout(50);
    }
    await page.getByRole("link", { name: "FAQ" }).first().click();
    seen.push(...(await longAnimations(page)));
    expect([...new Set(seen)]).toEqual([]);
  });
});
