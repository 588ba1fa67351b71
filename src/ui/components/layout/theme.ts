/** The two themes (SPEC §9). Without a stored choice the system preference decides (CSS does it). */
export type Theme = "light" | "dark";

/** Applies a chosen theme to <html data-theme>; `null` goes back to following the system. */
export const applyTheme = (theme: Theme | null, root: HTMLElement = document.documentElement): void => {
  if (theme === null) delete root.dataset.theme;
  else root.dataset.theme = theme;
};

/** The theme in effect: the chosen one, else the system's. */
export const effectiveTheme = (chosen: Theme | null): Theme => {
  if (chosen !== null) return chosen;
  const dark = typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
  return dark ? "dark" : "light";
};
