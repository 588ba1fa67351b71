// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { PLAY_TOKENS } from "@/application/tickets/play.tokens";
import { TOKENS } from "@/application/tokens";
import { openTicketList } from "@/ui/features/play/entries/open-ticket-list";
import { sampleGame } from "./play-fixtures";
import { guestContainer } from "./screen-harness";

const setUp = () => {
  const { injector } = guestContainer();
  const context = { container: injector, queryClient: new QueryClient() };
  return { context, store: injector.get(TOKENS.ticketStore), editor: injector.get(PLAY_TOKENS.ticketEditor) };
};

describe("openTicketList (the game page's loader)", () => {
  it("starts the game's list when none is open", () => {
    const { context, store } = setUp();
    openTicketList(context, sampleGame());
    expect(store.tickets()?.gameSlug).toBe(sampleGame().gameSlug);
    expect(store.tickets()?.list.entries).toHaveLength(1);
  });

  it("continues the game's own list, unchanged", () => {
    const { context, store, editor } = setUp();
    const opened = editor.open(sampleGame());
    openTicketList(context, sampleGame());
    expect(store.tickets()).toBe(opened);
  });

  it("leaves another game's list to the screen that will show the new one", () => {
    const { context, store, editor } = setUp();
    const other = editor.open(sampleGame({ gameSlug: "other-game" }));
    openTicketList(context, sampleGame());
    expect(store.tickets()).toBe(other);
  });
});
