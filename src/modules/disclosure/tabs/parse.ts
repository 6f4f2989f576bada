import { attributesOf, otherChildNodes, type ElementProps, type ParseResult } from "../../../boot/island";

/** One tab as the server rendered it: `li.et_pb_tab_N > a` and `div.et_pb_tab.et_pb_tab_N`. */
export interface TabModel {
  readonly item: ElementProps;
  readonly link: ElementProps;
  readonly labelNodes: readonly Node[];
  /** `tab-<name>` when the link's href is `#tab-<name>` (the theme's named deep link), else null. */
  readonly name: string | null;
  readonly panel: ElementProps;
  readonly panelNodes: readonly Node[];
}

export interface TabsModel {
  readonly controls: ElementProps;
  readonly allTabs: ElementProps;
  readonly tabs: readonly TabModel[];
  readonly activeIndex: number;
  /** Children of the module that are neither the controls nor the panels; kept after the panels. */
  readonly otherNodes: readonly Node[];
}

const NAMED_HREF = /^#(tab-[A-Za-z0-9_-]+)$/;

/** Reads the tabs markup of reference section 2 ("Tabs"); markup drives everything, nothing is rebuilt. */
export function parseTabs(host: Element): ParseResult<TabsModel> {
  const controls = [...host.children].find((child) => child.classList.contains("et_pb_tabs_controls"));
  const allTabs = [...host.children].find((child) => child.classList.contains("et_pb_all_tabs"));
  if (!controls || !allTabs)
    return { ok: false, reason: "no .et_pb_tabs_controls list or .et_pb_all_tabs container" };
  const items = [...controls.children].filter((child) => child.tagName === "LI");
  const panels = [...allTabs.children].filter((child) => child.classList.contains("et_pb_tab"));
  const count = Math.min(items.length, panels.length);
  if (count === 0) return { ok: false, reason: "no tabs" };
  if (items.length !== panels.length) {
    return { ok: false, reason: `${items.length} tab controls but ${panels.length} panels` };
  }
  const tabs: TabModel[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = items[index] as Element;
    const panel = panels[index] as Element;
    const link = item.querySelector(":scope > a");
    const href = link?.getAttribute("href") ?? "";
    tabs.push({
      item: attributesOf(item),
      link: attributesOf(link),
      labelNodes: [...(link ?? item).childNodes],
      name: NAMED_HREF.exec(href)?.[1] ?? null,
      panel: attributesOf(panel),
      panelNodes: [...panel.childNodes],
    });
  }
  const activeItem = items.findIndex((item) => item.classList.contains("et_pb_tab_active"));
  const activePanel = panels.findIndex((panel) => panel.classList.contains("et_pb_active_content"));
  const activeIndex = activeItem >= 0 ? activeItem : activePanel >= 0 ? activePanel : 0;
  return {
    ok: true,
    model: {
      controls: attributesOf(controls),
      allTabs: attributesOf(allTabs),
      tabs,
      activeIndex,
      otherNodes: otherChildNodes(host, [controls, allTabs]),
    },
  };
}

/** The index a deep link asks for: a whole number within range, else null. */
export function tabIndexFromParam(param: string | undefined, count: number): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const index = Number(param);
  return index < count ? index : null;
}
