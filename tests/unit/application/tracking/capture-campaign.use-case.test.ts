import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { harness } from "../harness";

const stored = (h: ReturnType<typeof harness>): unknown => JSON.parse(h.store.get(STORAGE_KEYS.campaign) ?? "null");

describe("CaptureCampaignUseCase (SPEC §3 campaign parameters with a timestamp)", () => {
  it.each([
    ["?utm_source=news&utm_medium=mail&page=2", { utm_source: "news", utm_medium: "mail" }],
    ["?ref_partner=acme&gclid=G1&fbclid=F1", { ref_partner: "acme", gclid: "G1", fbclid: "F1" }],
    ["?source=a&medium=b&campaign=c&content=d&term=e", { source: "a", medium: "b", campaign: "c", content: "d", term: "e" }],
  ])("%s is stored with the time it was taken", (search, params) => {
    const h = harness();
    h.capture.execute({ search });
    expect(stored(h)).toEqual({ params, savedAt: "2025-01-15T12:00:00.000Z" });
  });

  it("an address without campaign keys keeps what is stored", () => {
    const h = harness();
    h.capture.execute({ search: "?utm_campaign=spring" });
    h.clock.advance(60_000);
    expect(h.capture.execute({ search: "?page=2" })).toBeNull();
    expect(stored(h)).toEqual({ params: { utm_campaign: "spring" }, savedAt: "2025-01-15T12:00:00.000Z" });
  });

  it("a newer campaign replaces the older one", () => {
    const h = harness();
    h.capture.execute({ search: "?utm_campaign=spring" });
    h.clock.advance(60_000);
    h.capture.execute({ search: "?utm_campaign=summer" });
    expect(stored(h)).toEqual({ params: { utm_campaign: "summer" }, savedAt: "2025-01-15T12:01:00.000Z" });
  });
});

describe("CaptureCampaignUseCase with a corrupt stored campaign (ARCHITECTURE §3.6)", () => {
  it.each([
    ["not JSON, replaced by a new campaign", '{"broken": ', "?utm_campaign=spring", "not JSON"],
    ["of the wrong shape, replaced by a new campaign", '{"unexpected":[1,2,3]}', "?utm_campaign=spring", "wrong shape"],
    ["not JSON, with no new campaign", '{"broken": ', "?page=2", "not JSON"],
    ["of the wrong shape, with no new campaign", '{"unexpected":[1,2,3]}', "", "wrong shape"],
  ])("a stored campaign %s is read first, so it is dropped and logged", (_name, corrupt, search, reason) => {
    const h = harness({ storage: { [STORAGE_KEYS.campaign]: corrupt } });
    h.capture.execute({ search });
    expect(h.store.get(STORAGE_KEYS.campaign)).not.toBe(corrupt);
    expect(h.logger.lines).toEqual([expect.objectContaining({ level: "warn", context: { key: STORAGE_KEYS.campaign, reason } })]);
  });

  it("a valid stored campaign is replaced without a log line", () => {
    const h = harness();
    h.capture.execute({ search: "?utm_campaign=spring" });
    h.capture.execute({ search: "?utm_campaign=summer" });
    expect(h.logger.lines).toEqual([]);
  });
});
