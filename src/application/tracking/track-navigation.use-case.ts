import { isIgnoredPath } from "@/domain/routing/route-access";
import type { CaptureCampaignUseCase } from "@/application/tracking/capture-campaign.use-case";
import type { RememberLastPathUseCase } from "@/application/tracking/remember-last-path.use-case";
import type { TrackPageViewUseCase } from "@/application/tracking/track-page-view.use-case";
import type { VisitTouchPointUseCase } from "@/application/tracking/visit-touch-point.use-case";

export interface NavigationInput {
  /** The path, e.g. "/ar/wallet". */
  readonly path: string;
  /** The query string, e.g. "?utm_source=x" ("" when none). */
  readonly search: string;
  /** The page's full address (SPEC §7 event_source_url). */
  readonly url: string;
  readonly customData?: Readonly<Record<string, unknown>>;
  /**
   * false when only the query changed (same path, other ?search): SPEC §2 keeps the last visited
   * path "after each navigation" and SPEC §3 stores the campaign parameters of any address, but the
   * page view and the touch point run "on path change" only. Default true.
   */
  readonly pathChanged?: boolean;
}

/**
 * Everything SPEC §2 runs on a navigation, in one call for the shell: campaign capture (first,
 * so the touch point carries it) and last visited path on every navigation, the query-only ones
 * included; page view and touch point for signed-in users on a path change. The well-known
 * app-specific path is ignored (SPEC §2). Never fails: tracking only logs.
 */
export class TrackNavigationUseCase {
  constructor(
    private readonly capture: CaptureCampaignUseCase,
    private readonly lastPath: RememberLastPathUseCase,
    private readonly pageView: TrackPageViewUseCase,
    private readonly touchPoint: VisitTouchPointUseCase,
  ) {}

  async execute(input: NavigationInput): Promise<void> {
    if (isIgnoredPath(input.path)) return;
    this.capture.execute({ search: input.search });
    this.lastPath.execute({ path: `${input.path}${input.search}` });
    if (input.pathChanged === false) return;
    const view = input.customData === undefined ? { url: input.url } : { url: input.url, customData: input.customData };
    await Promise.all([this.pageView.execute(view), this.touchPoint.execute()]);
  }
}
