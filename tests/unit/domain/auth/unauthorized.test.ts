import { describe, expect, it } from "vitest";
import { unauthorizedAction } from "@/domain/auth/unauthorized";

describe("401 rule (SPEC §8): the message decides", () => {
  it.each([
    ["Unauthorized", { _tag: "LogoutAndGoToLogin" }],
    ["unauthorized", { _tag: "LogoutAndGoToLogin" }],
    ["UNAUTHORIZED", { _tag: "LogoutAndGoToLogin" }],
    ["Token expired", { _tag: "GoToLogin" }],
    [" unauthorized ", { _tag: "GoToLogin" }],
    ["", { _tag: "GoToLogin" }],
  ])("message %j → %j", (message, action) => {
    expect(unauthorizedAction(message)).toEqual(action);
  });
});
