import { describe, expect, it } from "vitest";
import { isUnauthorizedResponse, unauthorizedAction } from "@/domain/auth/unauthorized";

describe("401 rule (SPEC §8)", () => {
  it.each([
    [200, { status: 401, message: "Unauthorized" }, { _tag: "LogoutAndGoToLogin" }],
    [401, { message: "unauthorized" }, { _tag: "LogoutAndGoToLogin" }],
    [200, { status: "401", message: "UNAUTHORIZED" }, { _tag: "LogoutAndGoToLogin" }],
    [401, { message: "Token expired" }, { _tag: "GoToLogin" }],
    [401, { message: " unauthorized " }, { _tag: "GoToLogin" }],
    [401, null, { _tag: "GoToLogin" }],
    [401, "unauthorized", { _tag: "GoToLogin" }],
    [200, { status: 200, message: "unauthorized" }, null],
    [500, { message: "unauthorized" }, null],
  ])("HTTP %i with %j → %j", (status, body, action) => {
    expect(unauthorizedAction(status, body)).toEqual(action);
  });

  it("recognises a 401 in the body or in the HTTP status", () => {
    expect(isUnauthorizedResponse(200, { status: 401 })).toBe(true);
    expect(isUnauthorizedResponse(403, {})).toBe(false);
  });
});
