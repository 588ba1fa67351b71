import "@/ui/forms/form.css";
import { useMemo, useState } from "react";
import type { ProfileFormValues } from "@/application/account/profile-update";
import { Button } from "@/ui/components/button";
import { Link } from "@/ui/components/link";
import { Select } from "@/ui/components/select";
import { TextField } from "@/ui/components/text-field";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { BirthDateFields } from "./birth-date-fields";
import { regionOptions } from "@/ui/forms/countries";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { useForm } from "@/ui/forms/use-form";
import { profileErrors } from "./profile-validation";
import { useLocaleParams } from "@/ui/app/use-locale-params";

export interface ProfileFormProps {
  readonly initial: ProfileFormValues;
  /** "+971 501234567": SPEC §3 phoneNumber is shown read-only (it signs the user in). */
  readonly phone: string;
  readonly emailVerified: boolean;
  readonly currentYear: number;
  readonly onSubmit: (values: ProfileFormValues) => Promise<SubmitOutcome | void>;
  /** The form's mutation is on its way (its isPending): the button is busy and a submit does nothing. */
  readonly pending?: boolean;
}

type TextKey = "fullName" | "email" | "addressLine1" | "addressLine2" | "city" | "state" | "zipCode";
type RegionKey = "countryResidence" | "nationality" | "addressCountry";

/** SPEC §2 /personal-detail: the SPEC §3 profile form with the SPEC §5 profile messages. */
export function ProfileForm({ initial, phone, emailVerified, currentYear, onSubmit, pending = false }: ProfileFormProps) {
  const { LL, locale } = useI18nContext();
  const params = useLocaleParams();
  const regions = useMemo(() => regionOptions(locale), [locale]);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    pending,
    initial,
    validate: profileErrors(LL),
    submit: async (values) => {
      setSaved(false);
      const outcome = await onSubmit(values);
      if (outcome) return outcome;
      setSaved(true);
    },
  });
  const p = LL.account.profile;
  const text = (key: TextKey, label: string, extra: { autoComplete?: string; isRequired?: boolean; type?: string } = {}) => (
    <TextField
      id={form.idOf(key)}
      label={label}
      value={form.values[key]}
      onChange={(value) => form.set(key, value)}
      errorMessage={form.errorOf(key)}
      {...extra}
    />
  );
  const region = (key: RegionKey, label: string, isRequired = false) => (
    <Select
      id={form.idOf(key)}
      label={label}
      options={regions}
      value={form.values[key] === "" ? null : form.values[key]}
      onChange={(value) => form.set(key, value)}
      errorMessage={form.errorOf(key)}
      isRequired={isRequired}
    />
  );
  const genders = [
    { id: "", label: p.genderUnset() },
    { id: "male", label: p.male() },
    { id: "female", label: p.female() },
  ];
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
      <ErrorSummary
        form={form}
        fields={[
          ["fullName", p.fullName()],
          ["countryResidence", p.countryResidence()],
          ["nationality", p.nationality()],
          ["birthDay", p.birthDate()],
          ["email", p.email()],
        ]}
      />
      <fieldset className="form__section">
        <legend>{p.identity()}</legend>
        {text("fullName", p.fullName(), { autoComplete: "name", isRequired: true })}
        {region("countryResidence", p.countryResidence(), true)}
        {region("nationality", p.nationality(), true)}
        <BirthDateFields
          day={form.values.birthDay}
          month={form.values.birthMonth}
          year={form.values.birthYear}
          onChange={(part, value) => form.set(part, value)}
          ids={{ day: form.idOf("birthDay"), month: form.idOf("birthMonth"), year: form.idOf("birthYear") }}
          errorMessage={form.errorOf("birthDay")}
          currentYear={currentYear}
        />
        <Select
          id={form.idOf("gender")}
          label={p.gender()}
          options={genders}
          value={form.values.gender}
          onChange={(value) => form.set("gender", value)}
        />
      </fieldset>
      <fieldset className="form__section">
        <legend>{p.contact()}</legend>
        {text("email", p.email(), { autoComplete: "email", type: "email" })}
        {emailVerified || form.values.email === "" ? null : (
          <p className="form__note">
            {p.emailUnverified()}{" "}
            <Link to="/{-$locale}/email-confirmation" params={params}>
              {p.confirmEmail()}
            </Link>
          </p>
        )}
        <TextField label={p.phone()} description={p.phoneReadOnly()} value={phone} isReadOnly dir="ltr" />
      </fieldset>
      <fieldset className="form__section">
        <legend>{p.address()}</legend>
        {text("addressLine1", p.addressLine1(), { autoComplete: "address-line1" })}
        {text("addressLine2", p.addressLine2(), { autoComplete: "address-line2" })}
        {text("city", p.city(), { autoComplete: "address-level2" })}
        {text("state", p.state(), { autoComplete: "address-level1" })}
        {text("zipCode", p.zipCode(), { autoComplete: "postal-code" })}
        {region("addressCountry", p.addressCountry())}
      </fieldset>
      <div className="form__actions">
        <Button type="submit" isPending={form.pending}>
          {form.pending ? LL.account.form.sending() : p.save()}
        </Button>
      </div>
      <p role="status" className="form__status">
        {saved ? LL.account.form.saved() : ""}
      </p>
    </form>
  );
}
