import { Result } from "effect";
import type { AnalyticsPort } from "@/application/ports/analytics.port";
import type { LoggerPort } from "@/application/ports/logger.port";

export interface PageViewInput {
  /** SPEC §7 event_source_url: the page's full address. */
  readonly url: string;
  /** SPEC §7 custom_data. */
  readonly customData?: Readonly<Record<string, unknown>>;
}

/** SPEC §2/§7: a PageView event on every path change. Tracking never disturbs the visit: failures are logged. */
export class TrackPageViewUseCase {
  constructor(
    private readonly analytics: AnalyticsPort,
    private readonly logger: LoggerPort,
  ) {}

  async execute(input: PageViewInput): Promise<void> {
    const sent = await this.analytics.pageView(
      input.customData === undefined ? { url: input.url } : { url: input.url, customData: input.customData },
    );
    if (Result.isFailure(sent)) this.logger.warn("Page view not recorded", { reason: sent.failure._tag });
  }
}
