import { describe, expect, it } from "vitest";
import { serverWords } from "@/ui/i18n/server-words";

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE around the words. */
const isolated = (words: string): string => `\u2068${words}\u2069`;

describe("serverWords: which server texts reach the screen (issue 13 point 7)", () => {
  it.each([
    [{ status: 409, message: "This phone number is already registered." }, isolated("This phone number is already registered.")],
    [{ status: 422, message: "  The code is not correct. " }, isolated("The code is not correct.")],
    [{ status: 400, message: " Invalid voucher code. " }, isolated("Invalid voucher code.")],
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
