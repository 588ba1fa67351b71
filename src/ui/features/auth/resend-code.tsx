import "./auth.css";
import { useRef, useState } from "react";
import { useFocusWhenLost } from "@/ui/components/use-focus-when-lost";
import { Button } from "@/ui/components/button";
import { Countdown } from "@/ui/components/countdown";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/** What asking for a new code gave: a new wait (SPEC §9's 120 s, or the server's retry_after). */
export type ResendAnswer =
  | { readonly sent: true; readonly waitSeconds: number }
  | { readonly sent: false; readonly waitSeconds: number; readonly message: string };

export interface ResendCodeProps {
  /** Seconds until a new code may be asked for, counted from the first render. */
  readonly waitSeconds: number;
  /** Asks for a new code (the resend mutation); its answer restarts the countdown. */
  readonly onResend: () => Promise<ResendAnswer>;
  /** The resend mutation is on its way (its isPending): the button is busy and a press does nothing. */
  readonly pending?: boolean;
  /** Shown once a new code is on its way. */
  readonly sentMessage: string;
  /** A new code is on its way (after `sentMessage` is set), with the wait before the next one. */
  readonly onSent?: (waitSeconds: number) => void;
  readonly now?: () => number;
}

const systemNow = () => Date.now();

/**
 * SPEC §9: a new OTP only after 120 s. A visible countdown until then, after it the button; the
 * server's retry_after restarts the countdown. The outcome is said in a polite status line.
 */
export function ResendCode({ waitSeconds, onResend, sentMessage, onSent, pending = false, now = systemNow }: ResendCodeProps) {
  const { LL } = useI18nContext();
  const [availableAt, setAvailableAt] = useState(() => new Date(now() + waitSeconds * 1000));
  const [ready, setReady] = useState(waitSeconds <= 0);
  const [status, setStatus] = useState("");
  const statusLine = useRef<HTMLParagraphElement>(null);
  const focusWhenLost = useFocusWhenLost();

  const resend = async () => {
    if (pending) return;
    const answer = await onResend();
    setStatus(answer.sent ? sentMessage : answer.message);
    setAvailableAt(new Date(now() + answer.waitSeconds * 1000));
    setReady(answer.waitSeconds <= 0);
    // The button gives way to the countdown. A new code: the caller puts focus in the code field
    // (onSent); a refusal ("try again in 117 seconds"): focus goes to it, not to the page's start.
    if (answer.sent) onSent?.(answer.waitSeconds);
    else focusWhenLost(() => statusLine.current);
  };

  return (
    <div className="auth-resend">
      {ready ? (
        <Button variant="secondary" onPress={() => void resend()} isPending={pending}>
          {LL.account.otp.resend()}
        </Button>
      ) : (
        <p className="form__note">
          {LL.account.otp.resendIn()}{" "}
          <Countdown key={availableAt.getTime()} target={availableAt} now={now} onEnd={() => setReady(true)} />
        </p>
      )}
      <p role="status" className="form__status" ref={statusLine} tabIndex={-1}>
        {status}
      </p>
    </div>
  );
}
