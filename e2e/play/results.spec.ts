import type { Page, Request } from "@playwright/test";
import { callMatching, expect, test } from "../fault/sandbox-network";
import { DEMO_TOKEN, signInWithToken } from "../fault/demo-session";

/**
 * SPEC §7: the shop's draw results come from the game API host, POST fixed-standard-lotto/results
 * with account and currency from the configuration and the stored token (docs/play.md, "Draw
 * results"). The answer here is the sandbox's own, or one given through page.route, so the numbers
 * on the home cards and on /draws can only have come from that call.
 */
const RESULTS_CALL = "POST /fixed-standard-lotto/results";

const answer = {
  status: 200,
  data: [
    {
      game_id: 1,
      game_slug: "lucky-day",
      name: "Lucky Day 6 + 1",
      results: [
        {
          draw_id: "ld-older",
          event_id: 1,
          draw_date: "2030-01-03T20:00:00+04:00",
          numbers: [1, 2, 3, 4, 5, 6],
          bonus_numbers: [1],
          jackpot: 1000,
          currency: "AED",
        },
        {
          draw_id: "ld-newest",
          event_id: 2,
          draw_date: "2030-01-10T20:00:00+04:00",
          numbers: [42, 23, 16, 15, 8, 4],
          bonus_numbers: [9],
          jackpot: 2000,
          currency: "AED",
        },
      ],
    },
  ],
};

/** The bodies of the results calls the page sends. */
function resultsBodies(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/fixed-standard-lotto/results")) bodies.push(request.postDataJSON());
  });
  return bodies;
}

const latestResult = (page: Page, game: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: game }) })
    .locator("dt", { hasText: "Latest result" })
    .locator("xpath=following-sibling::dd[1]");

test("the home cards and /draws show the game API's results; the main API's draws list is not asked", async ({
  page,
  sandbox,
}) => {
  const bodies = resultsBodies(page);
  sandbox.fail(callMatching(RESULTS_CALL), { status: 200, json: answer });
  await page.goto("/");
  await expect(latestResult(page, "Lucky Day 6 + 1")).toContainText("42, 23, 16, 15, 8, 4 + bonus 9", { timeout: 20_000 });
  expect(bodies[0]).toEqual({ account: expect.any(String), currency: "AED" });

  await page.getByRole("link", { name: "All draw results" }).click();
  const table = page.getByRole("table", { name: "Past draws of Lucky Day 6 + 1, newest first" });
  const rows = table.getByRole("list", { name: "Winning numbers" });
  await expect(rows.first()).toHaveText("4223161584", { timeout: 20_000 });
  await expect(rows.nth(1)).toHaveText("123456");
  expect(sandbox.callsTo(/^GET \/api\/lotto\/draws/)).toHaveLength(0);
});

test("signed in: the results call carries the stored token; the sandbox's seeded results are shown", async ({
  page,
  sandbox,
}) => {
  await signInWithToken(page, "/");
  await expect(latestResult(page, "Lucky Day 6 + 1")).toContainText(/\d+, \d+/);
  const calls = sandbox.callsTo(RESULTS_CALL);
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.at(-1)?.headers["authorization"]).toBe(`Bearer ${DEMO_TOKEN}`);
  await page.goto("/draws");
  await expect(page.getByRole("table", { name: "Past draws of Lucky Day 6 + 1, newest first" })).toBeVisible({ timeout: 20_000 });
});

test("results failing: the games still show, the results part says so, and Try again loads them", async ({ page, sandbox }) => {
  sandbox.fail(callMatching(RESULTS_CALL), "500", 1);
  await page.goto("/");
  const alert = page.getByRole("alert").filter({ hasText: "The latest results could not be loaded" });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("link", { name: "Play Lucky Day 6 + 1" })).toBeVisible();
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(latestResult(page, "Lucky Day 6 + 1")).toContainText(/\d+, \d+/);
});

test("in Arabic, every card's latest numbers run in the page's order, right to left, with or without a bonus pool", async ({
  page,
}) => {
  await page.goto("/ar");
  const results = page.locator("dt", { hasText: "آخر نتيجة" }).locator("xpath=following-sibling::dd[1]");
  await expect(results.first()).toContainText(/\d+\S \d+/, { timeout: 20_000 });
  // Each card: whether each number is drawn left of the one before it. A narrow card wraps its
  // numbers over lines (four cards side by side at 1280 px), so only numbers on one line are
  // compared, and each line of the list must run right to left.
  const order = await results.evaluateAll((cells) =>
    cells.map((cell) => {
      const text = [...cell.querySelectorAll("*"), cell]
        .flatMap((element) => [...element.childNodes])
        .find((node): node is Text => node instanceof Text && /\d/.test(node.data));
      if (text === undefined) return `no numbers in "${cell.textContent ?? ""}"`;
      const boxes = [...text.data.matchAll(/\d+/g)].map((match) => {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        return range.getBoundingClientRect();
      });
      const pairs = boxes.slice(1).flatMap((box, index) => {
        const before = boxes[index];
        return before !== undefined && Math.abs(box.top - before.top) < box.height / 2 ? [{ before, box }] : [];
      });
      if (pairs.length === 0) return `no two numbers on one line in "${text.data}"`;
      return pairs.every(({ before, box }) => box.left < before.left) ? "right to left" : `"${text.data}" drawn left to right`;
    }),
  );
  expect(order.length).toBeGreaterThan(1);
  expect(order.filter((finding) => finding !== "right to left")).toEqual([]);
});
