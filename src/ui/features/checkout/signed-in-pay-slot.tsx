import { type ComponentType, Suspense, useState } from "react";
import { lazyWhenOnline } from "@/ui/components/load-when-online";
import type { SignedInPayProps } from "./signed-in-pay";

let loaded: ComponentType<SignedInPayProps> | undefined;

/**
 * Loads the signed-in player's Pay (signed-in-pay.tsx). The checkout route's loader calls it for a
 * signed-in user, beside the checkout area, so the page renders with it; a guest's first view never
 * downloads it.
 */
export const loadSignedInPay = (): Promise<ComponentType<SignedInPayProps>> =>
  import("./signed-in-pay").then((module) => (loaded = module.SignedInPay));

const LazySignedInPay = lazyWhenOnline(loadSignedInPay);

/**
 * The signed-in player's Pay: at once when the loader has loaded it, else once it has come (offline,
 * once the network is back: lazyWhenOnline). Which of the two is kept for the slot's life, so Pay is
 * never mounted twice (its button would change under the player's finger).
 */
export function SignedInPaySlot(props: SignedInPayProps) {
  const [Loaded] = useState(() => loaded);
  if (Loaded !== undefined) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazySignedInPay {...props} />
    </Suspense>
  );
}
