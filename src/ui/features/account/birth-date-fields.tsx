import "@/ui/forms/form.css";
import { useMemo } from "react";
import { Select } from "@/ui/components/select";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { intlLocale } from "@/ui/i18n/locale";

export interface BirthDateFieldsProps {
  readonly day: string;
  readonly month: string;
  readonly year: string;
  readonly onChange: (part: "birthDay" | "birthMonth" | "birthYear", value: string) => void;
  readonly ids: { readonly day: string; readonly month: string; readonly year: string };
  /** One message for the date as a whole, shown under the day. */
  readonly errorMessage?: string | undefined;
  /** The current year (the newest year offered). */
  readonly currentYear: number;
}

const OLDEST_YEAR = 1900;
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** SPEC §3 date of birth as day, month and year parts, in a group named "Date of birth". */
export function BirthDateFields({ day, month, year, onChange, ids, errorMessage, currentYear }: BirthDateFieldsProps) {
  const { LL, locale } = useI18nContext();
  const options = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(intlLocale(locale), { month: "long", timeZone: "UTC" });
    return {
      days: range(1, 31).map((d) => ({ id: String(d), label: String(d) })),
      months: range(1, 12).map((m) => ({ id: String(m), label: monthName.format(new Date(Date.UTC(2000, m - 1, 1))) })),
      years: range(OLDEST_YEAR, currentYear)
        .reverse()
        .map((y) => ({ id: String(y), label: String(y) })),
    };
  }, [locale, currentYear]);
  return (
    <fieldset className="form__parts">
      <legend>{LL.account.profile.birthDate()}</legend>
      <Select
        id={ids.day}
        label={LL.account.profile.birthDay()}
        options={options.days}
        value={day === "" ? null : day}
        onChange={(value) => onChange("birthDay", value)}
        errorMessage={errorMessage}
      />
      <Select
        id={ids.month}
        label={LL.account.profile.birthMonth()}
        options={options.months}
        value={month === "" ? null : month}
        onChange={(value) => onChange("birthMonth", value)}
      />
      <Select
        id={ids.year}
        label={LL.account.profile.birthYear()}
        options={options.years}
        value={year === "" ? null : year}
        onChange={(value) => onChange("birthYear", value)}
      />
    </fieldset>
  );
}
