/**
 * The ARIA listbox keys (WAI-ARIA APG): the option an arrow, Home or End key moves to, or null
 * for any other key. Arrows stop at the ends (no wrap), as react-aria's listboxes do.
 */
export function nextOptionIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowDown":
      return Math.min(count - 1, current + 1);
    case "ArrowUp":
      return Math.max(0, current - 1);
    case "Home":
    case "PageUp":
      return 0;
    case "End":
    case "PageDown":
      return count - 1;
    default:
      return null;
  }
}
