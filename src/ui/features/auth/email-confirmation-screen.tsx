import "@/ui/forms/form.css";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Result } from "effect";
import type { UserProfile } from "@/application/ports/profile.port";
import { Button } from "@/ui/components/button";
import { Link } from "@/ui/components/link";
import { useContainer, useSessionState } from "@/ui/di/container-context";
import { failureText } from "@/ui/forms/failure-outcome";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useUnauthorizedRule } from "@/ui/forms/use-failure";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { profileQuery } from "@/ui/queries/account.queries";
import { sendEmailVerificationMutation } from "@/ui/queries/account.mutations";

/**
 * SPEC §2 /email-confirmation: asks the signed-in user to confirm the address (SPEC §3 email
 * confirmation) and sends the link again on request, once per press. The address and its flag come
 * from the profile query (issue 13: they are not kept in local storage).
 */
export function EmailConfirmationScreen() {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const signedIn = useSessionState((state) => state.user !== null);
  const e = LL.account.emailConfirmation;

  if (!signedIn) {
    return (
      <p>
        <Link to="/{-$locale}/login" params={params} search={{ returnUrl: "/email-confirmation" }} variant="button">
          {e.signInFirst()}
        </Link>
      </p>
    );
  }
  return (
    <QueryBoundary skeleton="section">
      <SignedInProfile />
    </QueryBoundary>
  );
}

/** The address and its flag, read fresh (signed in only: the signed-out page asks to sign in first). */
function SignedInProfile() {
  const { data: user } = useSuspenseQuery(profileQuery(useContainer()));
  return <EmailConfirmation user={user} />;
}

function EmailConfirmation({ user }: { readonly user: UserProfile }) {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const send = useMutation(sendEmailVerificationMutation(useContainer()));
  const unauthorized = useUnauthorizedRule();
  const [status, setStatus] = useState("");
  const e = LL.account.emailConfirmation;
  if (user.emailVerified && user.email !== undefined) return <p className="form__status">{e.verified({ email: user.email })}</p>;
  const sendLink = async () => {
    if (send.isPending) return;
    const answer = await send.mutateAsync();
    if (Result.isSuccess(answer)) setStatus(e.sent());
    else if (!(await unauthorized(answer.failure))) setStatus(failureText(LL, answer.failure));
  };
  return (
    <section className="form">
      <p>{e.body()}</p>
      {user.email === undefined ? (
        <p>{e.noEmail()}</p>
      ) : (
        <>
          <p>{e.pending({ email: user.email })}</p>
          <div className="form__actions">
            <Button onPress={() => void sendLink()} isPending={send.isPending}>
              {e.send()}
            </Button>
          </div>
        </>
      )}
      <p role="status" className="form__status">
        {status}
      </p>
      <p>
        <Link to="/{-$locale}/personal-detail" params={params}>
          {e.editDetails()}
        </Link>
      </p>
    </section>
  );
}
