import { Schema } from "effect";

/** SPEC §3: campaign keys kept besides those starting utm_ or ref_. */
export const CAMPAIGN_KEYS: ReadonlyArray<string> = ["gclid", "fbclid", "source", "medium", "campaign", "content", "term"];

/** SPEC §3: keys starting utm_ or ref_, plus the named ones (keys compared in lowercase). */
export const isCampaignKey = (key: string): boolean => {
  const lower = key.toLowerCase();
  return lower.startsWith("utm_") || lower.startsWith("ref_") || CAMPAIGN_KEYS.includes(lower);
};

/** SPEC §3 campaign parameters as kept in local storage, with the time they were taken. */
export const CampaignRecord = Schema.Struct({
  params: Schema.Record(Schema.String, Schema.String),
  savedAt: Schema.String,
});
export type CampaignRecord = typeof CampaignRecord.Type;

/** The campaign parameters of a query string ("?utm_source=x&page=2" → { utm_source: "x" }). */
export const pickCampaignParams = (search: string): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (isCampaignKey(key) && value.trim() !== "") params[key.toLowerCase()] = value;
  }
  return params;
};

/** SPEC §3: parameters stored with a timestamp (ISO datetime); null when there is nothing to keep. */
export const campaignRecord = (search: string, now: Date): CampaignRecord | null => {
  const params = pickCampaignParams(search);
  return Object.keys(params).length === 0 ? null : { params, savedAt: now.toISOString() };
};

/** SPEC §3 sign-up payload utm_* fields; a missing parameter is sent as "". */
export const signUpUtmFields = (params: Readonly<Record<string, string>>) => ({
  utm_campaign: params["utm_campaign"] ?? "",
  utm_content: params["utm_content"] ?? "",
  utm_medium: params["utm_medium"] ?? "",
  utm_source: params["utm_source"] ?? "",
  utm_term: params["utm_term"] ?? "",
});
