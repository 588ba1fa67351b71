import "@/ui/styles/components/link.css";
import { createLink, type LinkComponent } from "@tanstack/react-router";
import { forwardRef } from "react";
import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components";
import { cx } from "./class-names";

export type LinkVariant = "inline" | "nav" | "button";

interface RouterAwareLinkProps extends Omit<AriaLinkProps, "className"> {
  readonly variant?: LinkVariant;
  readonly className?: string;
}

const RouterAwareLink = forwardRef<HTMLAnchorElement, RouterAwareLinkProps>(function RouterAwareLink(
  { variant = "inline", className, ...props },
  ref,
) {
  return (
    <AriaLink
      ref={ref}
      {...props}
      className={cx("ui-link", `ui-link--${variant}`, variant !== "inline" && "ui-target", className)}
    />
  );
});

const CreatedLink = createLink(RouterAwareLink);

/**
 * A react-aria link driven by TanStack Router: `to`, `params` and `search` are checked against the
 * route tree at compile time, and routes preload on intent.
 */
export const Link: LinkComponent<typeof RouterAwareLink> = (props) => <CreatedLink preload="intent" {...props} />;
