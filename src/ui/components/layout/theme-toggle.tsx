import "@/ui/styles/components/button.css";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PressableButton } from "../button";
import { MoonIcon, SunIcon } from "../icons";
import type { Theme } from "./theme";

export interface ThemeToggleProps {
  /** The theme in effect (see effectiveTheme). */
  readonly theme: Theme;
  readonly onChange: (theme: Theme) => void;
  /** Show the name next to the icon (the phone menu has room for it). */
  readonly showLabel?: boolean;
}

/** A native toggle button named "Dark theme" that is pressed (aria-pressed) while the dark theme is on. */
export function ThemeToggle({ theme, onChange, showLabel = false }: ThemeToggleProps) {
  const { LL } = useI18nContext();
  const dark = theme === "dark";
  return (
    <PressableButton
      aria-pressed={dark}
      data-selected={dark || undefined}
      onPress={() => onChange(dark ? "light" : "dark")}
      {...(showLabel ? {} : { "aria-label": LL.common.theme.dark() })}
      className={
        showLabel
          ? "ui-button ui-button--ghost ui-target ui-theme-toggle--labelled"
          : "ui-button ui-icon-button ui-button--ghost ui-target"
      }
    >
      {dark ? <MoonIcon /> : <SunIcon />}
      {showLabel ? <span>{LL.common.theme.dark()}</span> : null}
    </PressableButton>
  );
}
