import { describe, expect, it } from "vitest";
import { keepLocalePrefix, localeKeepingHistory } from "@/ui/app/locale-history";

describe("keepLocalePrefix: use cases' targets stay in the page's language", () => {
  it.each([
    ["/login", "/ar/wallet", "/ar/login"],
    ["/", "/in/faq", "/in"],
    ["/checkout", "/faq", "/checkout"],
    ["/ar/wallet?step=4", "/login", "/ar/wallet?step=4"],
    ["/in/favourite", "/ar/login", "/in/favourite"],
    ["/faq?utm_source=x", "/ar", "/ar/faq?utm_source=x"],
  ])("%s from %s → %s", (target, current, expected) => {
    expect(keepLocalePrefix(target, current)).toBe(expected);
  });

  it("wraps push and replace of the router's history", () => {
    const calls: string[] = [];
    const history = {
      location: { pathname: "/ar/wallet" },
      push: (path: string) => calls.push(`push ${path}`),
      replace: (path: string) => calls.push(`replace ${path}`),
    };
    const wrapped = localeKeepingHistory(history);
    wrapped.history.push("/login");
    wrapped.history.replace("/wallet?step=4");
    expect(calls).toEqual(["push /ar/login", "replace /ar/wallet?step=4"]);
  });
});
