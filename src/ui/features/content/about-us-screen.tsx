import "./content.css";
import { Link } from "@/ui/components/link";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/** SPEC §2 /about-us: who runs the shop and how the games work, in the user's language. */
export function AboutUsScreen() {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const a = LL.content.about;
  return (
    <div className="content-prose">
      <h2>{a.missionTitle()}</h2>
      <p>{a.mission()}</p>
      <h2>{a.fairTitle()}</h2>
      <p>
        {a.fair()}{" "}
        <Link to="/{-$locale}/draws" params={params}>
          {LL.layout.nav.draws()}
        </Link>
      </p>
      <h2>{a.safeTitle()}</h2>
      <p>{a.safe()}</p>
      <h2>{a.greenTitle()}</h2>
      <p>
        {a.green()}{" "}
        <Link to="/{-$locale}/buy/green-certificates" params={params}>
          {LL.layout.nav.greenCertificates()}
        </Link>
      </p>
    </div>
  );
}
