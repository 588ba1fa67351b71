import { expect, type Locator, test } from "@playwright/test";

/**
 * Codes and addresses inside Arabic text keep their own left-to-right order. Measured where the
 * glyphs are drawn: the country code read "971+" in the sign-up, sign-in and share-credit pickers,
 * and the 404 page's "/ar/no-such-page" had its "/" drawn at the end, "page" broken off.
 */
test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

/** The x of the start of the first `first` and of the first `then` after it, in `scope`'s text. */
const drawnAt = (scope: Locator, first: string, then: string): Promise<readonly [number, number]> =>
  scope.evaluate(
    (element, [a, b]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) nodes.push(node as Text);
      const text = nodes.map((node) => node.data).join("");
      const at = (index: number): number => {
        let offset = index;
        for (const node of nodes) {
          if (offset < node.data.length) {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect().left;
          }
          offset -= node.data.length;
        }
        return Number.NaN;
      };
      const start = text.indexOf(a);
      return [at(start), at(text.indexOf(b, start + a.length))] as const;
    },
    [first, then] as const,
  );

test("ar: the sign-up's country code reads +971, the plus before the digits", async ({ page }) => {
  await page.goto("/ar/register");
  const picker = page.getByRole("main").getByRole("button", { name: /971/ }).first();
  await expect(picker).toBeVisible();
  const [plus, nine] = await drawnAt(picker, "+", "9");
  expect(plus, "the + is drawn left of the 9").toBeLessThan(nine);
});

test("ar: the 404 page's address reads left to right, its / first", async ({ page }) => {
  await page.goto("/ar/no-such-page");
  const message = page.getByRole("main").getByText(/no-such-page/);
  await expect(message).toBeVisible();
  const [slash, letter] = await drawnAt(message, "/", "n");
  expect(slash, "the / is drawn left of the n").toBeLessThan(letter);
});
