import { describe, expect, it } from "vitest";
import { asServerWords, serverWords } from "@/ui/i18n/server-words";

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE around the words. */
const isolated = (words: string): string => `\u2068${words}\u2069`;

describe("serverWords: which server texts reach the screen (issue 13 point 7)", () => {
  it.each([
    [{ status: 409, message: "This phone number is already registered." }, isolated("This phone number is already registered.")],
    [{ status: 422, message: "  The code is not correct. " }, isolated("The code is not correct.")],
    [{ message: "A refusal without a status" }, isolated("A refusal without a status")],
    [{ status: 400, message: "رمز القسيمة غير صالح." }, isolated("رمز القسيمة غير صالح.")],
    [{ status: 404, message: "" }, undefined],
    [{ status: 400, message: "   " }, undefined],
    [{ status: 500, message: "Server Error" }, undefined],
    [{ status: 502, message: "Bad Gateway" }, undefined],
    [{ status: 503, message: "Service Unavailable" }, undefined],
  ])("%j → %s", (failure, words) => {
    expect(serverWords(failure)).toBe(words);
  });
});

describe("asServerWords: a server's words keep their own direction in any page", () => {
  it("isolates the trimmed words, so an English sentence in an Arabic page ends with its own full stop", () => {
    expect(asServerWords(" Invalid voucher code. ")).toBe("\u2068Invalid voucher code.\u2069");
  });

  it.each(["", "  "])("%j stays empty: no isolate around nothing", (blank) => {
    expect(asServerWords(blank)).toBe("");
  });
});
