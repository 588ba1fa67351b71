import "@/ui/styles/components/layout.css";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { Link } from "../link";
import { FOOTER_GROUPS, type PageId, type PageLinks } from "./pages";

const GROUPS = ["explore", "help"] as const satisfies ReadonlyArray<keyof typeof FOOTER_GROUPS>;

export interface SiteFooterProps {
  readonly links: PageLinks;
  /** The copyright year, passed in (the clock is the shell's). */
  readonly year: number;
}

/** Links to every SPEC §2 content page, in two labelled groups. */
export function SiteFooter({ links, year }: SiteFooterProps) {
  const { LL } = useI18nContext();
  return (
    <footer className="ui-footer">
      <nav aria-label={LL.layout.footer.label()} className="ui-footer__nav">
        {GROUPS.map((group) => (
          <section key={group} aria-labelledby={`footer-${group}`} className="ui-footer__group">
            <h2 id={`footer-${group}`} className="ui-footer__heading">
              {LL.layout.footer[group]()}
            </h2>
            <ul className="ui-footer__list">
              {(FOOTER_GROUPS[group] as ReadonlyArray<PageId>).map((page) => (
                <li key={page}>
                  <Link {...links(page)} variant="nav">
                    {LL.layout.nav[page]()}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="ui-footer__copyright">{LL.layout.footer.copyright({ year })}</p>
    </footer>
  );
}
