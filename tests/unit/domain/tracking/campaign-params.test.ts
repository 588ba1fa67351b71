import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  CampaignRecord,
  campaignRecord,
  isCampaignKey,
  pickCampaignParams,
  signUpUtmFields,
} from "@/domain/tracking/campaign-params";

describe("campaign parameters (SPEC §3)", () => {
  it.each([
    ["utm_source", true],
    ["UTM_Medium", true],
    ["ref_code", true],
    ["gclid", true],
    ["fbclid", true],
    ["source", true],
    ["medium", true],
    ["campaign", true],
    ["content", true],
    ["term", true],
    ["page", false],
    ["utm", false],
    ["referrer", false],
    ["token", false],
  ])("%s kept: %s", (key, kept) => {
    expect(isCampaignKey(key)).toBe(kept);
  });

  it("picks only campaign keys with values", () => {
    expect(pickCampaignParams("?utm_source=news&page=2&gclid=abc&ref_id=&UTM_TERM=lotto%20win")).toEqual({
      utm_source: "news",
      gclid: "abc",
      utm_term: "lotto win",
    });
  });

  it("stores them with a timestamp; nothing to store → null", () => {
    const now = new Date("2030-01-01T10:00:00Z");
    const record = campaignRecord("utm_campaign=spring", now);
    expect(record).toEqual({ params: { utm_campaign: "spring" }, savedAt: "2030-01-01T10:00:00.000Z" });
    expect(Result.isSuccess(Schema.decodeUnknownResult(CampaignRecord)(record))).toBe(true);
    expect(campaignRecord("page=1", now)).toBeNull();
    expect(Result.isFailure(Schema.decodeUnknownResult(CampaignRecord)({ params: { a: 1 }, savedAt: "x" }))).toBe(true);
  });

  it("sign-up payload utm fields (SPEC §3), empty when absent", () => {
    expect(signUpUtmFields({ utm_source: "s", utm_term: "t", gclid: "g" })).toEqual({
      utm_campaign: "",
      utm_content: "",
      utm_medium: "",
      utm_source: "s",
      utm_term: "t",
    });
  });

  const UTM = { utm_campaign: "spring", utm_content: "banner", utm_medium: "email", utm_source: "news", utm_term: "lotto" };
  const NO_UTM = { utm_campaign: "", utm_content: "", utm_medium: "", utm_source: "", utm_term: "" };
  it.each([
    ["every one present", { ...UTM, ref_code: "r" }, UTM],
    ["none present", { gclid: "g" }, NO_UTM],
  ])("sign-up payload utm fields (SPEC §3): %s", (_, params, fields) => {
    expect(signUpUtmFields(params)).toEqual(fields);
  });
});
