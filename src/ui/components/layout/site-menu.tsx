import "@/ui/styles/components/overlay.css";
import "@/ui/styles/components/layout.css";
import "@/ui/styles/components/sheet.css";
import { Modal, ModalOverlay } from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { APP_LOCALES, type AppLocale, bcp47 } from "@/ui/i18n/locale";
import { Dialog } from "../dialog";
import { Link } from "../link";
import { RadioGroup } from "../radio-group";
import { Balance, type SignedInUser, SignInLinks } from "./header-parts";
import { ACCOUNT_MENU_PAGES, type PageLinks, PRIMARY_NAV_PAGES } from "./pages";
import type { Theme } from "./theme";
import { ThemeToggle } from "./theme-toggle";

export interface SiteMenuProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly links: PageLinks;
  readonly locale: AppLocale;
  readonly onLocaleChange: (locale: AppLocale) => void;
  readonly theme: Theme;
  readonly onThemeChange: (theme: Theme) => void;
  readonly user: SignedInUser | null;
  readonly onSignOut: () => void;
}

/**
 * The phone header's menu (issue 12): a modal dialog named "Menu" that slides in from the inline
 * end, where its button is (the right in English, the left in Arabic). react-aria moves focus into
 * it, keeps it there, closes it on Escape or a press outside, and returns focus to the button.
 * Following a link closes it; choosing a language or theme keeps it open to show the change.
 */
export function SiteMenu({
  isOpen,
  onOpenChange,
  links,
  locale,
  onLocaleChange,
  theme,
  onThemeChange,
  user,
  onSignOut,
}: SiteMenuProps) {
  const { LL } = useI18nContext();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="ui-sheet-overlay">
      <Modal className="ui-sheet">
        <Dialog title={LL.layout.header.menu()} className="ui-sheet__dialog">
          {(close) => (
            <>
              <nav aria-label={LL.layout.header.primaryNav()}>
                <ul className="ui-sheet__list">
                  {PRIMARY_NAV_PAGES.map((page) => (
                    <li key={page}>
                      <Link {...links(page)} variant="nav" className="ui-sheet__link" onClick={close}>
                        {LL.layout.nav[page]()}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="ui-sheet__section">
                <RadioGroup
                  label={LL.common.language.label()}
                  value={locale}
                  onChange={(next) => {
                    const chosen = APP_LOCALES.find((id) => id === next);
                    if (chosen !== undefined && chosen !== locale) onLocaleChange(chosen);
                  }}
                  options={APP_LOCALES.map((id) => ({
                    value: id,
                    label: <span lang={bcp47(id)}>{LL.common.language[id]()}</span>,
                  }))}
                />
                <ThemeToggle theme={theme} onChange={onThemeChange} showLabel />
              </div>
              <section aria-labelledby="site-menu-account" className="ui-sheet__section">
                <h3 id="site-menu-account" className="ui-sheet__heading">
                  {LL.layout.header.account()}
                </h3>
                {user === null ? (
                  <div className="ui-sheet__actions">
                    <SignInLinks links={links} onFollow={close} />
                  </div>
                ) : (
                  <>
                    <Balance user={user} />
                    <ul className="ui-sheet__list">
                      {ACCOUNT_MENU_PAGES.map((page) => (
                        <li key={page}>
                          <Link {...links(page)} variant="nav" className="ui-sheet__link" onClick={close}>
                            {LL.layout.nav[page]()}
                          </Link>
                        </li>
                      ))}
                    </ul>
                    <button
                      type="button"
                      className="ui-button ui-button--secondary ui-target ui-sheet__sign-out"
                      onClick={() => {
                        close();
                        onSignOut();
                      }}
                    >
                      {LL.layout.header.signOut()}
                    </button>
                  </>
                )}
              </section>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
