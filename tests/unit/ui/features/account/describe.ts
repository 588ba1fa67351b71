/**
 * The text a screen reader reads as a field's description: every aria-describedby target, with
 * no-break spaces (Intl puts one between "AED" and the amount) read as spaces.
 */
export const description = (element: HTMLElement): string =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => (id === "" ? "" : (document.getElementById(id)?.textContent ?? "")))
    .join(" ")
    .replace(/\u00a0/g, " ");
