import { useI18nContext } from "@/ui/i18n/i18n-react";
import { CartIcon } from "../icons";
import { Link } from "../link";
import { Money } from "../money";
import type { PageLinks } from "./pages";

export interface SignedInUser {
  /** SPEC §3: the balance, in fils; absent while it loads (or when it failed, SPEC §8). */
  readonly balanceFils?: number;
  readonly currency?: string;
}

/** "Balance AED 12.00" once the balance is known. */
export function Balance({ user }: { readonly user: SignedInUser }) {
  const { LL } = useI18nContext();
  if (user.balanceFils === undefined) return null;
  return (
    <span className="ui-header__balance">
      <span className="ui-header__balance-label">{LL.layout.header.balance()}</span>{" "}
      <Money fils={user.balanceFils} {...(user.currency === undefined ? {} : { currency: user.currency })} />
    </span>
  );
}

/** The cart lives on the checkout page; the badge shows the count, the name says it in words. */
export function CartLink({ links, count }: { readonly links: PageLinks; readonly count: number }) {
  const { LL } = useI18nContext();
  return (
    <Link {...links("checkout")} variant="nav" className="ui-header__cart" aria-label={LL.layout.header.cartWithCount({ count })}>
      <CartIcon />
      <span className="ui-header__cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

/** A visitor's way in: Sign in and Register. */
export function SignInLinks({ links, onFollow }: { readonly links: PageLinks; readonly onFollow?: () => void }) {
  const { LL } = useI18nContext();
  return (
    <>
      <Link {...links("login")} variant="nav" {...(onFollow === undefined ? {} : { onClick: onFollow })}>
        {LL.layout.header.signIn()}
      </Link>
      <Link {...links("register")} variant="button" {...(onFollow === undefined ? {} : { onClick: onFollow })}>
        {LL.layout.header.register()}
      </Link>
    </>
  );
}
