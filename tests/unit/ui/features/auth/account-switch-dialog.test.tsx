// @vitest-environment jsdom
import { SIGN_IN_LINK_TOKENS } from "@/application/auth/sign-in-link.tokens";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import type { AccountSwitchQuestion } from "@/application/auth/account-switch";
import { TOKENS } from "@/application/tokens";
import { AccountSwitchDialog, AccountSwitchPrompt } from "@/ui/features/auth/account-switch-dialog";
import { renderWithI18n } from "../../components/render";
import { renderScreen, screenShop, useSandbox } from "../account/screen-harness";

vi.setConfig({ testTimeout: 30_000 });

type Shown = Pick<AccountSwitchQuestion, "target" | "switching" | "failure">;
const asking: Shown = { target: { fullName: "Demo Player", maskedPhone: "+971 ••••••567" }, switching: false, failure: null };

const renderDialog = (question: Shown = asking, locale: "en" | "ar" | "id" = "en") => {
  const onAnswer = vi.fn();
  return renderWithI18n(<AccountSwitchDialog question={question} currentName="Sara Ahmed" onAnswer={onAnswer} />, locale).then(
    () => onAnswer,
  );
};

describe("AccountSwitchDialog (issue 13, SPEC §2 token in the URL)", () => {
  it("is a modal alert dialog naming both accounts, with the focus on Stay signed in", async () => {
    await renderDialog();
    const dialog = screen.getByRole("alertdialog", { name: "Switch to another account?" });
    expect(dialog).toHaveTextContent("You are signed in as Sara Ahmed.");
    expect(dialog).toHaveTextContent("This link signs in to Demo Player (+971 ••••••567).");
    expect(dialog).toHaveTextContent("the entries in your cart move to that account's cart");
    await waitFor(() => expect(screen.getByRole("button", { name: "Stay signed in" })).toHaveFocus());
  });

  it.each([
    ["Stay signed in", false],
    ["Switch account", true],
  ])("%s answers %s", async (button, accept) => {
    const onAnswer = await renderDialog();
    await userEvent.click(screen.getByRole("button", { name: button }));
    expect(onAnswer.mock.calls).toEqual([[accept]]);
  });

  it("Escape declines", async () => {
    const onAnswer = await renderDialog();
    await waitFor(() => expect(screen.getByRole("button", { name: "Stay signed in" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    expect(onAnswer.mock.calls).toEqual([[false]]);
  });

  it("a press outside answers nothing", async () => {
    const onAnswer = await renderDialog();
    await userEvent.click(document.body);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("keeps the focus inside while open (Tab cycles between the two answers)", async () => {
    await renderDialog();
    const stay = screen.getByRole("button", { name: "Stay signed in" });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Switch account" })).toHaveFocus();
    await userEvent.tab();
    expect(stay).toHaveFocus();
  });

  it("says so when the link's account could not be read, and still asks", async () => {
    await renderDialog({ ...asking, target: null });
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("We could not check which account this link signs in to.");
    expect(within(dialog).getByRole("button", { name: "Switch account" })).toBeInTheDocument();
  });

  it("while switching: says so, and neither a press nor Escape changes the answer", async () => {
    const onAnswer = await renderDialog({ ...asking, switching: true });
    expect(screen.getByRole("status")).toHaveTextContent("Switching account");
    await userEvent.click(screen.getByRole("button", { name: "Switch account" }));
    await userEvent.click(screen.getByRole("button", { name: "Stay signed in" }));
    await userEvent.keyboard("{Escape}");
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it.each([
    ["linkRefused", "This link no longer signs in. You are still signed in as Sara Ahmed."],
    ["unavailable", "We could not switch accounts. Check your connection and try again. You are still signed in as Sara Ahmed."],
  ] as const)("a failed switch (%s) is said in an alert, the question stays", async (failure, text) => {
    await renderDialog({ ...asking, failure });
    expect(screen.getByRole("alert")).toHaveTextContent(text);
    expect(screen.getByRole("button", { name: "Switch account" })).toBeInTheDocument();
  });

  it.each([
    ["ar", "هل تريد التبديل إلى حساب آخر؟", "البقاء في حسابي", "تبديل الحساب"],
    ["id", "Beralih ke akun lain?", "Tetap di akun saya", "Beralih akun"],
  ] as const)(
    "speaks %s; names and the phone are isolated from the sentence around them",
    async (locale, title, stay, accept) => {
      await renderDialog(asking, locale);
      const dialog = screen.getByRole("alertdialog", { name: title });
      expect(within(dialog).getByRole("button", { name: stay })).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: accept })).toBeInTheDocument();
      const isolatedValues = [...dialog.querySelectorAll("bdi")].map((element) => element.textContent);
      expect(isolatedValues).toEqual(["Sara Ahmed", "Demo Player", "+971 ••••••567"]);
    },
  );

  it("closes once answered", async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return open ? <AccountSwitchDialog question={asking} currentName="Sara" onAnswer={() => setOpen(false)} /> : null;
    }
    await renderWithI18n(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Stay signed in" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("AccountSwitchPrompt over the sandbox (Sara signed in opens a link with the demo user's token)", () => {
  useSandbox();

  const saraWithDemoLink = async () => {
    const shop = screenShop();
    await shop.injector.get(ACCOUNT_TOKENS.signIn).execute({ callingCode: "+971", phone: "509876543", password: "Sara@1234" });
    await shop.injector.get(TOKENS.areas).load("signInLink");
    await shop.injector.get(SIGN_IN_LINK_TOKENS.tokenLogin).execute({ location: `/wallet?token=${DEMO_TOKEN}` });
    return shop;
  };

  it("Switch account: the demo user is signed in and the question closes", async () => {
    const shop = await saraWithDemoLink();
    await renderScreen(<AccountSwitchPrompt />, shop, "/wallet");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("You are signed in as Sara Ahmed.");
    expect(dialog).toHaveTextContent("This link signs in to Demo Player (+971 ••••••567).");
    await userEvent.click(within(dialog).getByRole("button", { name: "Switch account" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(shop.injector.get(TOKENS.sessionState).get().user).toEqual({ id: 1, fullName: "Demo Player" });
    expect(shop.injector.get(TOKENS.sessionStore).accessToken()).toBe(DEMO_TOKEN);
  });

  it("Stay signed in: Sara stays, her token too", async () => {
    const shop = await saraWithDemoLink();
    const saraToken = shop.injector.get(TOKENS.sessionStore).accessToken();
    await renderScreen(<AccountSwitchPrompt />, shop, "/wallet");
    await userEvent.click(await screen.findByRole("button", { name: "Stay signed in" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(shop.injector.get(TOKENS.sessionState).get().user).toEqual({ id: 2, fullName: "Sara Ahmed" });
    expect(shop.injector.get(TOKENS.sessionStore).accessToken()).toBe(saraToken);
    expect(saraToken).not.toBe(DEMO_TOKEN);
  });
});
