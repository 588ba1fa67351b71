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
 * what is left is not worded (it does not say how much of it this week has used).
 */
export function weeklyLimitWords(LL: TranslationFunctions, verdict: WeeklyLimitWording, n: (value: number) => string): string {
  const { quantity, remaining, limit } = verdict;
  const words = LL.checkout.weeklyLimit;
  if (verdict.allowed) {
    if (remaining === null) return words.withinOnly({ quantity: n(quantity) });
    if (limit === null) return words.withinLeft({ quantity: n(quantity), remaining: n(remaining) });
    return words.within({ quantity: n(quantity), remaining: n(remaining), limit: n(limit) });
  }
  if (remaining === null) return words.overOnly({ quantity: n(quantity) });
  const excess = n(Math.max(1, quantity - remaining));
  if (limit === null) return words.overLeft({ quantity: n(quantity), remaining: n(remaining), excess });
  return words.over({ quantity: n(quantity), remaining: n(remaining), limit: n(limit), excess });
}
