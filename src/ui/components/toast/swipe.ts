import { type PointerEvent, useRef, useState } from "react";
import type { TextDirection } from "@/ui/i18n/locale";
import { TOAST_SETTINGS } from "./toast-queue";

/**
 * SPEC §9: a toast is swiped away to the right. Toasts sit at the inline end, so in Arabic the
 * outward swipe is to the left. Only outward movement counts; the offset follows the finger.
 */
export const swipeOffset = (deltaX: number, direction: TextDirection): number =>
  direction === "rtl" ? Math.min(0, deltaX) : Math.max(0, deltaX);

/** SPEC §9: released at 50 px or more outward, the toast is dismissed. */
export const isSwipeDismiss = (deltaX: number, direction: TextDirection): boolean =>
  Math.abs(swipeOffset(deltaX, direction)) >= TOAST_SETTINGS.swipeThresholdPx;

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerCancel: () => void;
}

export const useSwipeToDismiss = (
  direction: TextDirection,
  onDismiss: () => void,
): { offset: number; handlers: SwipeHandlers } => {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const reset = () => {
    startX.current = null;
    setOffset(0);
  };
  const handlers: SwipeHandlers = {
    onPointerDown: (event) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      startX.current = event.clientX;
    },
    onPointerMove: (event) => {
      if (startX.current !== null) setOffset(swipeOffset(event.clientX - startX.current, direction));
    },
    onPointerUp: (event) => {
      if (startX.current === null) return;
      const delta = event.clientX - startX.current;
      reset();
      if (isSwipeDismiss(delta, direction)) onDismiss();
    },
    onPointerCancel: reset,
  };
  return { offset, handlers };
};
