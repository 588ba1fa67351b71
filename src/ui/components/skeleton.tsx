import "@/ui/styles/components/skeleton.css";
import type { ReactNode } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/**
 * How much room a skeleton keeps: "screen", the rest of the screen (a page's list or form: the
 * footer stays below the fold until the data comes, so nothing jumps); "section", about half a
 * phone screen (a page whose content is short, such as the next draw on /watch-live).
 */
export type SkeletonSize = "screen" | "section";

export interface SkeletonProps {
  /** What is loading; defaults to "Loading…". */
  readonly label?: string;
  readonly size?: SkeletonSize;
  /** The outline of what will come, from the shapes below; a heading and lines of text by default. */
  readonly children?: ReactNode;
}

/**
 * Where data will be, while it comes: grey shapes in its place, and one status that says what is
 * loading (the shapes themselves are hidden from assistive technology). The prerendered pages show
 * it where their API data goes (docs/prerender.md, "Skeletons").
 */
export function Skeleton({ label, size = "screen", children }: SkeletonProps) {
  const { LL } = useI18nContext();
  return (
    <div role="status" className={`ui-skeleton ui-skeleton--${size}`}>
      <span className="ui-visually-hidden">{label ?? LL.common.loading()}</span>
      <div className="ui-skeleton__shapes" aria-hidden="true">
        {children ?? (size === "screen" ? <ListOutline /> : <TextOutline />)}
      </div>
    </div>
  );
}

export type BarKind = "line" | "heading" | "button";
export type BarWidth = "quarter" | "third" | "half" | "two-thirds" | "most" | "full";

/** A line of text, a heading or a button, as wide as the given share of its container. */
export function SkeletonBar({ kind = "line", width = "full" }: { readonly kind?: BarKind; readonly width?: BarWidth }) {
  return <span className={`ui-skeleton__bar ui-skeleton__bar--${kind} ui-skeleton__bar--${width}`} />;
}

/** Shapes side by side: spread over the row, or packed at its start. */
export function SkeletonRow({ children, packed = false }: { readonly children: ReactNode; readonly packed?: boolean }) {
  return <div className={packed ? "ui-skeleton__row ui-skeleton__row--start" : "ui-skeleton__row"}>{children}</div>;
}

/** An outlined card with shapes inside. */
export function SkeletonCard({ children }: { readonly children: ReactNode }) {
  return <div className="ui-skeleton__card">{children}</div>;
}

/** A grid of round number buttons, laid out as the game board's. */
export function SkeletonCircles({ count }: { readonly count: number }) {
  return (
    <div className="ui-skeleton__circles">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="ui-skeleton__circle" />
      ))}
    </div>
  );
}

/** A heading, a few lines and a button: a short part of a page. */
function TextOutline() {
  return (
    <>
      <SkeletonBar kind="heading" width="two-thirds" />
      <SkeletonBar width="full" />
      <SkeletonBar width="most" />
      <SkeletonBar width="full" />
      <SkeletonBar width="half" />
      <SkeletonBar kind="button" width="half" />
    </>
  );
}

const LIST_ITEMS = 6;

/** A heading and a list of items of two lines each. */
function ListOutline() {
  return (
    <>
      <SkeletonBar kind="heading" width="half" />
      {Array.from({ length: LIST_ITEMS }, (_, index) => (
        <SkeletonCard key={index}>
          <SkeletonBar width="most" />
          <SkeletonBar width="half" />
        </SkeletonCard>
      ))}
    </>
  );
}
