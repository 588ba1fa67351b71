import { hasSignInToken } from "@/domain/auth/sign-in-link";
import { isSignedIn } from "@/application/auth/signed-in";
import { SIGN_IN_LINK_TOKENS } from "@/application/auth/sign-in-link.tokens";
import type { Injector } from "@/application/di-token";
import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { DropReason } from "@/application/state/local-store";
import { TOKENS } from "@/application/tokens";
import type { Theme } from "@/ui/components/layout/theme";
import { gamesFrom } from "@/ui/queries/games.queries";
import { ChunkReloadGuard } from "@/ui/app/chunk-reload-guard";
import type { ShellServices } from "@/ui/app/shell-services";

/** Local-storage key of the chosen theme (a display preference, not SPEC state). */
export const THEME_KEY = "theme";

const isTheme = (value: string | undefined): value is Theme => value === "light" || value === "dark";

/**
 * ARCHITECTURE §3.6: a bad stored value is dropped and logged by key and reason (never the value),
 * as LocalStore does for the JSON keys. The theme is plain text, so an unknown name is "wrong shape".
 */
const readTheme = (local: KeyValueStorePort, logger: LoggerPort): Theme | null => {
  const stored = local.get(THEME_KEY);
  if (stored === undefined || isTheme(stored)) return stored ?? null;
  const reason: DropReason = "wrong shape";
  local.remove(THEME_KEY);
  logger.warn(`Dropped the stored "${THEME_KEY}": ${reason}`, { key: THEME_KEY, reason });
  return null;
};

export interface ShellServicesOptions {
  /** Where the chunk-reload guard keeps its per-path times: the tab's session storage. */
  readonly sessionStore: KeyValueStorePort;
  readonly currency: string;
}

/** The shell's view of the container: every call is a use case (or a port for plain reads). */
export function createShellServices(injector: Injector, options: ShellServicesOptions): ShellServices {
  const get = injector.get.bind(injector) as Injector["get"];
  const local = get(TOKENS.keyValueStore);
  return {
    state: get(TOKENS.sessionState),
    clock: get(TOKENS.clock),
    currency: options.currency,
    chunkReload: new ChunkReloadGuard(options.sessionStore, get(TOKENS.clock), () => get(TOKENS.reload).reload()),
    isSignedIn: () => isSignedIn(get(TOKENS.sessionStore), get(TOKENS.sessionState)),
    // SPEC §2 token: the sign-in link's code is loaded only for an address that has one.
    loginWithUrlToken: async (location) => {
      if (!hasSignInToken(location)) return;
      await get(TOKENS.areas).load("signInLink");
      await get(SIGN_IN_LINK_TOKENS.tokenLogin).execute({ location });
    },
    resolveLanguage: (path) => get(TOKENS.resolveLanguage).execute({ path }),
    rememberLanguage: (locale) => void get(TOKENS.changeLanguage).execute(locale),
    trackNavigation: (input) => get(TOKENS.trackNavigation).execute(input),
    pageMetadata: (input) => get(TOKENS.loadPageMetadata).execute(input),
    listGames: gamesFrom(injector).listGames,
    storedTheme: () => readTheme(local, get(TOKENS.logger)),
    storeTheme: (theme) => local.set(THEME_KEY, theme),
    startup: async () => {
      await get(TOKENS.startup).execute();
    },
  };
}
