import { useI18nContext } from "@/ui/i18n/i18n-react";
import { dir } from "@/ui/i18n/locale";
import { type DateStyle, formatDate, formatDateTime, formatTime } from "@/ui/i18n/format";

export interface DateTimeProps {
  readonly value: Date;
  readonly show?: "date" | "time" | "dateTime";
  readonly dateStyle?: DateStyle;
  readonly className?: string;
}

/**
 * A machine-readable <time> with the date and/or time in the active language (Gregorian). It is
 * bidi-isolated in the language's direction (a dir attribute isolates), so "28/11/2026، 4:00 م"
 * keeps its order inside a sentence of the other direction (issue 12).
 */
export function DateTime({ value, show = "dateTime", dateStyle = "medium", className }: DateTimeProps) {
  const { locale } = useI18nContext();
  const text =
    show === "date"
      ? formatDate(value, locale, dateStyle)
      : show === "time"
        ? formatTime(value, locale)
        : formatDateTime(value, locale, dateStyle);
  return (
    <time dateTime={value.toISOString()} dir={dir(locale)} {...(className === undefined ? {} : { className })}>
      {text}
    </time>
  );
}
