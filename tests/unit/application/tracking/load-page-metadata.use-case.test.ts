import { describe, expect, it } from "vitest";
import { NetworkError } from "@/application/ports/api-errors";
import type { PageMetadata } from "@/application/ports/seo.port";
import { recorder } from "../../fakes/strict-fake";
import { fails, ok } from "../fixtures";
import { harness } from "../harness";

const defaults = { title: "Lotto Shop", description: "Pick your numbers." };

describe("LoadPageMetadataUseCase (SPEC §2 titles, §7 SEO, §8 fallback)", () => {
  it("uses the SEO service's title and description", async () => {
    const metadata = recorder((_path: string) => ok<PageMetadata>({ title: "Draws", description: "All draws" }));
    const h = harness({ remotes: { seo: { metadata } } });
    await expect(h.pageMetadata.execute({ path: "/draws", language: "en", defaults })).resolves.toEqual({
      title: "Draws",
      description: "All draws",
      source: "seo",
    });
    expect(metadata.calls).toEqual([["/draws", "en"]]);
  });

  it.each(["ar", "in"] as const)("asks for the page's metadata in its language (%s)", async (language) => {
    const metadata = recorder((_path: string, _language: string) => ok<PageMetadata>({ title: "t", description: "d" }));
    const h = harness({ remotes: { seo: { metadata } } });
    await h.pageMetadata.execute({ path: "/draws", language, defaults });
    expect(metadata.calls).toEqual([["/draws", language]]);
  });

  it.each([
    ["/prize-breakdown", "Prize Breakdown"],
    ["/payment/green-certificate-generating", "Green Certificate Generating"],
    ["/", "Lotto Shop"],
  ])("on failure %s falls back to %j and the site description; the failure is logged", async (path, title) => {
    const h = harness({ remotes: { seo: { metadata: () => fails(new NetworkError({ reason: "x" })) } } });
    await expect(h.pageMetadata.execute({ path, language: "en", defaults })).resolves.toEqual({
      title,
      description: defaults.description,
      source: "fallback",
    });
    expect(h.logger.lines).toHaveLength(1);
  });

  it("fills an empty title or description from the fallbacks", async () => {
    const h = harness({ remotes: { seo: { metadata: () => ok({ title: " ", description: "" }) } } });
    await expect(h.pageMetadata.execute({ path: "/about-us", language: "en", defaults })).resolves.toEqual({
      title: "About Us",
      description: defaults.description,
      source: "seo",
    });
  });

  it.each([
    [404, "Page Not Found", "404 Page Not Found"],
    [500, "Internal Server Error", "500 Internal Server Error"],
  ])("error page %i: the title is status plus message, without asking the service", async (status, message, title) => {
    const h = harness(); // SeoPort would throw
    const result = await h.pageMetadata.execute({ path: "/nope/deeper", language: "en", defaults, status, message });
    expect(result).toEqual({ title, description: defaults.description, source: "fallback" });
  });
});
