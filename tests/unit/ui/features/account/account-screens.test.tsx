// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEMO_USER } from "@mocks/seed";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { PROFILE_CACHE_KEY } from "@/application/account/profile-cache";
import type { UserProfile } from "@/application/ports/profile.port";
import { TOKENS } from "@/application/tokens";
import { queryClientOf } from "@/adapters/di/container";
import { DeleteAccountScreen } from "@/ui/features/account/delete-account-screen";
import { PersonalDetailScreen } from "@/ui/features/account/personal-detail-screen";
import { EmailConfirmationScreen } from "@/ui/features/auth/email-confirmation-screen";
import { VerifyEmailScreen } from "@/ui/features/auth/verify-email-screen";
import { FaqScreen } from "@/ui/features/content/faq-screen";
import { renderScreen, screenShop, useSandbox } from "./screen-harness";
import { typeInto } from "./type-into";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const signedInShop = async () => {
  const shop = screenShop();
  await shop.injector
    .get(ACCOUNT_TOKENS.signIn)
    .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
  return shop;
};

describe("account screens on the sandbox", () => {
  it("personal details: loads the profile, saves a change, the cached profile follows and storage keeps id and name only", async () => {
    const shop = await signedInShop();
    await renderScreen(<PersonalDetailScreen />, shop, "/personal-detail");
    const city = await screen.findByRole("textbox", { name: "City" });
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveValue("+971\u00a0501234567");
    await userEvent.clear(city);
    await typeInto(city, "Sharjah");
    await userEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("Your changes are saved.")).toBeInTheDocument();
    expect(queryClientOf(shop.container).getQueryData<UserProfile>([...PROFILE_CACHE_KEY])?.city).toBe("Sharjah");
    expect(shop.injector.get(TOKENS.sessionState).get().user).toEqual({ id: 1, fullName: "Demo Player" });
    expect(JSON.parse(shop.storage.get("userData") ?? "null")).toEqual({ id: 1, fullName: "Demo Player" });
  });

  it("delete account: a wrong password keeps the account; the right one logs out to /login", async () => {
    const shop = await signedInShop();
    await renderScreen(<DeleteAccountScreen />, shop, "/delete-account");
    await typeInto(screen.getByRole("textbox", { name: "Type DELETE to confirm" }), "DELETE");
    const password = screen.getByLabelText("Your password", { selector: "input" });
    await typeInto(password, "Wrong@1234");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, delete it" }));
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    expect(shop.injector.get(TOKENS.sessionState).get().user).not.toBeNull();

    await userEvent.clear(password);
    await typeInto(password, DEMO_USER.password);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, delete it" }));
    await waitFor(() => expect(shop.navigator.last).toEqual({ kind: "go", path: "/login" }));
    expect(shop.injector.get(TOKENS.sessionState).get().user).toBeNull();
  });

  it("verify email: the link's token confirms the address; a bad token says so", async () => {
    await renderScreen(<VerifyEmailScreen />, screenShop(), "/confirm/verify-email?token=verify-demo-token");
    expect(await screen.findByText(/is confirmed/)).toBeInTheDocument();
  });

  it("verify email: an unknown token is explained", async () => {
    await renderScreen(<VerifyEmailScreen />, screenShop(), "/confirm/verify-email?token=nope");
    expect(await screen.findByText(/not valid any more/)).toBeInTheDocument();
  });

  it("email confirmation: a verified address is said to be confirmed; a visitor is asked to sign in", async () => {
    const visitor = await renderScreen(<EmailConfirmationScreen />, screenShop(), "/email-confirmation");
    expect(screen.getByRole("link", { name: "Sign in to confirm your email address." })).toHaveAttribute(
      "href",
      "/login?returnUrl=%2Femail-confirmation",
    );
    visitor.unmount();
    await renderScreen(<EmailConfirmationScreen />, await signedInShop(), "/email-confirmation");
    expect(await screen.findByText(/is confirmed/)).toBeInTheDocument();
  });

  it("email confirmation: an unconfirmed address read from the server (not from storage) gets the send button", async () => {
    const shop = await signedInShop();
    await shop.injector.get(ACCOUNT_TOKENS.updateProfile).execute({
      fullName: "Demo Player",
      countryResidence: "AE",
      nationality: "AE",
      email: "new.address@lotto-shop.test",
    });
    await renderScreen(<EmailConfirmationScreen />, shop, "/email-confirmation");
    expect(await screen.findByText(/new\.address@lotto-shop\.test/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /send/i }));
    expect(await screen.findByRole("status")).toHaveTextContent(/.+/);
  });

  it("verify email while signed in: the cached profile is marked stale and read again", async () => {
    const shop = await signedInShop();
    const client = queryClientOf(shop.container);
    client.setQueryData([...PROFILE_CACHE_KEY], { stale: true });
    await renderScreen(<VerifyEmailScreen />, shop, "/confirm/verify-email?token=verify-demo-token");
    expect(await screen.findByText(/is confirmed/)).toBeInTheDocument();
    expect(client.getQueryState([...PROFILE_CACHE_KEY])?.isInvalidated).toBe(true);
  });

  it("FAQ: the sandbox's questions in groups", async () => {
    await renderScreen(<FaqScreen />, screenShop(), "/faq");
    expect(await screen.findByRole("button", { name: "When do sales close?" })).toBeInTheDocument();
  });
});
