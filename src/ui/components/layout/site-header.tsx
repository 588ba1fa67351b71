import "@/ui/styles/components/layout.css";
import { lazy, Suspense, useState } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { AppLocale } from "@/ui/i18n/locale";
import { Button } from "../button";
import { CartIcon, UserIcon } from "../icons";
import { Link } from "../link";
import { Money } from "../money";
import { LanguageSwitcher } from "./language-switcher";
import { type PageLinks, PRIMARY_NAV_PAGES } from "./pages";
import type { Theme } from "./theme";
import { ThemeToggle } from "./theme-toggle";

export interface SignedInUser {
  /** SPEC §3: the balance, in fils; absent while it loads (or when it failed, SPEC §8). */
  readonly balanceFils?: number;
  readonly currency?: string;
}

export interface SiteHeaderProps {
  readonly links: PageLinks;
  readonly locale: AppLocale;
  readonly onLocaleChange: (locale: AppLocale) => void;
  readonly theme: Theme;
  readonly onThemeChange: (theme: Theme) => void;
  readonly cartCount: number;
  /** `null` for visitors (SPEC §6). */
  readonly user: SignedInUser | null;
  readonly onSignOut: () => void;
}

function Balance({ user }: { readonly user: SignedInUser }) {
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
function CartLink({ links, count }: { readonly links: PageLinks; readonly count: number }) {
  const { LL } = useI18nContext();
  return (
    <Link
      {...links("checkout")}
      variant="nav"
      className="ui-header__cart"
      aria-label={LL.layout.header.cartWithCount({ count })}
    >
      <CartIcon />
      <span className="ui-header__cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

/** The menu's code (react-aria's menu and popover) loads only for a signed-in user (SPEC §6). */
const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));

/** Stands in for the menu button, same name and look, while the menu's code loads; a press opens the menu once there. */
function AccountMenuPlaceholder({ onPress }: { readonly onPress: () => void }) {
  const { LL } = useI18nContext();
  return (
    <Button variant="ghost" aria-label={LL.layout.header.accountMenu()} aria-haspopup="menu" onPress={onPress}>
      <UserIcon />
      <span className="ui-header__account-label">{LL.layout.header.account()}</span>
    </Button>
  );
}

function SignInLinks({ links }: { readonly links: PageLinks }) {
  const { LL } = useI18nContext();
  return (
    <>
      <Link {...links("login")} variant="nav">
        {LL.layout.header.signIn()}
      </Link>
      <Link {...links("register")} variant="button">
        {LL.layout.header.register()}
      </Link>
    </>
  );
}

/** Logo, primary navigation, language, theme, balance, cart and account (presentational). */
export function SiteHeader(props: SiteHeaderProps) {
  const { LL } = useI18nContext();
  const { links, user } = props;
  const [menuAsked, setMenuAsked] = useState(false);
  return (
    <header className="ui-header">
      <Link {...links("home")} variant="nav" className="ui-header__logo" aria-label={LL.layout.header.homeLink()}>
        {LL.common.appName()}
      </Link>
      <nav aria-label={LL.layout.header.primaryNav()} className="ui-header__nav">
        <ul className="ui-header__nav-list">
          {PRIMARY_NAV_PAGES.map((page) => (
            <li key={page}>
              <Link {...links(page)} variant="nav">
                {LL.layout.nav[page]()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ui-header__tools">
        <LanguageSwitcher locale={props.locale} onChange={props.onLocaleChange} />
        <ThemeToggle theme={props.theme} onChange={props.onThemeChange} />
        {user === null ? null : <Balance user={user} />}
        <CartLink links={links} count={props.cartCount} />
        {user === null ? (
          <SignInLinks links={links} />
        ) : (
          <Suspense fallback={<AccountMenuPlaceholder onPress={() => setMenuAsked(true)} />}>
            <AccountMenu links={links} onSignOut={props.onSignOut} defaultOpen={menuAsked} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
