import { describe, expect, it } from "vitest";
import { NetworkError } from "@/application/ports/api-errors";
import type { CampaignData } from "@/application/ports/analytics.port";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { recorder } from "../../fakes/strict-fake";
import { aUser, fails, ok } from "../fixtures";
import { harness } from "../harness";

const campaign = JSON.stringify({ params: { utm_source: "news" }, savedAt: "2025-01-10T08:00:00.000Z" });

describe("VisitTouchPointUseCase (SPEC §6/§7 touch-point visit)", () => {
  it("sends the stored campaign with its timestamp for a signed-in user", async () => {
    const touchPointVisit = recorder((_data: CampaignData) => ok(undefined));
    const h = harness({
      signedIn: aUser(),
      storage: { [STORAGE_KEYS.campaign]: campaign },
      remotes: { analytics: { touchPointVisit } },
    });
    await expect(h.touchPoint.execute()).resolves.toBe(true);
    expect(touchPointVisit.calls).toEqual([[{ utm_source: "news", timestamp: "2025-01-10T08:00:00.000Z" }]]);
  });

  it("sends empty utm_data when no campaign is stored", async () => {
    const touchPointVisit = recorder((_data: CampaignData) => ok(undefined));
    const h = harness({ signedIn: aUser(), remotes: { analytics: { touchPointVisit } } });
    await h.touchPoint.execute();
    expect(touchPointVisit.calls).toEqual([[{}]]);
  });

  it("sends nothing for a guest", async () => {
    const h = harness({ storage: { [STORAGE_KEYS.campaign]: campaign } }); // AnalyticsPort would throw
    await expect(h.touchPoint.execute()).resolves.toBe(false);
  });

  it("drops a corrupt stored campaign and still records the visit", async () => {
    const touchPointVisit = recorder((_data: CampaignData) => ok(undefined));
    const h = harness({
      signedIn: aUser(),
      storage: { [STORAGE_KEYS.campaign]: "[1,2]" },
      remotes: { analytics: { touchPointVisit } },
    });
    await h.touchPoint.execute();
    expect(touchPointVisit.calls).toEqual([[{}]]);
    expect(h.store.get(STORAGE_KEYS.campaign)).toBeUndefined();
  });

  it("a failure is only logged", async () => {
    const h = harness({
      signedIn: aUser(),
      remotes: { analytics: { touchPointVisit: () => fails(new NetworkError({ reason: "x" })) } },
    });
    await expect(h.touchPoint.execute()).resolves.toBe(false);
    expect(h.logger.lines).toHaveLength(1);
  });
});
