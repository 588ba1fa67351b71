// @vitest-environment jsdom
import { useRouterState } from "@tanstack/react-router";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useEntryDraft } from "@/ui/app/entry-draft";
import { renderWithRouter } from "../components/render";

vi.setConfig({ testTimeout: 20_000 });

function Field() {
  const [value, setValue] = useEntryDraft("voucher");
  return <input aria-label="Voucher code" value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** The field on /faq only: it mounts once the router is there, as a page's field does. */
function FieldOnFaq() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return path === "/faq" ? <Field /> : null;
}

describe("useEntryDraft: what was typed, kept with the page's history entry", () => {
  it("writes each value into the current entry's state, keeping the router's keys and other drafts", async () => {
    window.history.replaceState({ __TSR_key: "k1", drafts: { other: "x" } }, "");
    await renderWithRouter(<Field />);
    await userEvent.type(screen.getByRole("textbox", { name: "Voucher code" }), "SAVE10");
    expect(window.history.state).toMatchObject({ __TSR_key: "k1", drafts: { other: "x", voucher: "SAVE10" } });
  });

  it("starts from the draft the entry carries, and empty without one", async () => {
    const { router } = await renderWithRouter(<FieldOnFaq />);
    await act(async () => router.history.push("/faq", { drafts: { voucher: "WELCOME20" } }));
    expect(await screen.findByRole("textbox", { name: "Voucher code" })).toHaveValue("WELCOME20");
    await act(async () => router.history.push("/"));
    await act(async () => router.history.push("/faq"));
    expect(await screen.findByRole("textbox", { name: "Voucher code" })).toHaveValue("");
  });
});
