import { useNow } from "@/ui/components/use-now";
import { formatClock } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { type AppLocale, intlLocale } from "@/ui/i18n/locale";

const MINUTE = 60_000;

/**
 * The time left in words, to the minute ("2 hr, 14 min"; under a minute "45 sec"): what a screen
 * reader finds when it reaches the card, changing once a minute rather than every second.
 */
export const closesInWords = (milliseconds: number, locale: AppLocale): string => {
  // The shop's own tags: Latin digits in Arabic as on the rest of the page (SPEC §1, locale.ts).
  const tag = intlLocale(locale);
  const unit = (value: number, name: "day" | "hour" | "minute" | "second") =>
    new Intl.NumberFormat(tag, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  const total = Math.max(0, milliseconds);
  if (total < MINUTE) return unit(Math.ceil(total / 1000), "second");
  const minutes = Math.floor(total / MINUTE);
  const [days, hours, mins] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  const parts =
    days > 0
      ? [unit(days, "day"), unit(hours, "hour")]
      : hours > 0
        ? [unit(hours, "hour"), unit(mins, "minute")]
        : [unit(mins, "minute")];
  return new Intl.ListFormat(tag, { style: "narrow", type: "unit" }).format(parts);
};

export interface CutoffCountdownProps {
  /** SPEC §3 Game cutoff: sales for the draw close then. */
  readonly cutoff: Date;
  readonly now: () => number;
}

/**
 * A live countdown to a draw's cutoff, ticking every second for the eye. Its live updates are off
 * (a timer is never announced by itself); the words to the minute are what assistive technology
 * reads. Past the cutoff it says that sales for this draw are closed.
 */
export function CutoffCountdown({ cutoff, now }: CutoffCountdownProps) {
  const { LL, locale } = useI18nContext();
  const remaining = cutoff.getTime() - useNow(now, cutoff.getTime() > now());
  if (Number.isNaN(remaining) || remaining <= 0)
    return <span className="play-cutoff play-cutoff--closed">{LL.play.cutoff.closed()}</span>;
  return (
    <span role="timer" aria-live="off" className="play-cutoff">
      <span aria-hidden="true">
        {LL.play.cutoff.closesInLead()} <bdi dir="ltr">{formatClock(remaining, locale)}</bdi>
      </span>
      <span className="ui-visually-hidden">{LL.play.cutoff.closesIn({ time: closesInWords(remaining, locale) })}</span>
    </span>
  );
}
