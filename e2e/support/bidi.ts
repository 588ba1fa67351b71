import type { Page } from "@playwright/test";

/**
 * In a right-to-left page, the texts (some of) that should read left to right and are not drawn
 * so: a text with Latin letters, a "+" or an "@" and no right-to-left letter or mark must have each
 * of its characters, line by line, right of the one before it. That finds a server's English that
 * took the Arabic page's direction ("!You won", "?How do I play Lucky Day") and a phone number read
 * as "971+". Digits alone are left out (a list of numbers follows the page's order, "6, 8, 15"),
 * and so is a text with a right-to-left mark (Intl writes its Arabic dates with them, to be read
 * right to left). In a left-to-right page: nothing. docs/i18n.md, "The server's words in any
 * page's direction".
 */
export function misorderedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.dir !== "rtl") return [];
    const found: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text !== null; text = texts.nextNode() as Text | null) {
      const data = text.data;
      if (!/[A-Za-z+@]/.test(data) || /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u061c]/u.test(data)) continue;
      const parent = text.parentElement;
      if (parent === null || parent.closest("[hidden], [aria-hidden='true'], .ui-visually-hidden, script, style") !== null)
        continue;
      let before: { x: number; line: number } | undefined;
      for (let index = 0; index < data.length; index += 1) {
        if (/[\s\u200e\u2066-\u2069]/u.test(data.charAt(index))) continue;
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        const drawn = { x: box.left + box.width / 2, line: Math.round(box.bottom) };
        if (before !== undefined && before.line === drawn.line && drawn.x < before.x - 0.5) {
          found.push(`"${data.trim().slice(0, 40)}" not drawn left to right`);
          break;
        }
        before = drawn;
      }
    }
    return [...new Set(found)].slice(0, 5);
  });
}
