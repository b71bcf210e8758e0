import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from "react-aria-components";
import { cx } from "./cx.ts";

export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={cx("flex flex-col gap-4", props.className as string)} />;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className="flex gap-1 overflow-x-auto border-b border-slate-200" />;
}

export function Tab(props: TabProps) {
  return (
    <AriaTab
      {...props}
      className="cursor-pointer whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 outline-none hover:text-slate-900 selected:border-brand selected:text-brand focus-visible:ring-2 focus-visible:ring-brand"
    />
  );
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className="outline-none" />;
}
