import { describe, expect, it } from "vitest";
import { serverWords } from "@/ui/i18n/server-words";

describe("serverWords: which server texts reach the screen (issue 13 point 7)", () => {
  it.each([
    [{ status: 409, message: "This phone number is already registered." }, "This phone number is already registered."],
    [{ status: 422, message: "  The code is not correct. " }, "The code is not correct."],
    [{ message: "A refusal without a status" }, "A refusal without a status"],
    [{ status: 404, message: "" }, undefined],
    [{ status: 400, message: "   " }, undefined],
    [{ status: 500, message: "Server Error" }, undefined],
    [{ status: 502, message: "Bad Gateway" }, undefined],
    [{ status: 503, message: "Service Unavailable" }, undefined],
  ])("%j → %s", (failure, words) => {
    expect(serverWords(failure)).toBe(words);
  });
});
