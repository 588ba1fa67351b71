// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ContactUsScreen } from "@/ui/features/content/contact-us-screen";
import { DrawsScreen } from "@/ui/features/content/draws-screen";
import { PrizeBreakdownScreen } from "@/ui/features/content/prize-breakdown-screen";
import { WatchLiveScreen } from "@/ui/features/content/watch-live-screen";
import { renderScreen, screenShop, useSandbox } from "../account/screen-harness";
import { typeInto } from "../account/type-into";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

describe("information screens on the sandbox", () => {
  it("draws: every game's past draws", async () => {
    await renderScreen(<DrawsScreen />, screenShop(), "/draws");
    expect(await screen.findByRole("table", { name: /Past draws of Lucky Day/ })).toBeInTheDocument();
  });

  it("prize breakdown: the game named in the query, by the API's name, its tiers", async () => {
    await renderScreen(<PrizeBreakdownScreen />, screenShop(), "/prize-breakdown?game=easy-four");
    expect(await screen.findByRole("table", { name: "Prize tiers of Easy Four Daily" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Easy Four Daily" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Easy Four Daily/ })).toBeInTheDocument();
  });

  it("watch live: the next draw with a countdown", async () => {
    await renderScreen(<WatchLiveScreen />, screenShop(), "/watch-live");
    const heading = await screen.findByRole("heading", { name: /^Next draw: / });
    // The API's name of the game ("Lucky Day 6 + 1"), never a title-cased slug.
    expect(["Lucky Day 6 + 1", "Golden Five", "Easy Four Daily", "Grand Fortune"]).toContain(
      heading.textContent?.replace("Next draw: ", ""),
    );
    expect(screen.getByRole("timer")).toBeInTheDocument();
  });

  it("contact us: question types from the API, the message sent", async () => {
    await renderScreen(<ContactUsScreen />, screenShop(), "/contact-us");
    await userEvent.click(await screen.findByRole("button", { name: /Question type/ }));
    await userEvent.click(screen.getAllByRole("option")[0] as HTMLElement);
    await typeInto(screen.getByRole("textbox", { name: "Your name" }), "Sara Ali");
    await typeInto(screen.getByRole("textbox", { name: "Email" }), "sara@example.com");
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "0501234567");
    await typeInto(screen.getByRole("textbox", { name: "Your message" }), "When is the next draw?");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Your message has been sent"));
  });
});
