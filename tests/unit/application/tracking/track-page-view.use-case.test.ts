import { describe, expect, it } from "vitest";
import { NetworkError } from "@/application/ports/api-errors";
import { recorder } from "../../fakes/strict-fake";
import { fails, ok } from "../fixtures";
import { harness } from "../harness";

describe("TrackPageViewUseCase (SPEC §7 add-event PageView)", () => {
  it("sends the page address and custom data", async () => {
    const pageView = recorder((_event: { url: string; customData?: Readonly<Record<string, unknown>> }) => ok(undefined));
    const h = harness({ remotes: { analytics: { pageView } } });
    await h.pageView.execute({ url: "https://shop.example/faq", customData: { language: "en" } });
    expect(pageView.calls).toEqual([[{ url: "https://shop.example/faq", customData: { language: "en" } }]]);
  });

  it("a failure is only logged", async () => {
    const h = harness({ remotes: { analytics: { pageView: () => fails(new NetworkError({ reason: "blocked" })) } } });
    await expect(h.pageView.execute({ url: "https://shop.example/" })).resolves.toBeUndefined();
    expect(h.logger.lines).toHaveLength(1);
  });
});
