import "@/ui/styles/components/misc.css";
import { type ReactNode, useId } from "react";
import { cx } from "./class-names";

export interface CardProps {
  readonly children: ReactNode;
  /** A titled card is a labelled section (a landmark-free region named by its heading). */
  readonly title?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4;
  readonly as?: "div" | "section" | "article" | "li";
  readonly className?: string;
}

export function Card({ children, title, headingLevel = 2, as: Element = "div", className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={cx("ui-card", className)} {...(title === undefined ? {} : { "aria-labelledby": headingId })}>
      {title === undefined ? null : (
        <Heading id={headingId} className="ui-card__title">
          {title}
        </Heading>
      )}
      {children}
    </Element>
  );
}
