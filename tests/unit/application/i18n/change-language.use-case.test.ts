import { describe, expect, it } from "vitest";
import type { CodeLanguage } from "@/domain/i18n/language";
import { LANGUAGE_COOKIE } from "@/application/i18n/change-language.use-case";
import { harness } from "../harness";

describe("ChangeLanguageUseCase (SPEC §4 language cookie)", () => {
  it.each<[CodeLanguage, string]>([
    ["en", "en"],
    ["ar", "ar"],
    ["id", "in"],
  ])("%s is remembered as %j for 365 days, SameSite=Lax", (language, code) => {
    const h = harness();
    expect(h.changeLanguage.execute(language)).toBe(code);
    expect(h.cookies.get(LANGUAGE_COOKIE)).toBe(code);
    expect(h.cookies.optionsOf(LANGUAGE_COOKIE)).toEqual({ maxAgeDays: 365, sameSite: "lax" });
  });
});
