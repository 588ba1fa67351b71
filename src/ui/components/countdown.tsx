import "@/ui/styles/components/misc.css";
import { useEffect } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { formatClock, formatDuration } from "@/ui/i18n/format";
import { useNow } from "./use-now";

export interface CountdownProps {
  /** When the countdown reaches zero (e.g. a draw's cutoff). */
  readonly target: Date;
  /** The clock; a parameter so tests and the app agree on time. */
  readonly now?: () => number;
  readonly onEnd?: () => void;
  readonly className?: string;
}

const systemNow = () => Date.now();

/**
 * A ticking countdown. It is a timer with live updates off: the full remaining time is in its
 * accessible name for whoever reads it, but nothing is announced every second.
 */
export function Countdown({ target, now = systemNow, onEnd, className }: CountdownProps) {
  const { LL, locale } = useI18nContext();
  const remaining = target.getTime() - useNow(now, target.getTime() > now());
  const ended = remaining <= 0;
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);
  const label = ended ? LL.common.countdownEnded() : LL.common.timeRemaining({ time: formatDuration(remaining, locale) });
  return (
    <span role="timer" aria-live="off" aria-label={label} className={`ui-countdown ${className ?? ""}`.trim()}>
      <span aria-hidden="true" dir="ltr">
        {ended ? LL.common.countdownEnded() : formatClock(remaining, locale)}
      </span>
    </span>
  );
}
