import "@/ui/styles/components/balls.css";
import "@/ui/styles/components/number-balls.css";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { formatNumber } from "@/ui/i18n/format";

export interface NumberBallsProps {
  /** One list per ball set, main first (docs/api-design.md). */
  readonly numbers: ReadonlyArray<ReadonlyArray<number>>;
  readonly mainLabel: string;
  readonly bonusLabel: string;
}

/** Numbers as labelled lists ("Numbers: 3 9 12 …", "Bonus: 7"); bonus balls are dashed, not only coloured. */
export function NumberBalls({ numbers, mainLabel, bonusLabel }: NumberBallsProps) {
  const { locale } = useI18nContext();
  return (
    <div className="ui-balls-sets">
      {numbers.map((pool, index) => {
        const label = index === 0 ? mainLabel : bonusLabel;
        return (
          <div key={index}>
            <span className="ui-balls-sets__label">{label}: </span>
            <ul className="ui-balls" aria-label={label}>
              {pool.map((n, position) => (
                <li key={position} className={`ui-ball${index === 0 ? "" : " ui-ball--bonus"}`}>
                  {formatNumber(n, locale)}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
