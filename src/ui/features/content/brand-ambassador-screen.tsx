import "./content.css";
import { Link } from "@/ui/components/link";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/** SPEC §2 /brand-ambassador: the ambassador and the referral code used at sign-up (SPEC §3 `code`). */
export function BrandAmbassadorScreen() {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const b = LL.content.ambassador;
  return (
    <div className="content-prose">
      <h2>{b.heading()}</h2>
      <p>{b.body()}</p>
      <h2>{b.codeTitle()}</h2>
      <p>{b.code()}</p>
      <p>
        <Link to="/{-$locale}/register" params={params} variant="button">
          {b.join()}
        </Link>
      </p>
    </div>
  );
}
