import "@/ui/styles/components/link.css";
import { useNavigate } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { prefixOf } from "@/ui/app/locale-prefix";

export interface PathLinkProps {
  /** A site path that is only known at run time ("/lucky-day?picks=…", a notification's link). */
  readonly path: string;
  readonly children: ReactNode;
  readonly variant?: "inline" | "standalone" | "button";
  readonly onFollow?: () => void;
  readonly "aria-label"?: string;
}

/** The path in the language being shown: /ar/… and /in/… keep their prefix (SPEC §2). */
export const localisedPath = (path: string, prefix: string | undefined): string =>
  prefix === undefined ? path : `/${prefix}${path === "/" ? "" : path}`;

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to a run-time path inside the shop, followed by the router (no page reload). */
export function PathLink({ path, children, variant = "inline", onFollow, ...aria }: PathLinkProps) {
  const { locale } = useI18nContext();
  const navigate = useNavigate();
  const href = localisedPath(path, prefixOf(locale));
  return (
    <a
      href={href}
      className={`ui-link ui-link--${variant}${variant === "inline" ? "" : " ui-target"}`}
      {...aria}
      onClick={(event) => {
        onFollow?.();
        if (!plainClick(event)) return;
        event.preventDefault();
        void navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
