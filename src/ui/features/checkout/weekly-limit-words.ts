import type { TranslationFunctions } from "@/ui/i18n/i18n-types";

/** A weekly limit verdict for the cart, with the figures the server gave (null: not given). */
export interface WeeklyLimitWording {
  readonly allowed: boolean;
  readonly quantity: number;
  readonly remaining: number | null;
  readonly limit: number | null;
}

/**
 * SPEC §6/§7: the sentence for a verdict, as much as the server said (docs/play.md, "Weekly
 * limit"): what is left and the limit; what is left only; or the yes or no alone. A limit without
 * what is left is not worded (it does not say how much of it this week has used). The counts go in
 * as numbers: each chooses its noun's plural form ("1 play", "2 plays"; Arabic's six forms), and the
 * dictionary writes it as formatNumber does (the `count` formatter, src/ui/i18n/formatters.ts).
 */
export function weeklyLimitWords(LL: TranslationFunctions, verdict: WeeklyLimitWording): string {
  const { quantity, remaining, limit } = verdict;
  const words = LL.pay.weeklyLimit;
  if (verdict.allowed) {
    if (remaining === null) return words.withinOnly({ quantity });
    if (limit === null) return words.withinLeft({ quantity, remaining });
    return words.within({ quantity, remaining, limit });
  }
  if (remaining === null) return words.overOnly({ quantity });
  const excess = Math.max(1, quantity - remaining);
  if (limit === null) return words.overLeft({ quantity, remaining, excess });
  return words.over({ quantity, remaining, limit, excess });
}
