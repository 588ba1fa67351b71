import "@/ui/styles/components/overlay.css";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from "react-aria-components";

/** SPEC §9: tooltips open after 700 ms of hover and close (or hand over) after 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;

export interface TooltipProps {
  /** A focusable element (Button, IconButton, Link); keyboard focus shows the tooltip at once. */
  readonly children: ReactElement;
  readonly content: ReactNode;
  readonly placement?: "top" | "bottom" | "start" | "end";
}

/**
 * Extra, non-essential help. A tooltip never carries the only name of a control: IconButton's
 * `label` does that.
 */
export function Tooltip({ children, content, placement = "top" }: TooltipProps) {
  return (
    <TooltipTrigger delay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS}>
      {/* Focusable hands the trigger's focus and hover handling to the kit's native buttons and links. */}
      <Focusable>{children as ComponentProps<typeof Focusable>["children"]}</Focusable>
      <AriaTooltip placement={placement} offset={6} className="ui-tooltip">
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
