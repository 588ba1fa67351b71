import "@/ui/styles/components/field.css";
import "@/ui/styles/components/overlay.css";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { APP_LOCALES, type AppLocale, bcp47 } from "@/ui/i18n/locale";
import { ChevronDownIcon } from "../icons";
import { nextOptionIndex } from "./listbox-keys";

export interface LanguageSwitcherProps {
  readonly locale: AppLocale;
  readonly onChange: (locale: AppLocale) => void;
}

/** Below the button, at its inline end (the header's tools sit at the end of the line). */
const POPUP_STYLE = { position: "absolute", insetBlockStart: "100%", insetInlineEnd: 0, zIndex: 10 } as const;

/**
 * The header's language choice: a button named "Language <current>" that opens a listbox of the
 * languages, each in its own name and script, marked with its `lang`. Native elements with the
 * ARIA listbox pattern (arrows, Home/End, Enter/Space, Escape, type-ahead-free), so the first view
 * of every page needs no widget library. Focus returns to the button when the list closes.
 */
export function LanguageSwitcher({ locale, onChange }: LanguageSwitcherProps) {
  const { LL } = useI18nContext();
  const ids = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selected = Math.max(0, APP_LOCALES.indexOf(locale));
  const optionId = (index: number) => `${ids}-option-${index}`;

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (index: number) => {
    const next = APP_LOCALES[index];
    close(true);
    if (next !== undefined && next !== locale) onChange(next);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    show(selected);
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      close(event.key === "Escape");
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(active);
      return;
    }
    const next = nextOptionIndex(event.key, active, APP_LOCALES.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <div className="ui-field ui-language-switcher" style={{ position: "relative" }}>
      <span id={`${ids}-label`} className="ui-field__label ui-visually-hidden">
        {LL.common.language.label()}
      </span>
      <button
        ref={button}
        type="button"
        className="ui-select__button ui-input ui-target"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${ids}-label ${ids}-value`}
        onClick={() => (open ? close(false) : show(selected))}
        onKeyDown={onButtonKeyDown}
      >
        <span id={`${ids}-value`} className="ui-select__value" lang={bcp47(locale)}>
          {LL.common.language[locale]()}
        </span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <ul
          ref={(list) => list?.focus()}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={`${ids}-label`}
          aria-activedescendant={optionId(active)}
          className="ui-popover ui-listbox"
          style={POPUP_STYLE}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) close(false);
          }}
        >
          {APP_LOCALES.map((id, index) => (
            <li
              key={id}
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              data-selected={index === selected || undefined}
              data-focused={index === active || undefined}
              className="ui-listbox__item ui-target"
              onPointerMove={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <span lang={bcp47(id)}>{LL.common.language[id]()}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
