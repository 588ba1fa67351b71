import type { ProductLanguage } from "@/domain/i18n/language";
import type { Remote } from "@/application/ports/remote-result";

export interface PageMetadata {
  readonly title: string;
  readonly description: string;
}

/**
 * SPEC §7 GET /api/seo/{path}, in the page's language (the API's `locale`, so a player of an Arabic
 * page hears an Arabic title). SPEC §8: on failure the caller falls back to the site defaults.
 */
export interface SeoPort {
  metadata(path: string, language: ProductLanguage): Remote<PageMetadata>;
}
