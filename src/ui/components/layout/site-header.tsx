import "@/ui/styles/components/layout.css";
import { type RefObject, Suspense, useLayoutEffect, useRef, useState } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { AppLocale } from "@/ui/i18n/locale";
import { Button } from "../button";
import { UserIcon } from "../icons";
import { Link } from "../link";
import { browserConnection, lazyWhenOnline } from "../load-when-online";
import { Balance, CartLink, type SignedInUser, SignInLinks } from "./header-parts";
import { LanguageSwitcher } from "./language-switcher";
import { type PageLinks, PRIMARY_NAV_PAGES } from "./pages";
import type { Theme } from "./theme";
import { stickyStart } from "./sticky-inset";
import { ThemeToggle } from "./theme-toggle";
import { useMinWidth } from "./use-breakpoint";

export type { SignedInUser };

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

/** The menu's code (react-aria's menu and popover) loads only for a signed-in user (SPEC §6). */
const AccountMenu = lazyWhenOnline(() => import("./account-menu").then((module) => module.AccountMenu));

/** The phone header's panel (react-aria's modal and dialog) loads when it is first opened. */
const SiteMenu = lazyWhenOnline(() => import("./site-menu").then((module) => module.SiteMenu));

/**
 * Stands in for the menu button, same name and look, while the menu's code loads; a press opens the
 * menu once there. Focus on it as it leaves is handed to the menu's own button (`handOver`): a
 * keyboard player who reached it while the code loaded is not dropped to the page's start.
 */
function AccountMenuPlaceholder({ onPress, handOver }: { readonly onPress: () => void; readonly handOver: RefObject<boolean> }) {
  const { LL } = useI18nContext();
  const button = useRef<HTMLButtonElement>(null);
  // A layout effect's clean-up runs before React takes the button out of the page: focus is still on it.
  useLayoutEffect(
    () => () => {
      handOver.current = button.current !== null && document.activeElement === button.current;
    },
    [handOver],
  );
  return (
    <Button ref={button} variant="ghost" aria-label={LL.layout.header.accountMenu()} aria-haspopup="menu" onPress={onPress}>
      <UserIcon />
      <span className="ui-header__account-label">{LL.layout.header.account()}</span>
    </Button>
  );
}

function HomeLink({ links }: { readonly links: PageLinks }) {
  const { LL } = useI18nContext();
  return (
    <Link {...links("home")} variant="nav" className="ui-header__logo" aria-label={LL.layout.header.homeLink()}>
      {LL.common.appName()}
    </Link>
  );
}

/** From the md breakpoint up: logo, primary navigation, language, theme, balance, cart and account in the banner. */
function WideHeader(props: SiteHeaderProps) {
  const { LL } = useI18nContext();
  const { links, user } = props;
  const [menuAsked, setMenuAsked] = useState(false);
  const focusHandedOver = useRef(false);
  return (
    <header className="ui-header" ref={stickyStart}>
      <HomeLink links={links} />
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
          <Suspense fallback={<AccountMenuPlaceholder onPress={() => setMenuAsked(true)} handOver={focusHandedOver} />}>
            <AccountMenu links={links} onSignOut={props.onSignOut} defaultOpen={menuAsked} focusHandedOver={focusHandedOver} />
          </Suspense>
        )}
      </div>
    </header>
  );
}

/** Three bars: the conventional sign of a menu (the button's text names it). */
function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/**
 * The menu pressed before its code is there: offline, a line under the header says it opens once
 * the network is back (its code is asked for again then); online, the wait is a fetch's, unmarked.
 */
function MenuWait() {
  const { LL } = useI18nContext();
  if (browserConnection.isOnline()) return null;
  return (
    <p role="status" className="ui-header__menu-wait">
      {LL.layout.header.menuOffline()}
    </p>
  );
}

/**
 * Below md (phones): one compact row — logo, cart with its count and a Menu button — so the page
 * keeps the screen (issue 12: at most 20 % of a 740 px screen). Navigation, language, theme and the
 * account live in the menu's dialog, whose code loads on the first press.
 */
function CompactHeader(props: SiteHeaderProps) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  return (
    <header className="ui-header ui-header--compact" ref={stickyStart}>
      <HomeLink links={props.links} />
      <div className="ui-header__tools">
        <CartLink links={props.links} count={props.cartCount} />
        <button
          type="button"
          className="ui-button ui-button--ghost ui-target ui-header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          // The menu's links lead to new pages: focus the closing menu gives back here goes on to
          // the new page's heading (src/ui/app/route-focus.ts).
          data-yields-focus=""
          onClick={show}
          // Fetch the panel's code as soon as a press is likely, so it opens without a wait.
          onPointerEnter={() => setLoaded(true)}
          onFocus={() => setLoaded(true)}
        >
          <MenuIcon />
          <span>{LL.layout.header.menu()}</span>
        </button>
      </div>
      {loaded ? (
        <Suspense fallback={open ? <MenuWait /> : null}>
          <SiteMenu {...props} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * The banner (presentational). SPEC §9 device detection decides which one is mounted: the menu
 * panel's state and code must not exist twice, so this is not a CSS-only switch.
 */
export function SiteHeader(props: SiteHeaderProps) {
  return useMinWidth("md") ? <WideHeader {...props} /> : <CompactHeader {...props} />;
}
