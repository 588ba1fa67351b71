import type { AnalyticsPort, CampaignData } from "@/application/ports/analytics.port";
import type { Remote } from "@/application/ports/remote-result";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { callForStatus } from "@/adapters/http/status-only-call";

/**
 * {@link AnalyticsPort} over SPEC §7 /api/meta-conversion/add-event and /api/touch-point/visit.
 * SPEC §7 shows no answer for either: only the status is read, so `{}` is a success.
 */
export class OpenApiAnalytics implements AnalyticsPort {
  constructor(private readonly client: LottoApiClient) {}

  async pageView(event: { readonly url: string; readonly customData?: Readonly<Record<string, unknown>> }): Remote<void> {
    const body = { event_name: "PageView", event_source_url: event.url, custom_data: { ...event.customData } };
    return callForStatus(() => this.client.POST("/api/meta-conversion/add-event", { body, parseAs: "text" }));
  }

  async touchPointVisit(utmData: CampaignData): Remote<void> {
    const body = { utm_data: { ...utmData } };
    return callForStatus(() => this.client.POST("/api/touch-point/visit", { body, parseAs: "text" }));
  }
}
