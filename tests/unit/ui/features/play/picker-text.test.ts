import { describe, expect, it } from "vitest";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { quickPickMessage } from "@/ui/features/play/picker/picker-text";
import { i18nObject } from "@/ui/i18n/i18n-util";
import { loadEveryDictionary } from "../../i18n/every-dictionary";

describe("the quick pick's words (the play announcer)", () => {
  const rules = rulesFromGame(null);
  it.each([
    ["en", "; "],
    ["id", "; "],
    ["ar", "\u061b "],
  ] as const)("%s: the main numbers and the bonus are apart with the language's semicolon", (locale, separator) => {
    loadEveryDictionary();
    const text = quickPickMessage(i18nObject(locale), locale, [[3, 9, 12, 19, 24, 31], [7]], rules);
    expect(text).toContain(separator);
    if (locale === "ar") expect(text).not.toContain(";");
  });
});
