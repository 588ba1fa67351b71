import type { Remote } from "@/application/ports/remote-result";

/** SPEC §3 campaign parameters with the time they were stored. */
export type CampaignData = Readonly<Record<string, string | number>>;

/** SPEC §2, §7 page-view tracking. */
export interface AnalyticsPort {
  /** POST /api/meta-conversion/add-event with event_name "PageView", on every path change. */
  pageView(event: { readonly url: string; readonly customData?: Readonly<Record<string, unknown>> }): Remote<void>;
  /** POST /api/touch-point/visit, on path change for signed-in users (SPEC §6). */
  touchPointVisit(utmData: CampaignData): Remote<void>;
}
