import { useI18nContext } from "@/ui/i18n/i18n-react";
import { type DateStyle, formatDate, formatDateTime, formatTime } from "@/ui/i18n/format";

export interface DateTimeProps {
  readonly value: Date;
  readonly show?: "date" | "time" | "dateTime";
  readonly dateStyle?: DateStyle;
  readonly className?: string;
}

/** A machine-readable <time> with the date and/or time in the active language (Gregorian). */
export function DateTime({ value, show = "dateTime", dateStyle = "medium", className }: DateTimeProps) {
  const { locale } = useI18nContext();
  const text =
    show === "date"
      ? formatDate(value, locale, dateStyle)
      : show === "time"
        ? formatTime(value, locale)
        : formatDateTime(value, locale, dateStyle);
  return (
    <time dateTime={value.toISOString()} {...(className === undefined ? {} : { className })}>
      {text}
    </time>
  );
}
