import "./content.css";
import "@/ui/styles/components/link.css";
import { TOKENS } from "@/application/tokens";
import { Button } from "@/ui/components/button";
import { useInjection } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/**
 * The stores' own pages: the app's listings are not named anywhere in the SPEC, so the links go to
 * each store, where the app is found by its name (docs/accounts.md).
 */
export const STORE_LINKS = {
  appStore: "https://www.apple.com/app-store/",
  googlePlay: "https://play.google.com/store/apps",
} as const;

/**
 * SPEC §2 /download-apps: store links, and the shop opened on the mobile-app domain by SPEC §2's
 * app-redirect rule (token or isApp=true; a new browser window in app mode).
 */
export function DownloadAppsScreen() {
  const { LL } = useI18nContext();
  const openAppLink = useInjection(TOKENS.openAppLink);
  const a = LL.content.apps;
  return (
    <div className="content-stack content-prose">
      <p>{a.body()}</p>
      <ul className="content-actions">
        {(["appStore", "googlePlay"] as const).map((store) => (
          <li key={store}>
            <a className="ui-link ui-link--button ui-target" href={STORE_LINKS[store]} target="_blank" rel="noopener noreferrer">
              {a[store]()} <span className="ui-visually-hidden">{a.opensNewWindow()}</span>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <Button variant="secondary" onPress={() => openAppLink.execute({ path: "/" })}>
          {a.openInApp()}
        </Button>
      </p>
    </div>
  );
}
