import { Result } from "effect";
import { appNavigation, appRedirectUrl, isAppMode, type AppNavigation } from "@/domain/routing/app-redirect";
import type { AppHostPort } from "@/application/ports/app-host.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";

/** SPEC §2 app redirect: the two domains ("" means the page's own origin). */
export interface AppDomains {
  readonly mainDomain: string;
  readonly appDomain: string;
}

/**
 * SPEC §2 app redirect: a link to a path of the product opens on the main or the mobile-app
 * domain (the domain's list), with token=<access token> when there is one, else isApp=true. In app
 * mode (SPEC §1: the host name contains "app") a new browser window opens and the open-new-browser
 * message is posted; otherwise the page navigates. A path that would leave the chosen domain
 * (domain/routing/safe-link.ts) opens nothing: the token never goes to another origin. Answers what
 * was done.
 */
export class OpenAppLinkUseCase {
  constructor(
    private readonly host: AppHostPort,
    private readonly session: SessionStorePort,
    private readonly domains: AppDomains,
  ) {}

  execute(input: { readonly path: string }): AppNavigation {
    const origin = this.host.origin();
    const url = appRedirectUrl({
      path: input.path,
      accessToken: this.session.accessToken() ?? null,
      mainDomain: this.domains.mainDomain === "" ? origin : this.domains.mainDomain,
      appDomain: this.domains.appDomain === "" ? origin : this.domains.appDomain,
    });
    if (Result.isFailure(url)) return { _tag: "Refused", reason: url.failure.reason };
    const navigation = appNavigation(isAppMode(this.host.hostname()), url.success);
    if (navigation._tag === "OpenNewBrowser") this.host.openNewBrowser(navigation.url);
    else this.host.assign(navigation.url);
    return navigation;
  }
}
