import { Result } from "effect";
import type { ProductLanguage } from "@/domain/i18n/language";
import { fallbackTitle } from "@/domain/routing/page-title";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { PageMetadata, SeoPort } from "@/application/ports/seo.port";

export interface PageMetadataInput {
  /** The path whose metadata is asked for (SPEC §7 GET /api/seo/{path}), without the locale prefix. */
  readonly path: string;
  /** The page's language: the title and description are asked for in it. */
  readonly language: ProductLanguage;
  /** The site's default name and description, in the page's language (SPEC §8 fallback). */
  readonly defaults: PageMetadata;
  /** On the error page: the status and its message (SPEC §2 title "404 Page Not Found"). */
  readonly status?: number;
  readonly message?: string;
}

export interface PageMetadataResult extends PageMetadata {
  /** Whether the SEO service answered ("seo") or the defaults were used ("fallback"). */
  readonly source: "seo" | "fallback";
}

/**
 * SPEC §2/§7/§8 page metadata on every path change. The SEO service's title and description win;
 * a missing title falls back to the domain's title (title-cased last segment, or status code plus
 * message on 404/500), then to the site name; a missing description to the site description. A
 * failed call is only logged. Error pages skip the call: their title is the status.
 */
export class LoadPageMetadataUseCase {
  constructor(
    private readonly seo: SeoPort,
    private readonly logger: LoggerPort,
  ) {}

  async execute(input: PageMetadataInput): Promise<PageMetadataResult> {
    const fallback = this.fallback(input);
    if (input.status === 404 || input.status === 500) return { ...fallback, source: "fallback" };
    const answer = await this.seo.metadata(input.path, input.language);
    if (Result.isFailure(answer)) {
      this.logger.warn("Page metadata not available", { path: input.path, reason: answer.failure._tag });
      return { ...fallback, source: "fallback" };
    }
    const title = answer.success.title.trim() === "" ? fallback.title : answer.success.title;
    const description = answer.success.description.trim() === "" ? fallback.description : answer.success.description;
    return { title, description, source: "seo" };
  }

  private fallback(input: PageMetadataInput): PageMetadata {
    const title = fallbackTitle({
      path: input.path,
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.message === undefined ? {} : { message: input.message }),
    });
    return { title: title ?? input.defaults.title, description: input.defaults.description };
  }
}
