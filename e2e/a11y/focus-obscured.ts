import type { Page } from "@playwright/test";

/**
 * WCAG 2.4.11 (focus not obscured, minimum): presses `key` (Tab or Shift+Tab) `presses` times and
 * returns each focused control that nothing of could be seen: off the screen, or wholly under the
 * sticky banner or a bottom bar. A visually hidden input (react-aria's checkbox and radio) is
 * judged by its label, the control a player sees. A 5 × 5 grid of points over the control is
 * tested with `elementFromPoint`, so the stacking order decides, as on the screen. The walk ends
 * early once focus is inside `until` (a landmark's selector: the banner going up, the footer going
 * down), where the page's own controls end.
 */
export async function obscuredFocusStops(
  page: Page,
  key: "Tab" | "Shift+Tab",
  presses: number,
  until?: string,
): Promise<string[]> {
  const obscured: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    // Focus scrolls its control into view with the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const found = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const shown = focused instanceof HTMLInputElement && focused.labels?.[0] !== undefined ? focused.labels[0] : focused;
      const box = shown.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const steps = [0.1, 0.3, 0.5, 0.7, 0.9];
      const seen = steps.some((fx) =>
        steps.some((fy) => {
          const x = box.left + fx * box.width;
          const y = box.top + fy * box.height;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
          const hit = document.elementFromPoint(x, y);
          return hit !== null && (shown.contains(hit) || hit.contains(shown));
        }),
      );
      if (seen) return null;
      const name = (focused.getAttribute("aria-label") ?? shown.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${focused.tagName.toLowerCase()} "${name}" at ${String(Math.round(box.top))}–${String(Math.round(box.bottom))} px of ${String(innerHeight)}, page scrolled to ${String(Math.round(scrollY))}`;
    });
    if (found !== null) obscured.push(found);
    if (until !== undefined && (await page.evaluate((selector) => document.activeElement?.closest(selector) !== null, until)))
      break;
  }
  return [...new Set(obscured)];
}
