/**
 * SPEC §8: bots do not see the error page. A crawler is recognised by its user agent: the generic
 * words crawlers put there (bot, crawler, spider …) plus the few well-known ones that use none.
 * Pure, so the rule can be tested as a table (tests/unit/ui/app/bot-detection.test.ts).
 */
const CRAWLER_WORDS =
  /bot\b|bot\/|crawl|spider|slurp|archiver|mediapartners|facebookexternalhit|embedly|bingpreview|google-inspectiontool|yahoo! ?search|feedfetcher/i;

/** Phone makers whose model names end in "bot" (e.g. "CUBOT NOTE 20") are people, not crawlers. */
const PHONE_BRANDS = /\bcubot\b/i;

export const isBot = (userAgent: string | null | undefined): boolean => {
  const agent = (userAgent ?? "").trim();
  if (agent === "") return false;
  return CRAWLER_WORDS.test(agent.replace(PHONE_BRANDS, ""));
};
