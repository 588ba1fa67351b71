import "@/ui/styles/components/link.css";
import { createLink, type LinkComponent } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { cx } from "./class-names";

/**
 * `inline`: inside a sentence; `standalone`: a link on its own, which looks like an inline link but
 * is a 44 px target on a touch screen ("Forgot your password?", "All draw results"); `nav`; `button`.
 */
export type LinkVariant = "inline" | "standalone" | "nav" | "button";

interface RouterAwareLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className"> {
  readonly variant?: LinkVariant;
  readonly className?: string;
}

/** A native anchor: the browser gives it its role, keyboard activation and focus (no widget library). */
const RouterAwareLink = forwardRef<HTMLAnchorElement, RouterAwareLinkProps>(function RouterAwareLink(
  { variant = "inline", className, ...props },
  ref,
) {
  return (
    // The content comes in props.children, through the spread.
    // eslint-disable-next-line jsx-a11y-x/anchor-has-content
    <a ref={ref} {...props} className={cx("ui-link", `ui-link--${variant}`, variant !== "inline" && "ui-target", className)} />
  );
});

const CreatedLink = createLink(RouterAwareLink);

/**
 * A link driven by TanStack Router: `to`, `params` and `search` are checked against the route
 * tree at compile time, and routes preload on intent.
 */
export const Link: LinkComponent<typeof RouterAwareLink> = (props) => <CreatedLink preload="intent" {...props} />;
