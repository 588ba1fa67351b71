import type { ReactNode } from "react";

export interface VisuallyHiddenProps {
  readonly children: ReactNode;
  /** Render as a block (div) instead of inline (span). */
  readonly block?: boolean;
}

/** Text for assistive technology only (e.g. a unit after a number shown as an icon). */
export function VisuallyHidden({ children, block = false }: VisuallyHiddenProps) {
  const Element = block ? "div" : "span";
  return <Element className="ui-visually-hidden">{children}</Element>;
}
