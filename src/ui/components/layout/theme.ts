/** The two themes (SPEC §9). Without a stored choice the system preference decides (CSS does it). */
export type Theme = "light" | "dark";

/** SPEC §9: the browser bar's colour per theme, brand 500 and 400 (index.html's theme-color metas). */
export const THEME_COLOURS: Readonly<Record<Theme, string>> = { light: "#0b6e4f", dark: "#3aad7f" };

/**
 * Applies a chosen theme to <html data-theme>; `null` goes back to following the system. The
 * theme-color metas follow: a chosen theme colours the bar whatever the system scheme, `null`
 * gives each meta back the colour of its own scheme.
 */
export const applyTheme = (theme: Theme | null, root: HTMLElement = document.documentElement): void => {
  if (theme === null) delete root.dataset.theme;
  else root.dataset.theme = theme;
  for (const meta of root.ownerDocument.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLOURS[theme ?? ((meta.getAttribute("media") ?? "").includes("dark") ? "dark" : "light")];
  }
};

/** The theme in effect: the chosen one, else the system's. */
export const effectiveTheme = (chosen: Theme | null): Theme => {
  if (chosen !== null) return chosen;
  const dark = typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
  return dark ? "dark" : "light";
};
