import "./checkout.css";
import { Link } from "@/ui/components/link";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { prefixOf, withLocalePrefix } from "@/ui/app/locale-prefix";
import { stickyEnd } from "@/ui/components/layout/sticky-inset";

/** The page a guest comes back to after signing in: this checkout, in the page's language. */
export const CHECKOUT_RETURN_PATH = "/checkout";

/**
 * SPEC §2/§6: paying from the balance needs a signed-in user. A guest's checkout offers the way
 * there instead of a Pay button that can never work: /login?returnUrl=/checkout (prefixed), and
 * SPEC §4's login merges the local cart into the user's, so the lines are still here after it.
 */
export function SignInToPay() {
  const { LL, locale } = useI18nContext();
  return (
    <div className="checkout-pay ui-bottom-bar" ref={stickyEnd}>
      <Link
        to="/{-$locale}/login"
        params={{ locale: prefixOf(locale) }}
        search={{ returnUrl: withLocalePrefix(CHECKOUT_RETURN_PATH, locale) }}
        variant="button"
      >
        {LL.checkout.payment.balanceUnknown()}
      </Link>
    </div>
  );
}
