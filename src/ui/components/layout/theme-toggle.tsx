import "@/ui/styles/components/button.css";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PressableButton } from "../button";
import { MoonIcon, SunIcon } from "../icons";
import type { Theme } from "./theme";

export interface ThemeToggleProps {
  /** The theme in effect (see effectiveTheme). */
  readonly theme: Theme;
  readonly onChange: (theme: Theme) => void;
}

/** A native toggle button named "Dark theme" that is pressed (aria-pressed) while the dark theme is on. */
export function ThemeToggle({ theme, onChange }: ThemeToggleProps) {
  const { LL } = useI18nContext();
  const dark = theme === "dark";
  return (
    <PressableButton
      aria-pressed={dark}
      data-selected={dark || undefined}
      onPress={() => onChange(dark ? "light" : "dark")}
      aria-label={LL.common.theme.dark()}
      className="ui-button ui-icon-button ui-button--ghost ui-target"
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </PressableButton>
  );
}
