import { useQuery } from "@tanstack/react-query";
import { Link } from "@/ui/components/link";
import { Spinner } from "@/ui/components/spinner";
import { useContainer } from "@/ui/di/container-context";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { verifyEmailQuery } from "@/ui/queries/account.queries";
import { useQueryParam } from "@/ui/app/use-query-param";

/**
 * SPEC §2 /confirm/verify-email: the link's `token` is posted once (a query, so a re-render or a
 * second mount never sends it twice) and the result is said.
 */
export function VerifyEmailScreen() {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const token = useQueryParam("token")?.trim() ?? "";
  const injector = useContainer();
  const verified = useQuery({ ...verifyEmailQuery(injector, token), enabled: token !== "" });
  const message =
    token === ""
      ? LL.account.verifyEmail.missingToken()
      : verified.isPending
        ? null
        : verified.isError
          ? LL.account.verifyEmail.failed()
          : LL.account.verifyEmail.success({ email: verified.data.email });
  return (
    <section className="form" aria-live="polite">
      {message === null ? <Spinner label={LL.account.verifyEmail.checking()} /> : <p className="form__status">{message}</p>}
      {message === null ? null : (
        <p>
          <Link to="/{-$locale}" params={params} variant="button">
            {LL.account.verifyEmail.continue()}
          </Link>
        </p>
      )}
    </section>
  );
}
