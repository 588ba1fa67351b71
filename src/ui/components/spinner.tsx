import "@/ui/styles/components/misc.css";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface SpinnerProps {
  /** What is loading; defaults to "Loading…". */
  readonly label?: string;
  readonly size?: "sm" | "md";
}

/** A busy indicator that says what it is (a status, so its appearance is announced). */
export function Spinner({ label, size = "md" }: SpinnerProps) {
  const { LL } = useI18nContext();
  return (
    <span role="status" className={`ui-spinner ui-spinner--${size}`}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="ui-visually-hidden">{label ?? LL.common.loading()}</span>
    </span>
  );
}
