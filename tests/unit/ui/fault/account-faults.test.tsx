// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, vi } from "vitest";
import { ChangePasswordScreen } from "@/ui/features/account/change-password-screen";
import { DeleteAccountScreen } from "@/ui/features/account/delete-account-screen";
import { FavouritesScreen } from "@/ui/features/account/favourites-screen";
import { NotificationsScreen } from "@/ui/features/account/notifications-screen";
import { PersonalDetailScreen } from "@/ui/features/account/personal-detail-screen";
import { ContactUsScreen } from "@/ui/features/content/contact-us-screen";
import { useSandbox } from "../features/account/screen-harness";
import { typeInto } from "../features/account/type-into";
import { renderFaultScreen } from "./fault-harness";
import { faultMatrix, type FaultScenario } from "./fault-matrix";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const values =
  (...fields: HTMLElement[]) =>
  () =>
    fields.map((field) => (field as HTMLInputElement).value);
const password = (name: string) => screen.getByLabelText(name, { selector: "input" });

/** Issue 13 point 7: the account pages' own calls, each under every fault. */
const SCENARIOS: FaultScenario[] = [
  {
    call: "profile update",
    method: "put",
    path: "/api/user/profile",
    signedIn: true,
    open: async (shop) => {
      const rendered = await renderFaultScreen(<PersonalDetailScreen />, shop, "/personal-detail");
      const city = await screen.findByRole("textbox", { name: "City" });
      await userEvent.clear(city);
      await typeInto(city, "Sharjah");
      const button = screen.getByRole("button", { name: "Save details" });
      return {
        rendered,
        act: () => userEvent.click(button),
        button: () => button,
        kept: values(city, screen.getByRole("textbox", { name: "Full name" })),
      };
    },
  },
  {
    call: "change password",
    method: "post",
    path: "/api/user/change-password",
    signedIn: true,
    open: async (shop) => {
      const rendered = await renderFaultScreen(<ChangePasswordScreen />, shop, "/change-password");
      const fields = [password("Current password"), password("New password"), password("Confirm new password")];
      await typeInto(fields[0] as HTMLElement, "Demo@1234");
      await typeInto(fields[1] as HTMLElement, "Fresh@5678");
      await typeInto(fields[2] as HTMLElement, "Fresh@5678");
      const button = screen.getByRole("button", { name: "Change password" });
      return { rendered, act: () => userEvent.click(button), button: () => button, kept: values(...fields) };
    },
  },
  {
    call: "delete account",
    method: "post",
    path: "/api/user/delete-account",
    signedIn: true,
    open: async (shop) => {
      const rendered = await renderFaultScreen(<DeleteAccountScreen />, shop, "/delete-account");
      const word = screen.getByRole("textbox", { name: "Type DELETE to confirm" });
      await typeInto(word, "DELETE");
      const secret = password("Your password");
      await typeInto(secret, "Demo@1234");
      const button = screen.getByRole("button", { name: "Delete my account" });
      return {
        rendered,
        act: async () => {
          await userEvent.click(button);
          await userEvent.click(await screen.findByRole("button", { name: "Yes, delete it" }));
        },
        button: () => button,
        kept: values(word, secret),
      };
    },
  },
  {
    call: "favourites remove",
    method: "delete",
    path: "/api/favourites/:id",
    signedIn: true,
    open: async (shop) => {
      const rendered = await renderFaultScreen(<FavouritesScreen />, shop, "/favourite");
      const button = await screen.findByRole("button", { name: /^Delete “/ });
      const list = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
      return {
        rendered,
        act: async () => {
          await userEvent.click(button);
          await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
        },
        button: () => screen.queryByRole("button", { name: button.getAttribute("aria-label") ?? button.textContent ?? "" }),
        kept: list,
      };
    },
  },
  {
    call: "notification mark read",
    method: "post",
    path: "/api/notifications/:id/read",
    signedIn: true,
    open: async (shop) => {
      const rendered = await renderFaultScreen(<NotificationsScreen />, shop, "/notifications");
      const button = await screen.findByRole("button", { name: "Mark “Draw tonight” as read" });
      return {
        rendered,
        act: () => userEvent.click(button),
        button: () => screen.queryByRole("button", { name: "Mark “Draw tonight” as read" }),
        kept: () => null,
      };
    },
  },
  {
    call: "notifications mark all read",
    method: "post",
    path: "/api/notifications/read-all",
    signedIn: true,
    open: async (shop) => {
      const rendered = await renderFaultScreen(<NotificationsScreen />, shop, "/notifications");
      const button = await screen.findByRole("button", { name: "Mark all as read" });
      return {
        rendered,
        act: () => userEvent.click(button),
        button: () => screen.queryByRole("button", { name: "Mark all as read" }),
        kept: () => null,
      };
    },
  },
  {
    call: "contact form",
    method: "post",
    path: "/api/common/contact-us",
    signedIn: false,
    open: async (shop) => {
      const rendered = await renderFaultScreen(<ContactUsScreen />, shop, "/contact-us");
      await userEvent.click(await screen.findByRole("button", { name: /Question type/ }));
      const [firstType] = await screen.findAllByRole("option");
      await userEvent.click(firstType as HTMLElement);
      const fields = ["Your name", "Email", "Phone number", "Your message"].map((name) => screen.getByRole("textbox", { name }));
      const typed = ["Sara Ali", "sara@example.com", "0501234567", "When is the next draw?"];
      for (const [index, field] of fields.entries()) await typeInto(field, typed[index] ?? "");
      const button = screen.getByRole("button", { name: "Send message" });
      return { rendered, act: () => userEvent.click(button), button: () => button, kept: values(...fields) };
    },
  },
];

describe("faults on the account pages' calls (issue 13 point 7)", () => {
  faultMatrix("account", SCENARIOS);
});
