import { describe, expect, it } from "vitest";
import type { CampaignData } from "@/application/ports/analytics.port";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { recorder } from "../../fakes/strict-fake";
import { aUser, ok } from "../fixtures";
import { harness } from "../harness";

describe("TrackNavigationUseCase (SPEC §2: on every path change)", () => {
  it("captures the campaign first, keeps the path, sends the page view and the touch point carrying the new campaign", async () => {
    const pageView = recorder((_event: { url: string }) => ok(undefined));
    const touchPointVisit = recorder((_data: CampaignData) => ok(undefined));
    const h = harness({ signedIn: aUser(), remotes: { analytics: { pageView, touchPointVisit } } });
    await h.trackNavigation.execute({
      path: "/draws",
      search: "?utm_source=ad",
      url: "https://shop.example/draws?utm_source=ad",
    });
    expect(h.store.get(STORAGE_KEYS.lastVisitedPath)).toBe("/draws?utm_source=ad");
    expect(pageView.calls).toEqual([[{ url: "https://shop.example/draws?utm_source=ad" }]]);
    expect(touchPointVisit.calls).toEqual([[{ utm_source: "ad", timestamp: "2025-01-15T12:00:00.000Z" }]]);
  });

  it("a guest's navigation sends the page view only", async () => {
    const pageView = recorder((_event: { url: string }) => ok(undefined));
    const h = harness({ remotes: { analytics: { pageView } } });
    await h.trackNavigation.execute({ path: "/", search: "", url: "https://shop.example/" });
    expect(pageView.calls).toHaveLength(1);
  });

  it("a query-only navigation keeps the path with its query and captures the campaign, but sends no page view or touch point (SPEC §2, §3)", async () => {
    const h = harness({ signedIn: aUser() }); // any analytics call would throw
    await h.trackNavigation.execute({
      path: "/draws",
      search: "?utm_source=mail&utm_campaign=spring",
      url: "https://shop.example/draws?utm_source=mail&utm_campaign=spring",
      pathChanged: false,
    });
    expect(h.store.get(STORAGE_KEYS.lastVisitedPath)).toBe("/draws?utm_source=mail&utm_campaign=spring");
    expect(JSON.parse(h.store.get(STORAGE_KEYS.campaign) ?? "null")).toMatchObject({
      params: { utm_source: "mail", utm_campaign: "spring" },
    });
  });

  it("does nothing on the well-known app-specific path", async () => {
    const h = harness(); // any analytics call would throw
    await h.trackNavigation.execute({
      path: "/.well-known/appspecific/x.json",
      search: "",
      url: "https://shop.example/.well-known/appspecific/x.json",
    });
    expect(h.store.entries()).toEqual({});
  });
});
