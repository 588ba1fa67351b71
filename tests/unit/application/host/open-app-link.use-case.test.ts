import { describe, expect, it } from "vitest";
import { OpenAppLinkUseCase } from "@/application/host/open-app-link.use-case";
import { aUser } from "../fixtures";
import { harness } from "../harness";

describe("OpenAppLinkUseCase (SPEC §1 app mode, §2 app redirect)", () => {
  it.each([
    ["/wallet?step=4", "https://www.example.com/wallet?step=4&isApp=true"],
    ["/numbers", "https://www.example.com/numbers?isApp=true"],
    ["/draws", "https://app.example.com/draws?isApp=true"],
  ])("on the website %s navigates in the page to %s", (path, url) => {
    const h = harness({ hostUrl: "https://www.example.com" });
    expect(h.openAppLink.execute({ path })).toEqual({ _tag: "NavigateInPage", url });
    expect(h.host.assigned).toEqual([url]);
    expect(h.host.opened).toEqual([]);
  });

  it("in app mode opens a new browser window with the token", () => {
    const h = harness({ hostUrl: "https://app.example.com", signedIn: aUser() });
    const navigation = h.openAppLink.execute({ path: "/personal-detail" });
    expect(navigation).toEqual({ _tag: "OpenNewBrowser", url: "https://www.example.com/personal-detail?token=token-abc" });
    expect(h.host.opened).toEqual(["https://www.example.com/personal-detail?token=token-abc"]);
  });

  it("an unconfigured domain is the page's own origin", () => {
    const h = harness({ hostUrl: "https://shop.example.org" });
    const link = new OpenAppLinkUseCase(h.host, h.session, { mainDomain: "", appDomain: "" });
    expect(link.execute({ path: "/draws" })).toEqual({
      _tag: "NavigateInPage",
      url: "https://shop.example.org/draws?isApp=true",
    });
  });

  it.each(["/\\evil.example", "/%2F%2Fevil.example", "/\t/evil.example"])(
    "%j opens nothing, so the token goes nowhere (issue 13)",
    (path) => {
      const h = harness({ hostUrl: "https://www.example.com", signedIn: aUser() });
      expect(h.openAppLink.execute({ path })._tag).toBe("Refused");
      expect(h.host.assigned).toEqual([]);
      expect(h.host.opened).toEqual([]);
    },
  );
});
