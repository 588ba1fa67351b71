// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { UserProfile } from "@/application/ports/profile.port";
import { fils } from "@/domain/money/money";
import { headerUser } from "@/ui/app/app-shell";
import { notFoundKind, pageStatus } from "@/ui/app/navigation-effects";

const user = { id: 1, fullName: "Demo", callingCode: "+971", phone: "501234567", emailVerified: true } as UserProfile;

describe("headerUser (SPEC §3/§6: the balance shows for signed-in users once read)", () => {
  it.each([
    [{ user: null, balance: null }, null],
    [{ user: null, balance: fils(500) }, null],
    [{ user, balance: null }, { currency: "AED" }],
    [
      { user, balance: fils(12_345) },
      { balanceFils: 12_345, currency: "AED" },
    ],
    [
      { user, balance: fils(0) },
      { balanceFils: 0, currency: "AED" },
    ],
  ])("%j → %j", (state, expected) => {
    expect(headerUser(state, "AED")).toEqual(expected);
  });
});

describe("pageStatus (SPEC §2: the title falls back to status + message on 404/500)", () => {
  it.each([
    [[{ status: "success" }, { status: "success" }], undefined],
    [[{ status: "success" }, { status: "notFound" }], 404],
    [[{ status: "success", _notFound: true }], 404],
    [[{ status: "success" }, { status: "error" }], 500],
    [[{ status: "pending" }], undefined],
    [[], undefined],
  ] as const)("%j → %s", (matches, expected) => {
    expect(pageStatus(matches)).toBe(expected);
  });
});

describe("notFoundKind (SPEC §2/§8: 'Page Not Found: {path}' for a failed validation, 'Page not found: {path}' otherwise)", () => {
  it.each([
    [
      [
        { routeId: "__root__", status: "success" },
        { routeId: "/{-$locale}/$slug", status: "notFound" },
      ],
      "invalidPage",
    ],
    [[{ routeId: "__root__", status: "notFound" }], "unmatched"],
    [
      [
        { routeId: "__root__", status: "success", _notFound: true },
        { routeId: "/{-$locale}/$slug", status: "notFound" },
      ],
      "unmatched",
    ],
    [
      [
        { routeId: "__root__", status: "success" },
        { routeId: "/{-$locale}/faq", status: "notFound" },
      ],
      "unmatched",
    ],
    [
      [
        { routeId: "__root__", status: "success" },
        { routeId: "/{-$locale}/$slug", status: "success" },
      ],
      "unmatched",
    ],
    [[], "unmatched"],
  ] as const)("%j → %s", (matches, expected) => {
    expect(notFoundKind(matches)).toBe(expected);
  });
});
