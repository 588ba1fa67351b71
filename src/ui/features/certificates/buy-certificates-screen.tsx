import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { Result } from "effect";
import { useState } from "react";
import type { CertificateOffer } from "@/application/ports/content.port";
import { useContainer, useSessionState } from "@/ui/di/container-context";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useGameNames } from "@/ui/queries/use-game-names";
import { certificateOffersQuery } from "@/ui/queries/certificates.queries";
import { searchWithoutToken } from "@/domain/auth/sign-in-link";
import { BuyCertificatesView } from "./buy-certificates-view";
import { type PurchaseFailureText, purchaseFailureText } from "./certificate-failure";
import { purchaseCertificateMutation } from "@/ui/queries/certificates.mutations";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The offer just bought, handed to the generating page (the free entries it gives). */
    readonly certificateOffer?: { readonly name: string; readonly entries: number; readonly game: string };
  }
}

function Offers({ offers, initial }: { readonly offers: ReadonlyArray<CertificateOffer>; readonly initial: number | undefined }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const params = useLocaleParams();
  const location = useRouterState({ select: (state) => state.location });
  const signedIn = useSessionState((state) => state.user !== null);
  const nameOf = useGameNames();
  const purchase = useMutation(purchaseCertificateMutation(useContainer()));
  const [selectedId, setSelectedId] = useState<number | null>(
    offers.find((offer) => offer.id === initial)?.id ?? offers[0]?.id ?? null,
  );
  const [failure, setFailure] = useState<PurchaseFailureText | null>(null);

  const onBuy = () => {
    if (purchase.isPending) return;
    const offer = offers.find((candidate) => candidate.id === selectedId);
    if (offer === undefined) return;
    if (!signedIn) {
      // SPEC §2 returnUrl: back here after login, with this offer still chosen.
      const search = new URLSearchParams(searchWithoutToken(location.searchStr));
      search.set("offer", String(offer.id));
      void navigate({ to: "/{-$locale}/login", params, search: { returnUrl: `${location.pathname}?${search.toString()}` } });
      return;
    }
    setFailure(null);
    purchase.mutate(
      { offerId: offer.id },
      {
        onSuccess: (result) => {
          if (Result.isFailure(result)) return setFailure(purchaseFailureText(LL, result.failure));
          const { name, entries, gameSlug } = offer;
          const game = nameOf(gameSlug);
          void navigate({
            to: "/{-$locale}/payment/green-certificate-generating",
            params,
            search: { code: result.success.code },
            state: { certificateOffer: { name, entries, game } },
          });
        },
      },
    );
  };

  return (
    <BuyCertificatesView
      offers={offers}
      gameName={nameOf}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onBuy={onBuy}
      pending={purchase.isPending}
      failure={failure}
      signedIn={signedIn}
    />
  );
}

/** SPEC §2 /buy/green-certificates (open; buying needs an account, SPEC §6). */
export function BuyCertificatesScreen({ initialOffer }: { readonly initialOffer?: number | undefined }) {
  return (
    <QueryBoundary>
      <OffersOnSale initial={initialOffer} />
    </QueryBoundary>
  );
}

function OffersOnSale({ initial }: { readonly initial?: number | undefined }) {
  const { data: offers } = useSuspenseQuery(certificateOffersQuery(useContainer()));
  return <Offers offers={offers} initial={initial} />;
}
