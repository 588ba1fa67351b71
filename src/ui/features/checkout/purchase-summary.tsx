import "./checkout.css";
import { useId } from "react";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { ZERO } from "@/domain/money/money";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { CartItemCard, lineGameName } from "@/ui/features/checkout/cart/cart-item-card";
import { formatDateTime, formatMoney, formatNumber } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface PurchaseSummaryProps {
  readonly receipt: PurchaseReceipt;
  /** The lines that were bought (their numbers and draws), when still known. */
  readonly items?: ReadonlyArray<CartItem>;
  readonly games?: ReadonlyArray<Game>;
}

/** SPEC §2 thank-you page: tickets, their numbers and draws, amount paid and the new balance. */
export function PurchaseSummary({ receipt, items = [], games = [] }: PurchaseSummaryProps) {
  const { LL, locale } = useI18nContext();
  const ids = useId();
  const created = new Date(receipt.createdAt);
  return (
    <section className="checkout-receipt" aria-labelledby={`${ids}-heading`}>
      <h1 id={`${ids}-heading`}>{LL.checkout.receipt.heading()}</h1>
      <dl className="checkout-receipt__rows">
        <dt>{LL.checkout.receipt.tickets()}</dt>
        <dd>{formatNumber(receipt.ticketsPurchased, locale)}</dd>
        <dt>{LL.checkout.receipt.amountPaid()}</dt>
        <dd>
          <bdi>{formatMoney(receipt.amountPaid, locale)}</bdi>
        </dd>
        {receipt.voucherAmount > ZERO ? (
          <>
            <dt>{LL.checkout.receipt.voucher()}</dt>
            <dd>
              <bdi>{formatMoney(receipt.voucherAmount, locale)}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{LL.checkout.receipt.newBalance()}</dt>
        <dd>
          <bdi>{formatMoney(receipt.balance, locale)}</bdi>
        </dd>
        <dt>{LL.checkout.receipt.transaction()}</dt>
        <dd>
          <bdi>{receipt.transactionId}</bdi>
        </dd>
        {Number.isNaN(created.getTime()) ? null : (
          <>
            <dt>{LL.checkout.receipt.date()}</dt>
            <dd>
              <bdi>{formatDateTime(created, locale)}</bdi>
            </dd>
          </>
        )}
      </dl>
      {items.length === 0 ? null : (
        <>
          <h2>{LL.checkout.receipt.details()}</h2>
          <ul className="cart-items">
            {items.map((item, index) => {
              const game = games.find((candidate) => candidate.gameId === item.gameId) ?? null;
              return (
                <CartItemCard
                  key={item.idBlock}
                  item={item}
                  position={index + 1}
                  rules={rulesFromGame(game)}
                  gameName={lineGameName(game, item)}
                />
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
