import type { ReactNode } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import "./shell-pages.css";

/** A SPEC §2 page with its own introduction in the `pages` namespace (docs/i18n.md). */
export type InfoPageId = keyof TranslationFunctions["pages"];

export interface InfoPageProps {
  readonly page: InfoPageId;
  readonly children?: ReactNode;
}

/**
 * A page's frame: its heading (the navigation label, so links and headings agree) and a short
 * introduction. Screens render their content as children.
 */
export function InfoPage({ page, children }: InfoPageProps) {
  const { LL } = useI18nContext();
  return (
    <article className="shell-page" aria-labelledby="page-heading">
      <header className="shell-page__header">
        <h1 id="page-heading" className="shell-page__heading">
          {LL.layout.nav[page]()}
        </h1>
        <p className="shell-page__intro">{LL.pages[page]()}</p>
      </header>
      {children}
    </article>
  );
}
