import "./auth.css";
import { Link } from "@/ui/components/link";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/** SPEC §2 /registration-completed: the verified account is signed in; where to go next. */
export function RegistrationCompletedScreen() {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  return (
    <section className="form" aria-labelledby="completed-heading">
      <h2 id="completed-heading">{LL.account.completed.heading()}</h2>
      <p>{LL.account.completed.body()}</p>
      <p className="auth-links">
        <Link to="/{-$locale}" params={params} variant="button">
          {LL.account.completed.play()}
        </Link>
        <Link to="/{-$locale}/personal-detail" params={params} variant="button">
          {LL.account.completed.profile()}
        </Link>
      </p>
    </section>
  );
}
