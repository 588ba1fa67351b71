import "@/ui/styles/components/overlay.css";
import { useNavigate } from "@tanstack/react-router";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { Button as AriaButton, type Key, Menu, MenuItem, MenuTrigger, Popover, Separator } from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { UserIcon } from "../icons";
import { ACCOUNT_MENU_PAGES, type PageId, type PageLinks } from "./pages";

export interface AccountMenuProps {
  readonly links: PageLinks;
  readonly onSignOut: () => void;
  /** Open at once (the header's stand-in button was pressed while this code loaded). */
  readonly defaultOpen?: boolean;
  /** True when the header's stand-in button had focus as this menu took its place: its button takes it. */
  readonly focusHandedOver?: RefObject<boolean>;
}

const SIGN_OUT = "signOut";

const isAccountPage = (key: Key): key is PageId => (ACCOUNT_MENU_PAGES as ReadonlyArray<Key>).includes(key);

/** "My account": the signed-in pages (SPEC §6) and signing out, as a keyboard-friendly menu. */
export function AccountMenu({ links, onSignOut, defaultOpen = false, focusHandedOver }: AccountMenuProps) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus that was on the stand-in and went nowhere else (it is on <body>) comes to this button.
  useLayoutEffect(() => {
    if (focusHandedOver?.current !== true) return;
    focusHandedOver.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) trigger.current?.focus();
  }, [focusHandedOver]);
  const onAction = (key: Key) => {
    if (key === SIGN_OUT) onSignOut();
    else if (isAccountPage(key)) void navigate(links(key));
  };
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton
        ref={trigger}
        aria-label={LL.layout.header.accountMenu()}
        className="ui-button ui-button--ghost ui-button--md ui-target"
      >
        <UserIcon />
        <span className="ui-header__account-label">{LL.layout.header.account()}</span>
      </AriaButton>
      <Popover className="ui-popover" placement="bottom end">
        <Menu className="ui-menu" onAction={onAction}>
          {ACCOUNT_MENU_PAGES.map((page) => (
            <MenuItem key={page} id={page} className="ui-menu__item ui-target">
              {LL.layout.nav[page]()}
            </MenuItem>
          ))}
          <Separator className="ui-menu__separator" />
          <MenuItem id={SIGN_OUT} className="ui-menu__item ui-target">
            {LL.layout.header.signOut()}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
