import type { TextDirection } from "@/ui/i18n/locale";

/**
 * Keyboard model of a number pool (docs/play.md): a grid with one Tab stop. Left/Right move by
 * one in reading order (mirrored for right-to-left text), Up/Down by one row of the visual grid,
 * Home/End to the first/last number. Moves stop at the edges; null means "not a move key".
 */
export const nextGridIndex = (
  key: string,
  index: number,
  count: number,
  columns: number,
  direction: TextDirection,
): number | null => {
  const last = count - 1;
  const back = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
  const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const row = Math.max(1, columns);
  switch (key) {
    case back:
      return Math.max(0, index - 1);
    case forward:
      return Math.min(last, index + 1);
    case "ArrowUp":
      return index - row >= 0 ? index - row : index;
    case "ArrowDown":
      return index + row <= last ? index + row : index;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
};

/**
 * Columns of the rendered grid: the buttons sharing the first one's row. Without layout (no size,
 * as in a test DOM) the given fallback is used, which the stylesheet also uses as its default.
 */
export const measureColumns = (buttons: ReadonlyArray<HTMLElement>, fallback: number): number => {
  const [first] = buttons;
  if (first === undefined || first.offsetWidth === 0) return fallback;
  const top = first.offsetTop;
  let columns = 0;
  for (const button of buttons) {
    if (button.offsetTop !== top) break;
    columns += 1;
  }
  return Math.max(1, columns);
};
