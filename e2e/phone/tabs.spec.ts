import { expect, test } from "@playwright/test";
import { DEMO_TOKEN, LANGUAGES, localized } from "../support/pages";
import { settledPage } from "./support";

/**
 * The wallet's four tabs on the narrowest phone: side by side, each label inside its own tab and
 * the whole row on the screen. Before, a touch screen's 44 px minimum width let the tabs shrink
 * below their text, which ran into the next tab ("Balance and historyAdd credit Share credit…").
 */
test.use({ viewport: { width: 320, height: 640 } });

for (const language of LANGUAGES) {
  test(`in ${language.code}, the wallet's tabs fit a 320 px screen, each label inside its tab`, async ({ page }) => {
    await page.goto(`${localized(language, "/wallet")}?token=${DEMO_TOKEN}`);
    await settledPage(page);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    const report = await page.getByRole("tablist").evaluate((list) => {
      const width = document.documentElement.clientWidth;
      const problems: string[] = [];
      if (list.scrollWidth > list.clientWidth + 1)
        problems.push(`the row scrolls: ${list.scrollWidth} px in ${list.clientWidth}`);
      for (const tab of list.querySelectorAll<HTMLElement>("[role=tab]")) {
        const box = tab.getBoundingClientRect();
        const name = tab.textContent?.trim() ?? "";
        if (tab.scrollWidth > tab.clientWidth + 1)
          problems.push(`"${name}": ${tab.scrollWidth} px of text in ${tab.clientWidth}`);
        if (box.left < 0 || box.right > width) problems.push(`"${name}": ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      return problems;
    });
    expect(report).toEqual([]);
  });
}

test("in, by touch: an amount and a recipient typed in two tabs are both still there after switching back and forth", async ({
  page,
}) => {
  await page.goto(`/in/wallet?step=2&token=${DEMO_TOKEN}`);
  await settledPage(page);
  const main = page.getByRole("main");
  const amount = main.getByRole("textbox", { name: /^Jumlah/ });
  await amount.tap();
  await amount.pressSequentially("75");
  await main.getByRole("tab", { name: "Bagikan saldo" }).tap();
  const recipient = main.getByRole("textbox", { name: /^Penerima/ });
  await recipient.tap();
  await recipient.pressSequentially("509876543");
  await main.getByRole("tab", { name: "Tambah saldo" }).tap();
  await expect(amount).toHaveValue("75");
  await main.getByRole("tab", { name: "Bagikan saldo" }).tap();
  await expect(recipient).toHaveValue("509876543");
});
