import "@/ui/styles/components/button.css";
import { ToggleButton } from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { MoonIcon, SunIcon } from "../icons";
import type { Theme } from "./theme";

export interface ThemeToggleProps {
  /** The theme in effect (see effectiveTheme). */
  readonly theme: Theme;
  readonly onChange: (theme: Theme) => void;
}

/** A toggle named "Dark theme" that is pressed while the dark theme is on. */
export function ThemeToggle({ theme, onChange }: ThemeToggleProps) {
  const { LL } = useI18nContext();
  return (
    <ToggleButton
      isSelected={theme === "dark"}
      onChange={(dark) => onChange(dark ? "dark" : "light")}
      aria-label={LL.common.theme.dark()}
      className="ui-button ui-icon-button ui-button--ghost ui-target"
    >
      {theme === "dark" ? <MoonIcon /> : <SunIcon />}
    </ToggleButton>
  );
}
