import "./certificates.css";
import { useState } from "react";
import type { CertificateOffer } from "@/application/ports/content.port";
import { isolatedText } from "@/ui/components/bidi";
import { Button } from "@/ui/components/button";
import { ConfirmDialog } from "@/ui/components/confirm-dialog";
import { Money } from "@/ui/components/money";
import { RadioGroup } from "@/ui/components/radio-group";
import { formatMoney } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { AppRedirectLink } from "@/ui/app/app-redirect-link";
import type { PurchaseFailureText } from "./certificate-failure";

/** Where "Top up wallet" goes: the wallet's add-credit step (as at checkout). */
const TOP_UP_PATH = "/wallet?step=2";

export interface BuyCertificatesViewProps {
  readonly offers: ReadonlyArray<CertificateOffer>;
  /** The name of the game an offer's entries are for (the games list's name, else the slug's title). */
  readonly gameName: (slug: string) => string;
  readonly currency?: string;
  readonly selectedId: number | null;
  readonly onSelect: (offerId: number) => void;
  readonly onBuy: () => void;
  readonly pending: boolean;
  readonly failure: PurchaseFailureText | null;
  /** A guest is sent to sign in first (SPEC §6: paying needs an account). */
  readonly signedIn: boolean;
}

function OfferLabel({
  offer,
  game,
  currency,
}: {
  readonly offer: CertificateOffer;
  readonly game: string;
  readonly currency?: string;
}) {
  const { LL } = useI18nContext();
  const c = LL.certificates.offer;
  return (
    <span className="certificate-offer">
      {/* The offer's name and description are the server's words: each reads in its own direction,
          lined up with the rest of the option (bdi: an isolate, not a block of its own). */}
      <span className="certificate-offer__name">
        <bdi>{offer.name}</bdi>
      </span>
      <span className="certificate-offer__price">
        <Money fils={offer.price} {...(currency === undefined ? {} : { currency })} />
      </span>
      <span className="certificate-offer__detail">{c.entries({ entries: offer.entries, game })}</span>
      {offer.treesPlanted === undefined ? null : (
        <span className="certificate-offer__detail">{c.trees({ trees: offer.treesPlanted })}</span>
      )}
      <span className="certificate-offer__detail">
        <bdi>{offer.description}</bdi>
      </span>
    </span>
  );
}

/**
 * SPEC §2 /buy/green-certificates: the offers (price, the free entries each gives and for which
 * game), one chosen, and Buy — busy while the purchase is on its way, its failure said in words
 * (too low a balance offers a top-up), the choice kept. A signed-in player's Buy first asks, naming
 * the offer and its price ("Buy for AED 35.00"), as every move of the wallet's money does: one tap
 * on the offer chosen for them paid it. A guest's goes to sign in.
 */
export function BuyCertificatesView(props: BuyCertificatesViewProps) {
  const { offers, gameName, currency, selectedId, onSelect, onBuy, pending, failure, signedIn } = props;
  const { LL, locale } = useI18nContext();
  const [confirming, setConfirming] = useState(false);
  const c = LL.certificates.buy;
  if (offers.length === 0) return <p>{c.noOffers()}</p>;
  const chosen = offers.find((offer) => offer.id === selectedId);
  const price = chosen === undefined ? "" : formatMoney(chosen.price, locale, currency);
  return (
    <section className="certificates" aria-labelledby="certificate-offers-heading">
      <h2 id="certificate-offers-heading">{c.heading()}</h2>
      <RadioGroup
        label={c.choose()}
        value={selectedId === null ? null : String(selectedId)}
        onChange={(value) => onSelect(Number(value))}
        options={offers.map((offer) => ({
          value: String(offer.id),
          label: <OfferLabel offer={offer} game={gameName(offer.gameSlug)} {...(currency === undefined ? {} : { currency })} />,
        }))}
      />
      <div className="certificates__actions">
        {signedIn ? null : <p id="certificate-sign-in-hint">{c.signInHint()}</p>}
        <Button
          variant="primary"
          isPending={pending}
          onPress={signedIn && chosen !== undefined ? () => setConfirming(true) : onBuy}
          {...(signedIn ? {} : { "aria-describedby": "certificate-sign-in-hint" })}
        >
          {c.submit()}
        </Button>
      </div>
      {chosen === undefined ? null : (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={c.confirmTitle()}
          confirmLabel={c.confirmBuy({ price: isolatedText(price) })}
          onConfirm={onBuy}
        >
          <p>{c.confirmBody({ name: isolatedText(chosen.name), price: isolatedText(price) })}</p>
        </ConfirmDialog>
      )}
      <div role="alert" className="certificates__failure">
        {failure === null ? null : <p>{failure.text}</p>}
        {failure?.topUp === true ? (
          <AppRedirectLink path={TOP_UP_PATH} variant="button">
            {c.topUp()}
          </AppRedirectLink>
        ) : null}
      </div>
    </section>
  );
}
