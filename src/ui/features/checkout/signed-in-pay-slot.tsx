import { type ComponentType, Suspense, useState } from "react";
import { lazyWhenOnline } from "@/ui/components/load-when-online";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { isNamespaceLoaded, loadNamespace } from "@/ui/i18n/namespaces";
import type { SignedInPayProps } from "./signed-in-pay";

let loaded: ComponentType<SignedInPayProps> | undefined;

/**
 * Loads the signed-in player's Pay (signed-in-pay.tsx). The checkout route's loader calls it for a
 * signed-in user, beside the checkout area and Pay's texts (the `pay` area), so the page renders
 * with it; a guest's first view never downloads it.
 */
export const loadSignedInPay = (): Promise<ComponentType<SignedInPayProps>> =>
  import("./signed-in-pay").then((module) => (loaded = module.SignedInPay));

/**
 * The signed-in player's Pay: at once when the loader has loaded it and its texts, else once both
 * have come (a player signed in while on the page; offline, once the network is back:
 * lazyWhenOnline). Which of the two is kept for the slot's life, so Pay is never mounted twice
 * (its button would change under the player's finger).
 */
export function SignedInPaySlot(props: SignedInPayProps) {
  const { locale } = useI18nContext();
  const [Loaded] = useState(() => (isNamespaceLoaded(locale, "pay") ? loaded : undefined));
  const [LazySignedInPay] = useState(() =>
    lazyWhenOnline(() => Promise.all([loadSignedInPay(), loadNamespace(locale, "pay")]).then(([component]) => component)),
  );
  if (Loaded !== undefined) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazySignedInPay {...props} />
    </Suspense>
  );
}
