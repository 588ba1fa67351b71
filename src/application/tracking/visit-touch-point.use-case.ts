import { Result } from "effect";
import type { AnalyticsPort, CampaignData } from "@/application/ports/analytics.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import type { CampaignStore } from "@/application/tracking/campaign-store";

/** The key of the stored campaign's timestamp inside utm_data. */
const CAMPAIGN_TIMESTAMP_KEY = "timestamp";

/**
 * SPEC §6/§7: on a path change a signed-in user's visit is recorded with utm_data, the stored
 * campaign parameters plus their timestamp ({} when none is stored). Guests send nothing.
 * Tracking never disturbs the visit: failures are logged. Answers whether a visit was sent.
 */
export class VisitTouchPointUseCase {
  constructor(
    private readonly analytics: AnalyticsPort,
    private readonly campaigns: CampaignStore,
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
    private readonly logger: LoggerPort,
  ) {}

  async execute(): Promise<boolean> {
    if (!isSignedIn(this.session, this.state)) return false;
    const record = this.campaigns.read();
    const utmData: CampaignData = record === undefined ? {} : { ...record.params, [CAMPAIGN_TIMESTAMP_KEY]: record.savedAt };
    const sent = await this.analytics.touchPointVisit(utmData);
    if (Result.isFailure(sent)) this.logger.warn("Touch point not recorded", { reason: sent.failure._tag });
    return Result.isSuccess(sent);
  }
}
