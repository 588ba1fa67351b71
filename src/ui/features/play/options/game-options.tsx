import "../play.css";
import { memo, useId } from "react";
import { ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT, type Addon } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import type { Fils } from "@/domain/money/money";
import { Checkbox } from "@/ui/components/checkbox";
import { NumberField } from "@/ui/components/number-field";
import { RadioGroup } from "@/ui/components/radio-group";
import { formatDateTime, formatMoney } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { type TicketOptions, MAX_DRAWS, withAddon, withDraws } from "@/domain/cart/ticket-options";

export interface GameOptionsProps {
  readonly game: Game;
  readonly value: TicketOptions;
  readonly onChange: (value: TicketOptions) => void;
}

const ADDON_PRICE: Record<Addon, (game: Game) => Fils> = {
  [ADDON_DOUBLE_JACKPOT]: (game) => game.doubleJackpotPrice,
  [ADDON_SECURE_JACKPOT]: (game) => game.secureJackpotPrice,
};

/** SPEC §3 Cart item options: number of draws, double/secure jackpot add-ons with their prices, weekly subscription. */
export const GameOptions = memo(function GameOptions({ game, value, onChange }: GameOptionsProps) {
  const { LL, locale } = useI18nContext();
  const ids = useId();
  const price = (addon: Addon) => LL.play.options.addonPrice({ price: formatMoney(ADDON_PRICE[addon](game), locale) });
  const drawDate = new Date(game.drawDate);
  return (
    <section className="play-options" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{LL.play.options.heading()}</h2>
      {Number.isNaN(drawDate.getTime()) ? null : <p>{LL.play.options.drawDate({ date: formatDateTime(drawDate, locale) })}</p>}
      <NumberField
        label={LL.play.options.draws()}
        minValue={1}
        maxValue={MAX_DRAWS}
        step={1}
        value={value.draws}
        onChange={(draws) => onChange(withDraws(value, draws))}
      />
      <fieldset className="play-options__addons">
        <legend>{LL.play.options.addons()}</legend>
        <Checkbox
          isSelected={value.addons.includes(ADDON_DOUBLE_JACKPOT)}
          onChange={(chosen) => onChange(withAddon(value, ADDON_DOUBLE_JACKPOT, chosen))}
          description={price(ADDON_DOUBLE_JACKPOT)}
        >
          {LL.play.options.doubleJackpot()}
        </Checkbox>
        <Checkbox
          isSelected={value.addons.includes(ADDON_SECURE_JACKPOT)}
          onChange={(chosen) => onChange(withAddon(value, ADDON_SECURE_JACKPOT, chosen))}
          description={price(ADDON_SECURE_JACKPOT)}
        >
          {LL.play.options.secureJackpot()}
        </Checkbox>
      </fieldset>
      <RadioGroup
        label={LL.play.options.frequency()}
        value={value.weekly ? "weekly" : "next"}
        onChange={(choice) => onChange({ ...value, weekly: choice === "weekly" })}
        options={[
          { value: "next", label: LL.play.options.nextDraw() },
          { value: "weekly", label: LL.play.options.weekly() },
        ]}
        description={value.weekly ? LL.play.options.weeklyHint() : undefined}
      />
    </section>
  );
});
