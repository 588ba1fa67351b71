import "@/ui/styles/components/tabs.css";
import { type ReactNode, useState } from "react";
import { type Key, Tab, TabList, TabPanel, Tabs as AriaTabs, type TabsProps as AriaTabsProps } from "react-aria-components";
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

const withKey = (keys: ReadonlySet<Key>, key: Key): ReadonlySet<Key> => (keys.has(key) ? keys : new Set([...keys, key]));

/**
 * Tabs with arrow-key movement; in Arabic the arrows follow the right-to-left order. A panel once
 * shown stays mounted, hidden and inert while another is selected, so what the player typed in it
 * is still there when they come back (the wallet's amount and recipient were emptied by a look at
 * another tab); a panel never selected is not mounted.
 */
export function Tabs({ label, items, className, onSelectionChange, ...props }: TabsProps) {
  const [shown, setShown] = useState<ReadonlySet<Key>>(() => new Set());
  const selected = props.selectedKey ?? props.defaultSelectedKey ?? items[0]?.id;
  // The selected panel joins the shown ones (derived while rendering: a controlled selection too).
  if (selected !== undefined && selected !== null && !shown.has(selected)) setShown(withKey(shown, selected));
  return (
    <AriaTabs
      {...props}
      onSelectionChange={(key) => {
        setShown((keys) => withKey(keys, key));
        onSelectionChange?.(key);
      }}
      className={cx("ui-tabs", className)}
    >
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
        <TabPanel key={item.id} id={item.id} className="ui-tabs__panel" shouldForceMount={shown.has(item.id)}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
