import type { ReactNode } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import "./shell-pages.css";

/** A SPEC §2 page with its own introduction in the `pages` namespace (docs/i18n.md). */
export type InfoPageId = keyof TranslationFunctions["pages"];

export interface InfoPageProps {
  readonly page: InfoPageId;
  /**
   * Instead of the navigation label and the page's introduction, where what the page shows changes
   * what it is (a green certificate generated, then ready). Changed in place: focus stays put.
   */
  readonly heading?: string | undefined;
  readonly intro?: string | undefined;
  readonly children?: ReactNode;
}

/**
 * A page's frame: its heading (the navigation label, so links and headings agree) and a short
 * introduction. Screens render their content as children.
 */
export function InfoPage({ page, heading, intro, children }: InfoPageProps) {
  const { LL } = useI18nContext();
  return (
    <article className="shell-page" aria-labelledby="page-heading">
      <header className="shell-page__header">
        <h1 id="page-heading" className="shell-page__heading">
          {heading ?? LL.layout.nav[page]()}
        </h1>
        <p className="shell-page__intro">{intro ?? LL.pages[page]()}</p>
      </header>
      {children}
    </article>
  );
}
