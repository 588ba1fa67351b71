import { describe, expect, it } from "vitest";
import { isUnauthorizedAnswer, unauthorizedOf } from "@/adapters/http/unauthorized-answer";

describe("a 401 answer read into a typed Unauthorized (SPEC §8)", () => {
  it.each([
    [200, { status: 401, message: "Unauthorized" }, { message: "Unauthorized", logout: true }],
    [401, { message: "unauthorized" }, { message: "unauthorized", logout: true }],
    [200, { status: "401", message: "UNAUTHORIZED" }, { message: "UNAUTHORIZED", logout: true }],
    [401, { message: "Token expired" }, { message: "Token expired", logout: false }],
    [401, { message: " unauthorized " }, { message: " unauthorized ", logout: false }],
    [401, { message: 401 }, { message: "", logout: false }],
    [401, null, { message: "", logout: false }],
    [401, "unauthorized", { message: "", logout: false }],
  ])("HTTP %i with %j → %j", (status, body, fact) => {
    expect(isUnauthorizedAnswer(status, body)).toBe(true);
    expect(unauthorizedOf(body)).toMatchObject({ _tag: "Unauthorized", ...fact });
  });

  it.each([
    [200, { status: 200, message: "unauthorized" }],
    [500, { message: "unauthorized" }],
    [403, {}],
  ])("HTTP %i with %j is no 401", (status, body) => {
    expect(isUnauthorizedAnswer(status, body)).toBe(false);
  });
});
