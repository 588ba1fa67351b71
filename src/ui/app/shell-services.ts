import type { Game } from "@/domain/game/game";
import type { ClockPort } from "@/application/ports/clock.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { PageMetadata } from "@/application/ports/seo.port";
import type { NavigationInput } from "@/application/tracking/track-navigation.use-case";
import type { PageMetadataInput } from "@/application/tracking/load-page-metadata.use-case";
import type { Theme } from "@/ui/components/layout/theme";
import type { AppLocale } from "@/ui/i18n/locale";
import type { ChunkReloadGuard } from "@/ui/app/chunk-reload-guard";

/**
 * What the app shell (routes' guards, layout, navigation effects) asks of the application: a thin
 * view over the container's use cases, so the shell's files name no DI token.
 */
export interface ShellServices {
  /** SPEC §4 Auth: signed in (token and user data). */
  isSignedIn(): boolean;
  /** The visit's state: user, balance, cart (the layout subscribes to it). */
  readonly state: SessionStatePort;
  /** SPEC §2: logs in with the `token` of the address and removes it from the address bar. */
  loginWithUrlToken(location: string): Promise<void>;
  /** The page's language: prefix, else cookie, else English. */
  resolveLanguage(path: string): AppLocale;
  /** SPEC §4: remembers the chosen language in its cookie. */
  rememberLanguage(locale: AppLocale): void;
  /** SPEC §2: campaign capture, last path, page view and touch point on a path change. */
  trackNavigation(input: NavigationInput): Promise<void>;
  /** SPEC §2/§8: the page's title and description, with their fallbacks. */
  pageMetadata(input: PageMetadataInput): Promise<PageMetadata>;
  /** SPEC §7 the games on sale (the home page, and the /{slug} check). */
  listGames(): Promise<ReadonlyArray<Game>>;
  /** The time (the footer's year, the home page's countdowns). */
  readonly clock: ClockPort;
  /** The theme the user chose, null to follow the system (kept in local storage). */
  storedTheme(): Theme | null;
  storeTheme(theme: Theme): void;
  /** SPEC §4 startup, once when the app mounts. */
  startup(): Promise<void>;
  /** SPEC §8 chunk-loading failures. */
  readonly chunkReload: ChunkReloadGuard;
  /** SPEC §1 currency code of the configuration. */
  readonly currency: string;
}
