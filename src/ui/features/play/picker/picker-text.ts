import type { TicketPool, TicketRules } from "@/domain/ticket/ticket-rules";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { type AppLocale, intlLocale } from "@/ui/i18n/locale";

/** The pool's heading, which also names its group of buttons. */
export const poolTitle = (LL: TranslationFunctions, pool: TicketPool): string =>
  pool.kind === "main" ? LL.play.pool.main() : LL.play.pool.bonus();

/** "Number 7" / "Bonus 7": a button's accessible name, the same whether it is pressed or not. */
export const numberName = (LL: TranslationFunctions, kind: TicketPool["kind"], value: number): string =>
  kind === "main" ? LL.play.pool.number({ value }) : LL.play.pool.bonusNumber({ value });

/** "3, 9, 14" in the language's own list style (digits stay Latin, like the balls). */
export const numberList = (numbers: ReadonlyArray<number>, locale: AppLocale): string =>
  new Intl.ListFormat(intlLocale(locale), { type: "unit", style: "short" }).format(numbers.map(String));

/** The pools of an entry as words: "3, 9, 14, 22, 31, 40; bonus 7". */
export const entryNumbersText = (
  LL: TranslationFunctions,
  locale: AppLocale,
  numbers: ReadonlyArray<ReadonlyArray<number>>,
  rules: TicketRules,
): string =>
  numbers
    .map((pool, index) => {
      const sorted = [...pool].sort((a, b) => a - b);
      const text = numberList(sorted, locale);
      return rules.pools[index]?.kind === "bonus" ? LL.play.announce.bonusPart({ numbers: text }) : text;
    })
    .filter((_, index) => (numbers[index]?.length ?? 0) > 0)
    // The pools apart with the language's own semicolon: "؛" (U+061B) in Arabic.
    .join(locale === "ar" ? "\u061b " : "; ");

/** SPEC §4 quick pick, announced: "Quick pick: 3, 9, 14, 22, 31, 40; bonus 7". */
export const quickPickMessage = (
  LL: TranslationFunctions,
  locale: AppLocale,
  numbers: ReadonlyArray<ReadonlyArray<number>>,
  rules: TicketRules,
): string => LL.play.announce.quickPick({ numbers: entryNumbersText(LL, locale, numbers, rules) });
