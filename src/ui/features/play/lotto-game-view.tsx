import "./play.css";
import type { ReactNode } from "react";
import type { Game } from "@/domain/game/game";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { AddToCart } from "./add-to-cart";
import { EntryList } from "./entries/entry-list";
import { invalidEntriesText } from "./entries/entry-text";
import type { TicketListControls } from "./entries/ticket-list-controls";
import { GameOptions } from "./options/game-options";
import type { TicketOptions } from "@/domain/cart/ticket-options";
import { PriceSummary, ticketTotalText } from "./options/price-summary";
import { useAnnounce } from "./play-announcer";

/**
 * What became of "Add to cart": added, an edited cart line updated, refused for invalid entries
 * (now flagged), or no game.
 */
export type AddToCartOutcome = "added" | "updated" | "invalid" | "noGame";

export interface LottoGameViewProps {
  readonly game: Game | null;
  readonly rules: TicketRules;
  readonly controls: TicketListControls;
  /** The ticket's draws, add-ons and subscription, kept with the list by whoever keeps it. */
  readonly options: TicketOptions;
  readonly onOptionsChange: (options: TicketOptions) => void;
  /** Builds and adds the cart item from the list and its options (SPEC §3). */
  readonly onAddToCart: () => AddToCartOutcome | Promise<AddToCartOutcome>;
  /** The add-to-cart mutation is on its way (its isPending): the button is busy and a press does nothing. */
  readonly adding?: boolean;
  readonly title?: ReactNode;
  readonly addToCartLabel?: string;
  /** A word about the page itself (e.g. play-again numbers filled in or refused), said politely. */
  readonly notice?: string | null;
}

/**
 * The game page's content, whoever keeps the list: entries, options, price and add to cart.
 * Must sit inside a PlayAnnouncer.
 */
export function LottoGameView({
  game,
  rules,
  controls,
  options,
  onOptionsChange,
  onAddToCart,
  adding = false,
  title,
  addToCartLabel,
  notice = null,
}: LottoGameViewProps) {
  const { LL, locale } = useI18nContext();
  const announce = useAnnounce();
  const reasons = invalidEntriesText(LL, controls.list.entries, rules);
  const total = game === null ? null : ticketTotalText(game, controls.list.entries.length, options, locale);
  const blockedReason =
    game === null ? LL.play.addToCartNoGame() : reasons === null ? null : LL.play.addToCartBlocked({ reasons });

  const addToCart = async () => {
    if (adding) return;
    const outcome = await onAddToCart();
    if (outcome === "added") announce(LL.play.addedToCart());
    else if (outcome === "updated") announce(LL.play.cartUpdated());
    else announce(blockedReason ?? LL.play.addToCartNoGame());
  };

  return (
    <div className="play-page">
      {title === undefined ? null : <h1>{title}</h1>}
      <p role="status" className={notice === null ? "play-page__notice play-page__notice--empty" : "play-page__notice"}>
        {notice}
      </p>
      <EntryList controls={controls} rules={rules} />
      {game === null ? null : <GameOptions game={game} value={options} onChange={onOptionsChange} />}
      {game === null ? null : <PriceSummary prices={game} entries={controls.list.entries.length} options={options} />}
      <AddToCart
        blockedReason={blockedReason}
        onPress={() => void addToCart()}
        isPending={adding}
        total={total}
        {...(addToCartLabel === undefined ? {} : { label: addToCartLabel })}
      />
    </div>
  );
}
