/** The four main routes: route name, path, label key (the tab bar adds the icons). */
export const TABS = [
  { name: 'Index', path: '/', label: 'tabs.home' },
  { name: 'Explore', path: '/expore', label: 'tabs.explore' },
  { name: 'ChatIndex', path: '/chatIndex', label: 'tabs.chat' },
  { name: 'User', path: '/user', label: 'tabs.my' },
] as const;

/** Route names that show the tab bar and the install banner. */
export const TAB_ROUTE_NAMES: readonly string[] = TABS.map((tab) => tab.name);
