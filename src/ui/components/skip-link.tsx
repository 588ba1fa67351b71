import "@/ui/styles/components/layout.css";
import type { MouseEvent } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface SkipLinkProps {
  /** Id of the main landmark (PageLayout renders `main#main`). */
  readonly targetId?: string;
}

/** WCAG 2.4.1: the first focusable element; visible on focus, jumps past the header. */
export function SkipLink({ targetId = "main" }: SkipLinkProps) {
  const { LL } = useI18nContext();
  // Move focus ourselves: a bare hash change would not focus the landmark in every browser.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a href={`#${targetId}`} className="ui-skip-link" onClick={onClick}>
      {LL.common.skipToContent()}
    </a>
  );
}
