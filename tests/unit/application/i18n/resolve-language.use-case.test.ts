import { describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "@/application/i18n/change-language.use-case";
import { harness } from "../harness";

describe("ResolveLanguageUseCase (prefix, else cookie, else en)", () => {
  it.each([
    ["/ar/wallet", undefined, "ar"],
    ["/in/faq", "ar", "id"],
    ["/faq", "in", "id"],
    ["/faq", "ar", "ar"],
    ["/faq", "xx", "en"],
    ["/faq", undefined, "en"],
  ])("%s with cookie %j → %s", (path, cookie, language) => {
    const h = harness();
    if (cookie !== undefined) h.cookies.set(LANGUAGE_COOKIE, cookie, { maxAgeDays: 365, sameSite: "lax" });
    expect(h.resolveLanguage.execute({ path })).toBe(language);
  });
});
