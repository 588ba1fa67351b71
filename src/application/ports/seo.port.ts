import type { Remote } from "@/application/ports/remote-result";

export interface PageMetadata {
  readonly title: string;
  readonly description: string;
}

/** SPEC §7 GET /api/seo/{path}. SPEC §8: on failure the caller falls back to the site defaults. */
export interface SeoPort {
  metadata(path: string): Remote<PageMetadata>;
}
