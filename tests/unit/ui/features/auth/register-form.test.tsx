// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RegisterForm, type RegisterValues } from "@/ui/features/auth/register-form";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { renderWithI18n } from "../../components/render";
import { typeInto } from "../account/type-into";
import { description } from "../account/describe";

// Component tests render the whole kit in jsdom; on a busy 2-core machine 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

/** The form as the register screen uses it: its submit is a mutation, whose isPending it takes. */
function RegisterOverMutation({ signUp }: { readonly signUp: (values: RegisterValues) => Promise<SubmitOutcome> }) {
  const mutation = useMutation({ mutationKey: ["account", "sign-up"], mutationFn: signUp });
  return <RegisterForm pending={mutation.isPending} onSubmit={(values) => mutation.mutateAsync(values)} />;
}

describe("RegisterForm (SPEC §2 /register, §5 registration messages)", () => {
  it("shows each SPEC §5 message beside its field, marks it invalid and focuses the summary", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    const fullName = screen.getByRole("textbox", { name: "Full name" });
    const phone = screen.getByRole("textbox", { name: "Phone number" });
    const password = screen.getByLabelText("Password", { selector: "input" });
    const accept = screen.getByRole("checkbox", { name: /I accept/ });
    for (const [field, message] of [
      [fullName, "Please enter full name"],
      [phone, "Phone number is required"],
      [password, "Please enter password"],
      [accept, "Please accept the Terms & Conditions and Privacy Policy"],
    ] as const) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(description(field)).toContain(message);
    }
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole("group", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent("Full name: Please enter full name");
  });

  it.each([
    ["abc", "Password must be between 8 and 30 characters long"],
    ["abcdefgh", "Password must contain at least 1 number"],
    ["ABCDEFG1", "Password must contain at least 1 lowercase character"],
    ["abcdefg1", "Password must contain at least 1 special character"],
    ["abcdef1!", "Password must contain at least 1 uppercase letter"],
  ])("password %s → %s", async (typed, message) => {
    await renderWithI18n(<RegisterForm onSubmit={vi.fn(async () => undefined)} />);
    const password = screen.getByLabelText("Password", { selector: "input" });
    await typeInto(password, typed);
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(description(password)).toContain(message);
  });

  it("ticks the live checklist in words as rules are met", async () => {
    await renderWithI18n(<RegisterForm onSubmit={vi.fn(async () => undefined)} />);
    await typeInto(screen.getByLabelText("Password", { selector: "input" }), "abc1");
    expect(screen.getByText("at least 1 number").closest("li")).toHaveTextContent("met");
    expect(screen.getByText("at least 1 uppercase letter").closest("li")).toHaveTextContent("not met yet");
  });

  it("sends valid values once over its mutation, keeps them when the server refuses, and shows the server's message", async () => {
    let answer: (value: { fieldErrors: Record<string, string> }) => void = () => undefined;
    const signUp = vi.fn(
      (_values: RegisterValues) => new Promise<{ fieldErrors: Record<string, string> }>((resolve) => (answer = resolve)),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    await renderWithI18n(
      <QueryClientProvider client={client}>
        <RegisterOverMutation signUp={signUp} />
      </QueryClientProvider>,
    );
    await typeInto(screen.getByRole("textbox", { name: "Full name" }), "Sara Ali");
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "50a0000001");
    await typeInto(screen.getByLabelText("Password", { selector: "input" }), "Secret@123");
    await userEvent.click(screen.getByRole("checkbox", { name: /I accept/ }));
    const submit = screen.getByRole("button", { name: "Create account" });
    await userEvent.click(submit);
    const sending = await screen.findByRole("button", { name: /Sending/ });
    await userEvent.dblClick(sending);
    await userEvent.click(screen.getByRole("textbox", { name: "Full name" }));
    await userEvent.keyboard("{Enter}");
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(client.getMutationCache().getAll()).toHaveLength(1);
    expect(signUp.mock.calls[0]?.[0]).toEqual({
      fullName: "Sara Ali",
      countryCode: "+971",
      phone: "500000001",
      password: "Secret@123",
      accept: true,
    });
    await act(async () => answer({ fieldErrors: { phone: "This phone number is already registered." } }));
    const phone = screen.getByRole("textbox", { name: "Phone number" });
    await waitFor(() => expect(description(phone)).toContain("This phone number is already registered."));
    expect(phone).toHaveValue("500000001");
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Sara Ali");
  });

  it("speaks Arabic: the SPEC §5 message in the user's language", async () => {
    await renderWithI18n(<RegisterForm onSubmit={vi.fn(async () => undefined)} />, "ar");
    await userEvent.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    expect(description(screen.getByRole("textbox", { name: "الاسم الكامل" }))).not.toContain("Please enter full name");
    expect(screen.getByRole("textbox", { name: "الاسم الكامل" })).toHaveAttribute("aria-invalid", "true");
  });
});
