import { Result } from "effect";
import type { AnalyticsPort, CampaignData } from "@/application/ports/analytics.port";
import type { Remote } from "@/application/ports/remote-result";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { MessageResponse } from "@/adapters/http/envelope.schema";

/** {@link AnalyticsPort} over SPEC §7 /api/meta-conversion/add-event and /api/touch-point/visit. */
export class OpenApiAnalytics implements AnalyticsPort {
  constructor(private readonly client: LottoApiClient) {}

  async pageView(event: { readonly url: string; readonly customData?: Readonly<Record<string, unknown>> }): Remote<void> {
    const body = { event_name: "PageView", event_source_url: event.url, custom_data: { ...event.customData } };
    const answer = await callApi(() => this.client.POST("/api/meta-conversion/add-event", { body }), MessageResponse);
    return Result.map(answer, () => undefined);
  }

  async touchPointVisit(utmData: CampaignData): Remote<void> {
    const body = { utm_data: { ...utmData } };
    const answer = await callApi(() => this.client.POST("/api/touch-point/visit", { body }), MessageResponse);
    return Result.map(answer, () => undefined);
  }
}
