import { memo } from "react";
import { CheckIcon } from "@/ui/components/icons";

export interface NumberButtonProps {
  readonly value: number;
  /** "Number 7" / "Bonus 7": fixed, so the name never changes with the state. */
  readonly name: string;
  readonly isSelected: boolean;
  /** The pool is full and this number is not chosen: still focusable, but pressing does nothing. */
  readonly isBlocked: boolean;
  /** The pool's single Tab stop (roving tabindex). */
  readonly isTabStop: boolean;
  /** The id of the "pool is full" reason while blocked. */
  readonly describedBy: string | undefined;
}

/**
 * One ball of the picker: a toggle button (aria-pressed). Presses and keys are handled once by the
 * pool (event delegation), so the button takes no callbacks and memo keeps a toggle to the
 * buttons whose props really changed. Chosen balls are filled, bold and carry a check mark, so the
 * state never rests on colour alone.
 */
export const NumberButton = memo(function NumberButton({
  value,
  name,
  isSelected,
  isBlocked,
  isTabStop,
  describedBy,
}: NumberButtonProps) {
  return (
    <button
      type="button"
      className="play-number ui-target"
      data-number={value}
      aria-label={name}
      aria-pressed={isSelected}
      aria-disabled={isBlocked ? true : undefined}
      aria-describedby={describedBy}
      tabIndex={isTabStop ? 0 : -1}
    >
      {isSelected ? <CheckIcon className="play-number__check" width={12} height={12} /> : null}
      <span className="play-number__value">{value}</span>
    </button>
  );
});
