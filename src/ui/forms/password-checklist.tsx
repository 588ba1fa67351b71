import "./password-checklist.css";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { PASSWORD_RULES, type PasswordRule, passwordRulesMet } from "./password-rules";

const RULE_TEXT: Record<PasswordRule, (LL: TranslationFunctions) => string> = {
  passwordLength: (LL) => LL.account.password.ruleLength(),
  passwordLowercase: (LL) => LL.account.password.ruleLowercase(),
  passwordNumber: (LL) => LL.account.password.ruleNumber(),
  passwordSpecial: (LL) => LL.account.password.ruleSpecial(),
  passwordUppercase: (LL) => LL.account.password.ruleUppercase(),
};

export interface PasswordChecklistProps {
  readonly password: string;
  /** Lets the password field name the checklist as its description. */
  readonly id: string;
}

/**
 * SPEC §5 password rules as a live checklist: each line says in words whether it is met (a mark
 * and text, not colour alone). It is not a live region: the field's own message is announced on
 * submit, and the list is read as the field's description.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const { LL } = useI18nContext();
  const met = passwordRulesMet(password);
  return (
    <div id={id} className="form-rules">
      <p className="form-rules__title">{LL.account.password.rulesTitle()}</p>
      <ul className="form-rules__list">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className="form-rules__rule" data-met={met[rule] || undefined}>
            <span aria-hidden="true" className="form-rules__mark">
              {met[rule] ? "✓" : "○"}
            </span>
            {RULE_TEXT[rule](LL)}
            <span className="ui-visually-hidden">
              {" – "}
              {met[rule] ? LL.account.password.ruleMet() : LL.account.password.ruleNotMet()}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
