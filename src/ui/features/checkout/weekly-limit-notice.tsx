import "./weekly-limit-notice.css";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import type { WeeklyLimitStatus } from "./use-weekly-limit";
import { weeklyLimitWords } from "./weekly-limit-words";

/**
 * Why Pay is off because of the weekly limit (SPEC §6/§7), or null: over the limit, not checked yet,
 * or the check failed. A failed check does not let the purchase go ahead (docs/play.md, "Weekly limit").
 */
export const weeklyLimitBlockedReason = (LL: TranslationFunctions, status: WeeklyLimitStatus): string | null => {
  switch (status._tag) {
    case "Checking":
      return LL.pay.weeklyLimit.checking();
    case "Over":
      return LL.pay.weeklyLimit.overBlocked();
    case "CheckFailed":
      return LL.pay.weeklyLimit.failedBlocked();
    default:
      return null;
  }
};

export interface WeeklyLimitNoticeProps {
  readonly status: WeeklyLimitStatus;
  /** Asks the server again ("Check again"). */
  readonly onRecheck: () => void;
}

/**
 * SPEC §6/§7 on /checkout: how much of the weekly limit this cart would use; over it, what to do
 * (the cart is kept); a failed check with "Check again". Nothing at all for a guest (status None).
 */
export function WeeklyLimitNotice({ status, onRecheck }: WeeklyLimitNoticeProps) {
  const { LL } = useI18nContext();
  if (status._tag === "None") return null;
  const body = (() => {
    switch (status._tag) {
      case "Checking":
        return <p className="weekly-limit__text">{LL.pay.weeklyLimit.checking()}</p>;
      case "Within":
        return <p className="weekly-limit__text">{weeklyLimitWords(LL, { ...status, allowed: true })}</p>;
      case "Over":
        return (
          <p role="alert" className="weekly-limit__text weekly-limit__text--problem">
            {weeklyLimitWords(LL, { ...status, allowed: false })}
          </p>
        );
      case "CheckFailed":
        return (
          <>
            <p role="alert" className="weekly-limit__text weekly-limit__text--problem">
              {LL.pay.weeklyLimit.failed()}
            </p>
            <Button variant="secondary" size="sm" onPress={onRecheck}>
              {LL.pay.weeklyLimit.checkAgain()}
            </Button>
          </>
        );
    }
  })();
  return (
    <section
      className="weekly-limit"
      aria-label={LL.pay.weeklyLimit.heading()}
      aria-busy={status._tag === "Checking" || undefined}
    >
      {body}
    </section>
  );
}
