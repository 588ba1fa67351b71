import "@/ui/styles/components/link.css";
import type { MouseEvent, ReactNode } from "react";
import { TOKENS } from "@/application/tokens";
import { useInjection } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { withLocalePrefix } from "@/ui/app/locale-prefix";

export interface AppRedirectLinkProps {
  /** The site path the link names, unprefixed ("/wallet?step=4"); the page's language is added. */
  readonly path: string;
  readonly children: ReactNode;
  readonly variant?: "inline" | "button";
}

const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * SPEC §1/§2 app redirect link (e.g. "top up" → /wallet?step=4): OpenAppLinkUseCase sends it to the
 * main or the mobile-app domain (the domain's path list) with token=<access token> or isApp=true;
 * in app mode (host name contains "app") a new browser window opens and the open-new-browser
 * message is posted, otherwise the page navigates. A modified click (new tab) follows the plain path.
 */
export function AppRedirectLink({ path, children, variant = "inline" }: AppRedirectLinkProps) {
  const openAppLink = useInjection(TOKENS.openAppLink);
  const { locale } = useI18nContext();
  const target = withLocalePrefix(path, locale);
  return (
    <a
      href={target}
      className={`ui-link ui-link--${variant}${variant === "button" ? " ui-target" : ""}`}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        openAppLink.execute({ path: target });
      }}
    >
      {children}
    </a>
  );
}
