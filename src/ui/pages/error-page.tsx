import type { ReactNode } from "react";
import { errorPageKind } from "@/domain/routing/page-title";
import { Button } from "@/ui/components/button";
import { Link } from "@/ui/components/link";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { prefixOf } from "@/ui/app/locale-prefix";
import "./shell-pages.css";

export interface ErrorPageProps {
  /** 404 for a missing page, anything else for a failure. */
  readonly status: number;
  /** What happened, e.g. "Page not found: /x/y" (SPEC §8 catalogue), an address in it isolated (bidi.tsx). */
  readonly message: ReactNode;
  /** Offered on failures: try the page again. */
  readonly onRetry?: () => void;
}

/**
 * SPEC §2/§8 error page: "Page Not Found" for 404 and "Internal Server Error" otherwise, with the
 * message and a way home. The layout (header, footer) stays around it.
 */
export function ErrorPage({ status, message, onRetry }: ErrorPageProps) {
  const { LL, locale } = useI18nContext();
  const heading = errorPageKind(status) === "notFound" ? LL.errors.pageNotFound() : LL.errors.internalServerError();
  return (
    <article className="shell-page" aria-labelledby="page-heading" data-status={status}>
      <header className="shell-page__header">
        <p className="shell-page__status">{LL.shell.error.statusCode({ status })}</p>
        <h1 id="page-heading" className="shell-page__heading">
          {heading}
        </h1>
        <p className="shell-page__intro">{message}</p>
      </header>
      <div className="shell-page__actions">
        {onRetry === undefined ? null : (
          <Button variant="secondary" onPress={onRetry}>
            {LL.common.retry()}
          </Button>
        )}
        <Link to="/{-$locale}" params={{ locale: prefixOf(locale) }} variant="button">
          {LL.errors.goHome()}
        </Link>
      </div>
    </article>
  );
}
