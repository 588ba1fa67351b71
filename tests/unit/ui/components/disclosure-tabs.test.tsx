// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Disclosure, DisclosureGroup } from "@/ui/components/disclosure";
import { Tabs } from "@/ui/components/tabs";
import { renderWithI18n } from "./render";

describe("Tabs", () => {
  const items = [
    { id: "add", label: "Add credit", content: <p>Add panel</p> },
    { id: "withdraw", label: "Withdraw", content: <p>Withdraw panel</p> },
  ];

  it("is a named tab list whose tabs control their panels", async () => {
    await renderWithI18n(<Tabs label="Wallet sections" items={items} />);
    expect(screen.getByRole("tablist", { name: "Wallet sections" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Add credit" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Add credit" })).toHaveTextContent("Add panel");
    await userEvent.click(screen.getByRole("tab", { name: "Withdraw" }));
    expect(screen.getByRole("tabpanel", { name: "Withdraw" })).toHaveTextContent("Withdraw panel");
  });

  it("keeps what was typed in a panel when the player looks at another tab and comes back; a panel never opened is not there", async () => {
    const forms = [
      { id: "add", label: "Add credit", content: <input aria-label="Amount" /> },
      { id: "share", label: "Share credit", content: <input aria-label="Recipient" /> },
      { id: "withdraw", label: "Withdraw", content: <input aria-label="IBAN" /> },
    ];
    await renderWithI18n(<Tabs label="Wallet sections" items={forms} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Amount" }), "75");
    await userEvent.click(screen.getByRole("tab", { name: "Share credit" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Recipient" }), "509876543");
    // The panel left is out of reach (inert, not displayed), not gone.
    expect(screen.getByRole("textbox", { name: "Amount" }).closest("[inert][data-inert]")).not.toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Add credit" }));
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveValue("75");
    await userEvent.click(screen.getByRole("tab", { name: "Share credit" }));
    expect(screen.getByRole("textbox", { name: "Recipient" })).toHaveValue("509876543");
    expect(document.querySelector('input[aria-label="IBAN"]')).toBeNull();
  });

  it("moves with the arrow keys", async () => {
    await renderWithI18n(<Tabs label="Wallet sections" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Add credit" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Withdraw" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("Disclosure", () => {
  it("is a heading holding a button that expands its panel", async () => {
    await renderWithI18n(<Disclosure title="How do I play?">Pick seven numbers.</Disclosure>);
    const trigger = screen.getByRole("button", { name: "How do I play?" });
    expect(screen.getByRole("heading", { level: 3, name: "How do I play?" })).toContainElement(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Pick seven numbers.")).toBeVisible();
  });

  it("in a group, opening one closes the other", async () => {
    await renderWithI18n(
      <DisclosureGroup>
        <Disclosure id="a" title="First">
          One
        </Disclosure>
        <Disclosure id="b" title="Second">
          Two
        </Disclosure>
      </DisclosureGroup>,
    );
    await userEvent.click(screen.getByRole("button", { name: "First" }));
    await userEvent.click(screen.getByRole("button", { name: "Second" }));
    expect(screen.getByRole("button", { name: "First" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Second" })).toHaveAttribute("aria-expanded", "true");
  });
});
