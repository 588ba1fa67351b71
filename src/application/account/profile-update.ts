import type { ProfileUpdate } from "@/application/ports/profile.port";

/** SPEC §3 profile form as the screen holds it (text fields, the phone read-only and left out). */
export interface ProfileFormValues {
  readonly fullName: string;
  readonly countryResidence: string;
  readonly nationality: string;
  readonly email: string;
  readonly birthDay: string;
  readonly birthMonth: string;
  readonly birthYear: string;
  readonly gender: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly addressCountry: string;
}

/** Why the day, month and year of birth do not make a date. */
export type BirthDateProblem = "incomplete" | "invalid";

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/**
 * SPEC §3: day, month and year of birth travel as one ISO `dob`. All three empty means no date;
 * some empty is "incomplete"; 31 February or a year outside 1900..9999 is "invalid".
 */
export const birthDate = (day: string, month: string, year: string): string | null | BirthDateProblem => {
  const parts = [day, month, year].map((part) => part.trim());
  if (parts.every((part) => part === "")) return null;
  if (parts.some((part) => part === "")) return "incomplete";
  const [d, m, y] = parts.map(Number) as [number, number, number];
  if (![d, m, y].every(Number.isInteger) || y < 1900 || y > 9999) return "invalid";
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return "invalid";
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
};

/** The ISO `dob` split back into the form's parts ("" when unknown or unreadable). */
export const birthDateParts = (
  dob: string | undefined,
): { readonly birthDay: string; readonly birthMonth: string; readonly birthYear: string } => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob ?? "");
  if (match === null) return { birthDay: "", birthMonth: "", birthYear: "" };
  return { birthYear: String(Number(match[1])), birthMonth: String(Number(match[2])), birthDay: String(Number(match[3])) };
};

const optional = <K extends string>(key: K, value: string): { [P in K]?: string } => {
  const trimmed = value.trim();
  return (trimmed === "" ? {} : { [key]: trimmed }) as { [P in K]?: string };
};

/** The form as sent (trimmed; empty optional fields left out); `dob` must be a date or null already. */
export const toProfileUpdate = (form: ProfileFormValues, dob: string | null): ProfileUpdate => ({
  fullName: form.fullName.trim(),
  countryResidence: form.countryResidence.trim(),
  nationality: form.nationality.trim(),
  ...optional("email", form.email.toLowerCase()),
  ...(dob === null ? {} : { dob }),
  ...(form.gender === "male" || form.gender === "female" ? { gender: form.gender } : {}),
  ...optional("addressLine1", form.addressLine1),
  ...optional("addressLine2", form.addressLine2),
  ...optional("city", form.city),
  ...optional("state", form.state),
  ...optional("zipCode", form.zipCode),
  ...optional("addressCountry", form.addressCountry),
});
