import type { ReactNode } from "react";
import { VisuallyHidden as AriaVisuallyHidden } from "react-aria-components";

export interface VisuallyHiddenProps {
  readonly children: ReactNode;
  /** Render as a block (div) instead of inline (span). */
  readonly block?: boolean;
}

/** Text for assistive technology only (e.g. a unit after a number shown as an icon). */
export function VisuallyHidden({ children, block = false }: VisuallyHiddenProps) {
  return <AriaVisuallyHidden elementType={block ? "div" : "span"}>{children}</AriaVisuallyHidden>;
}
