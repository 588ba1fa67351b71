import { campaignRecord, type CampaignRecord } from "@/domain/tracking/campaign-params";
import type { ClockPort } from "@/application/ports/clock.port";
import type { CampaignStore } from "@/application/tracking/campaign-store";

/**
 * SPEC §3: the campaign parameters of the address (utm_*, ref_*, gclid, fbclid, source, medium,
 * campaign, content, term) are stored with a timestamp. An address without any keeps what is
 * stored; one with some replaces it (the latest campaign is the one that brought the visitor).
 * The stored copy is read first, even when it is about to be replaced, so a corrupt one is
 * dropped and logged (ARCHITECTURE §3.6) rather than silently overwritten.
 */
export class CaptureCampaignUseCase {
  constructor(
    private readonly campaigns: CampaignStore,
    private readonly clock: ClockPort,
  ) {}

  /** `search` is the query string ("?utm_source=x"). Answers what was stored, if anything. */
  execute(input: { readonly search: string }): CampaignRecord | null {
    this.campaigns.read();
    const record = campaignRecord(input.search, this.clock.now());
    if (record !== null) this.campaigns.write(record);
    return record;
  }
}
