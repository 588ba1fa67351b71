import { PLAY_TOKENS } from "@/application/tickets/play.tokens";
import { TOKENS } from "@/application/tokens";
import type { Game } from "@/domain/game/game";
import type { RouterContext } from "@/ui/di/router-context";

/**
 * Opens the game's ticket list (TicketEditorService.open) from the game page's loader, once the
 * play area is loaded and the page is being navigated to (not preloaded on hover): the screen's
 * first render then shows the list. Opened only by the screen's effect, the list arrived in a
 * store change React answers with a synchronous render of the whole screen, the game page's
 * longest task after its paint (docs/quality.md, "The game page's list before its first render").
 * The screen opens it again once mounted, which changes nothing then.
 *
 * Another game's list is left to the screen: a loader runs while the page before is still on
 * screen, and a navigation may not complete, so replacing it here could take a player's picks
 * from a page they are still on, or that they come back to.
 */
export const openTicketList = (context: RouterContext, game: Game): void => {
  const open = context.container.get(TOKENS.ticketStore).tickets();
  if (open !== null && open.gameSlug !== game.gameSlug) return;
  context.container.get(PLAY_TOKENS.ticketEditor).open(game);
};
