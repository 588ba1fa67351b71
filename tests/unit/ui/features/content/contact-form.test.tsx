// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ContactForm } from "@/ui/features/content/contact-form";
import { renderWithI18n } from "../../components/render";
import { description } from "../account/describe";
import { typeInto } from "../account/type-into";

vi.setConfig({ testTimeout: 30_000 });

const types = [
  { id: 1, name: "Playing" },
  { id: 2, name: "Payments" },
];
const field = {
  name: () => screen.getByRole("textbox", { name: "Your name" }),
  email: () => screen.getByRole("textbox", { name: "Email" }),
  phone: () => screen.getByRole("textbox", { name: "Phone number" }),
  content: () => screen.getByRole("textbox", { name: "Your message" }),
  type: () => screen.getByRole("button", { name: /Question type/ }),
};
const send = () => userEvent.click(screen.getByRole("button", { name: "Send message" }));

describe("ContactForm (SPEC §5 contact messages)", () => {
  it("shows the required messages beside their fields", async () => {
    await renderWithI18n(<ContactForm questionTypes={types} onSubmit={vi.fn()} />);
    await send();
    expect(description(field.type())).toContain("Please select a question type");
    expect(description(field.name())).toContain("Please enter the name least 3 characters");
    expect(description(field.email())).toContain("Please enter email");
    expect(description(field.phone())).toContain("Phone number is required");
    expect(description(field.content())).toContain("Please enter the details least 3 characters");
  });

  it.each([
    ["name", "ab", "ab", "Please enter the name least 3 characters"],
    ["name", "101 letters", "x".repeat(101), "Name cannot exceed 100 characters"],
    ["name", "O'Brien", "O'Brien", "Please do not enter punctuation marks"],
    ["email", "sara@", "sara@", "Please enter a valid email address"],
    ["email", "257 characters", `${"a".repeat(250)}@ex.com`, "Email cannot exceed 255 characters"],
    ["content", "'  hi  '", "  hi  ", "Please enter the details least 3 characters"],
    ["content", "1001 letters", "x".repeat(1001), "Message cannot exceed 1000 characters"],
  ] as const)("%s %s → %s", async (key, _label, typed, message) => {
    await renderWithI18n(<ContactForm questionTypes={types} onSubmit={vi.fn()} />);
    await typeInto(field[key](), typed);
    await send();
    expect(description(field[key]())).toContain(message);
  });

  it("sends the trimmed, lowercased form and shows the success state", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<ContactForm questionTypes={types} onSubmit={onSubmit} />);
    await userEvent.click(field.type());
    await userEvent.click(screen.getByRole("option", { name: "Payments" }));
    await typeInto(field.name(), "  Sara Ali ");
    await typeInto(field.email(), " Sara@Example.COM ");
    await typeInto(field.phone(), "050 123 4567");
    await typeInto(field.content(), "  When is the next draw?  ");
    await send();
    expect(onSubmit).toHaveBeenCalledWith({
      question_id: "2",
      name: "Sara Ali",
      email: "sara@example.com",
      phone_number: "0501234567",
      content: "When is the next draw?",
    });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Your message has been sent"));
    await userEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect(field.name()).toHaveValue("");
  });
});
