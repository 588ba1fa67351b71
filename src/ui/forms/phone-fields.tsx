import "@/ui/forms/form.css";
import { useMemo } from "react";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import { Select } from "@/ui/components/select";
import { TextField } from "@/ui/components/text-field";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { CALLING_CODES, regionName } from "./countries";
import { useNumericEntry } from "./numeric-entry";
import { isolatedText } from "@/ui/components/bidi";

export interface PhoneFieldsProps {
  readonly callingCode: string;
  readonly phone: string;
  readonly onCallingCodeChange: (code: string) => void;
  readonly onPhoneChange: (phone: string) => void;
  readonly callingCodeId: string;
  readonly phoneId: string;
  readonly callingCodeError?: string | undefined;
  readonly phoneError?: string | undefined;
  readonly phoneLabel?: string;
  readonly isDisabled?: boolean;
  /** The on-screen keyboard's Enter key: "next" when a field follows (default), "go" when it submits. */
  readonly phoneEnterKeyHint?: "next" | "go" | "done";
  /** Told the calling code and number together after either changes (the account forms' carry, usePhoneCarry). */
  readonly onTyped?: ((phone: PhoneCredentials) => void) | undefined;
}

/**
 * SPEC §3 calling code + phone number. The number keeps digits only (SPEC §5 numeric input); each
 * part shows its own SPEC §5 message ("Please select country code", "Phone number is required").
 */
export function PhoneFields(props: PhoneFieldsProps) {
  const { LL, locale } = useI18nContext();
  const phone = useNumericEntry();
  const options = useMemo(
    () =>
      CALLING_CODES.map(([region, code]) => ({
        id: code,
        // Isolated: in Arabic "+971" otherwise reads "971+" (bidi.tsx).
        label: LL.account.phone.callingCodeOption({ country: regionName(region, locale), code: isolatedText(code) }),
      })),
    [LL, locale],
  );
  return (
    <div className="form__row">
      <Select
        id={props.callingCodeId}
        label={LL.account.phone.callingCode()}
        options={options}
        value={props.callingCode === "" ? null : props.callingCode}
        onChange={(code) => {
          props.onCallingCodeChange(code);
          props.onTyped?.({ callingCode: code, phone: props.phone });
        }}
        errorMessage={props.callingCodeError}
        isRequired
        {...(props.isDisabled === undefined ? {} : { isDisabled: props.isDisabled })}
      />
      <TextField
        id={props.phoneId}
        label={props.phoneLabel ?? LL.account.phone.number()}
        description={phone.describe(LL.account.phone.numberHint())}
        value={props.phone}
        onChange={(text) => {
          const digits = phone.take(text);
          props.onPhoneChange(digits);
          props.onTyped?.({ callingCode: props.callingCode, phone: digits });
        }}
        errorMessage={props.phoneError}
        inputMode="tel"
        autoComplete="tel-national"
        enterKeyHint={props.phoneEnterKeyHint ?? "next"}
        isRequired
        {...(props.isDisabled === undefined ? {} : { isDisabled: props.isDisabled })}
      />
    </div>
  );
}
