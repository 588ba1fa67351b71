import "@/ui/styles/global.css";
import "@/ui/styles/components/layout.css";
// The skeletons' styles in the entry's stylesheet, the only one a prerendered page links: its
// skeletons are drawn with the first paint (docs/prerender.md, "Skeletons"). The component itself
// is loaded with the pages that show one.
import "@/ui/styles/components/skeleton.css";
import type { ReactNode } from "react";
import { SkipLink } from "../skip-link";

export interface PageLayoutProps {
  readonly header: ReactNode;
  readonly footer: ReactNode;
  readonly children: ReactNode;
}

/**
 * The page frame: skip link first, then header, `main#main` (the skip link's target, focusable
 * by script only) and footer. The shell passes SiteHeader and SiteFooter.
 */
export function PageLayout({ header, footer, children }: PageLayoutProps) {
  return (
    <div className="ui-page">
      <SkipLink targetId="main" />
      {header}
      <main id="main" tabIndex={-1} className="ui-page__main">
        {children}
      </main>
      {footer}
    </div>
  );
}
