/**
 * The Explore tab's path. The spec spells this route `/expore` and links to it that way, so the
 * path keeps its spelling; everything that goes to Explore uses this constant.
 */
export const EXPLORE_PATH = '/expore';

/** The four main routes: route name, path, label key (the tab bar adds the icons). */
export const TABS = [
  { name: 'Index', path: '/', label: 'tabs.home' },
  { name: 'Explore', path: EXPLORE_PATH, label: 'tabs.explore' },
  { name: 'ChatIndex', path: '/chatIndex', label: 'tabs.chat' },
  { name: 'User', path: '/user', label: 'tabs.my' },
] as const;

/** Route names that show the tab bar and the install banner. */
export const TAB_ROUTE_NAMES: readonly string[] = TABS.map((tab) => tab.name);
