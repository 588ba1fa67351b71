import "@/ui/styles/components/disclosure.css";
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  DisclosurePanel,
  type DisclosureProps as AriaDisclosureProps,
  Heading,
} from "react-aria-components";
import { cx } from "./class-names";
import { ChevronDownIcon } from "./icons";

export interface DisclosureProps extends Omit<AriaDisclosureProps, "className" | "children"> {
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Heading level of the title within the page outline. */
  readonly level?: 2 | 3 | 4;
  readonly className?: string;
}

/** A show/hide section (e.g. one FAQ answer): a heading holding a button that expands a panel. */
export function Disclosure({ title, children, level = 3, className, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={cx("ui-disclosure", className)}>
      <Heading level={level} className="ui-disclosure__heading">
        <AriaButton slot="trigger" className="ui-disclosure__trigger ui-target">
          <span>{title}</span>
          <ChevronDownIcon className="ui-disclosure__chevron" />
        </AriaButton>
      </Heading>
      <DisclosurePanel className="ui-disclosure__panel">{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

export interface DisclosureGroupProps extends Omit<AriaDisclosureGroupProps, "className"> {
  readonly className?: string;
}

/** Several disclosures; by default opening one closes the others. */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return <AriaDisclosureGroup {...props} className={cx("ui-disclosure-group", className)} />;
}
