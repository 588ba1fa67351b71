import type { PageId } from "@/ui/app/page-links";

/**
 * SPEC §2 named pages, keyed by their navigation label (LL.layout.nav[id]): the ids and their routes
 * are one table, PAGE_ROUTES in src/ui/app/page-links.ts, checked against the generated route tree.
 * The layout reaches a page through {@link PageLinks} (TanStack link options, locale prefix included).
 */
export type { PageId, PageLinks } from "@/ui/app/page-links";

export const PRIMARY_NAV_PAGES = [
  "home",
  "draws",
  "prizeBreakdown",
  "watchLive",
  "greenCertificates",
] as const satisfies ReadonlyArray<PageId>;

/** SPEC §2 content pages, all linked from the footer. */
export const FOOTER_GROUPS = {
  explore: ["draws", "prizeBreakdown", "watchLive", "greenCertificates", "brandAmbassador", "downloadApps"],
  help: ["faq", "aboutUs", "contactUs"],
} as const satisfies Record<string, ReadonlyArray<PageId>>;

/** SPEC §2/§6: pages for signed-in users, offered in the account menu. */
export const ACCOUNT_MENU_PAGES = [
  "personalDetail",
  "wallet",
  "favourite",
  "notifications",
  "changePassword",
] as const satisfies ReadonlyArray<PageId>;
