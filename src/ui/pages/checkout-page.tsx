import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { CartItem } from "@/domain/cart/cart-item";
import { useEditCartItem } from "@/ui/features/checkout/cart/use-edit-cart-item";
import { CheckoutScreen } from "@/ui/features/checkout/checkout-screen";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { gamesQuery } from "@/ui/queries/games.queries";
import { prefixOf } from "@/ui/app/locale-prefix";
import { useShell } from "@/ui/app/shell-context";
import { NO_GAMES } from "./games-unavailable";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The cart lines just bought, handed from /checkout to /thank-you (SPEC §2 purchase details). */
    readonly purchasedItems?: ReadonlyArray<CartItem>;
  }
}

/**
 * SPEC §2 /checkout: the cart, voucher and payment screen. Editing a line opens its game page with
 * the line's numbers; once paid, /thank-you shows what was bought. `voucher` is the address's
 * `?voucher=` (a code typed before signing in, docs/play.md).
 */
export function CheckoutPage({ voucher }: { readonly voucher?: string | undefined }) {
  const shell = useShell();
  // Game names only: without them the lines still show (SPEC §7 failures never block paying).
  const games = useQuery(gamesQuery(shell)).data ?? NO_GAMES;
  const editLine = useEditCartItem(games);
  const navigate = useNavigate();
  const { locale } = useI18nContext();
  const prefix = prefixOf(locale);
  const onEdit = (item: CartItem): void => {
    void editLine(item).then((game) => {
      if (game !== null) void navigate({ to: "/{-$locale}/$slug", params: { locale: prefix, slug: game.gameSlug } });
    });
  };
  return (
    <CheckoutScreen
      games={games}
      onEdit={onEdit}
      voucher={voucher}
      onPaid={(_receipt, items) =>
        void navigate({ to: "/{-$locale}/thank-you", params: { locale: prefix }, state: { purchasedItems: items } })
      }
      onFailed={(reason) =>
        void navigate({ to: "/{-$locale}/unsuccessful-payment", params: { locale: prefix }, search: { reason } })
      }
    />
  );
}
