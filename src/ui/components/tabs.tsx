import "@/ui/styles/components/tabs.css";
import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type TabsProps as AriaTabsProps } from "react-aria-components";
import { cx } from "./class-names";

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
  readonly isDisabled?: boolean;
}

export interface TabsProps extends Omit<AriaTabsProps, "className" | "children"> {
  /** Names the tab list (e.g. "Wallet sections"). */
  readonly label: string;
  readonly items: ReadonlyArray<TabItem>;
  readonly className?: string;
}

/** Tabs with arrow-key movement; in Arabic the arrows follow the right-to-left order. */
export function Tabs({ label, items, className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={cx("ui-tabs", className)}>
      <TabList aria-label={label} className="ui-tabs__list">
        {items.map((item) => (
          <Tab
            key={item.id}
            id={item.id}
            {...(item.isDisabled === undefined ? {} : { isDisabled: item.isDisabled })}
            className="ui-tabs__tab ui-target"
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="ui-tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
