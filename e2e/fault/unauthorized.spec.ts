import type { Page } from "@playwright/test";
import { signInWithToken } from "./demo-session";
import { expect, test } from "./sandbox-network";

/**
 * SPEC §8: a 401 whose body message is "unauthorized" (any case) logs the user out and sends them
 * to /login; a 401 with any other message sends them to /login without logging out.
 */
const hasToken = async (page: Page): Promise<boolean> => (await page.context().cookies()).some((cookie) => cookie.name === "access_token" && cookie.value !== "");

/** Every address the page shows, including client-side navigations. */
function addresses(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

const CASES = [
  { message: "Unauthorized", logsOut: true },
  { message: "UNAUTHORIZED", logsOut: true },
  { message: "Your session token has expired", logsOut: false },
];

for (const { message, logsOut } of CASES) {
  test(`401 "${message}": ${logsOut ? "logout and /login" : "/login, still signed in"}`, async ({ page, sandbox }) => {
    await signInWithToken(page, "/faq");
    expect(await hasToken(page)).toBe(true);
    const seen = addresses(page);
    sandbox.fail((call) => call.headers["authorization"] !== undefined, { status: 401, json: { status: 401, message } }, 1);
    await page.goto("/checkout");
    await expect.poll(() => seen.includes("/login"), { message: "the user is sent to /login" }).toBe(true);
    if (logsOut) {
      await expect.poll(() => hasToken(page), { message: "the access token is gone" }).toBe(false);
      expect(await page.evaluate(() => window.localStorage.getItem("userData"))).toBeNull();
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" }).or(page.getByRole("banner").getByRole("button", { name: "Sign in" }))).toBeVisible();
    } else {
      expect(await hasToken(page), "the session is kept").toBe(true);
    }
  });
}
