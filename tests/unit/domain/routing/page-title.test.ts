import { describe, expect, it } from "vitest";
import { errorPageKind, fallbackTitle, titleCase } from "@/domain/routing/page-title";

describe("page title fallback (SPEC §2)", () => {
  it.each([
    [{ path: "/prize-breakdown" }, "Prize Breakdown"],
    [{ path: "/payment/green-certificate-generating?x=1" }, "Green Certificate Generating"],
    [{ path: "/ar/watch_live/" }, "Watch Live"],
    [{ path: "/caf%C3%A9-news" }, "Café News"],
    [{ path: "/%E0%A4%A" }, "%E0%A4%A"],
    [{ path: "/" }, null],
    [{ path: "/---" }, null],
    [{ path: "/x", status: 404, message: "Page Not Found" }, "404 Page Not Found"],
    [{ path: "/x", status: 500, message: "Internal Server Error" }, "500 Internal Server Error"],
    [{ path: "/x", status: 500 }, "500"],
    [{ path: "/faq", status: 403 }, "Faq"],
  ])("%j → %j", (input, title) => {
    expect(fallbackTitle(input)).toBe(title);
  });

  it("title case", () => {
    expect(titleCase("brand-ambassador")).toBe("Brand Ambassador");
  });

  it.each([
    [404, "notFound"],
    [500, "serverError"],
    [503, "serverError"],
  ])("error page for %i is %s", (status, kind) => {
    expect(errorPageKind(status)).toBe(kind);
  });
});
