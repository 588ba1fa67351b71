/** The bounds and step of a NumberField. */
export interface NumberBounds {
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly step: number;
}

import { normalizeDigits } from "@/domain/validation/numeric-input";

/** Typed text as a number: Western, Arabic-Indic, Persian or full-width digits (SPEC §5), one decimal point or comma, a leading minus; null when it is not one. */
export function parseLocaleNumber(text: string): number | null {
  const western = [...normalizeDigits(text.trim())]
    .map((char) => {
      if (char === "٫" || char === "," || char === "．") return ".";
      if (char === "−" || char === "\u061c") return char === "−" ? "-" : "";
      return char;
    })
    .join("");
  if (!/^-?\d+(\.\d+)?$/.test(western)) return null;
  return Number(western);
}

/** Within the bounds, on the step grid from the minimum (0 when there is none). */
export function clampStep(value: number, { min, max, step }: NumberBounds): number {
  const base = min ?? 0;
  const stepped = step > 0 ? base + Math.round((value - base) / step) * step : value;
  const rounded = Number(stepped.toFixed(10));
  return Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, rounded));
}

/** The value a key moves to (arrows ±step, Page ±10 steps, Home/End the bounds), or null. */
export function stepKey(key: string, current: number | undefined, { min, max, step }: NumberBounds): number | null {
  const from = current ?? min ?? 0;
  switch (key) {
    case "ArrowUp":
      return from + step;
    case "ArrowDown":
      return from - step;
    case "PageUp":
      return from + step * 10;
    case "PageDown":
      return from - step * 10;
    case "Home":
      return min ?? null;
    case "End":
      return max ?? null;
    default:
      return null;
  }
}
