import { Result, Schema } from "effect";
import type { ProductLanguage } from "@/domain/i18n/language";
import type { Remote } from "@/application/ports/remote-result";
import type { PageMetadata, SeoPort } from "@/application/ports/seo.port";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { withData } from "@/adapters/http/envelope.schema";

const SeoResponse = withData(Schema.Struct({ title: Schema.String, description: Schema.String }));

/** {@link SeoPort} over SPEC §7 GET /api/seo/{path}; the path travels URL-encoded as one segment. */
export class OpenApiSeo implements SeoPort {
  constructor(private readonly client: LottoApiClient) {}

  async metadata(path: string, language: ProductLanguage): Remote<PageMetadata> {
    // openapi-fetch encodes path parameters with encodeURIComponent: "/faq" → "%2Ffaq".
    const params = { path: { path }, query: { locale: language } };
    const answer = await callApi(() => this.client.GET("/api/seo/{path}", { params }), SeoResponse);
    return Result.map(answer, ({ data }) => ({ title: data.title, description: data.description }));
  }
}
