import type { ComponentType } from 'react';
import { EXPLORE_PATH } from '../components/TabBar/tabs';
import { ScreenLoadError } from './preloadError';

/**
 * Every screen: route path -> route name and lazy import (one chunk per screen). A new
 * screen is added here, and nowhere else, to be routed.
 */
export interface ScreenEntry {
  path: string;
  /** the route name */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const SCREENS: readonly ScreenEntry[] = [
  { path: '/', name: 'Index', load: () => import('../screens/Index') },
  { path: EXPLORE_PATH, name: 'Explore', load: () => import('../screens/Explore') },
  { path: '/chatIndex', name: 'ChatIndex', load: () => import('../screens/ChatIndex') },
  { path: '/user', name: 'User', load: () => import('../screens/User') },
  { path: '/login', name: 'Login', load: () => import('../screens/Login') },
  { path: '/welcome', name: 'Welcome', load: () => import('../screens/Welcome') },
  { path: '/information', name: 'Information', load: () => import('../screens/Information') },
  { path: '/setting', name: 'Setting', load: () => import('../screens/Setting') },
  { path: '/language', name: 'Language', load: () => import('../screens/Language') },
  { path: '/reminders', name: 'Reminders', load: () => import('../screens/Reminders') },
  { path: '/transits', name: 'Transits', load: () => import('../screens/Transits') },
  { path: '/bazi', name: 'Bazi', load: () => import('../screens/Bazi') },
  { path: '/solarReturn', name: 'SolarReturn', load: () => import('../screens/SolarReturn') },
  { path: '/myData', name: 'MyData', load: () => import('../screens/MyData') },
  { path: '/feedback', name: 'Feedback', load: () => import('../screens/Feedback') },
  { path: '/aboutUs', name: 'AboutUs', load: () => import('../screens/AboutUs') },
  { path: '/userAgreement', name: 'UserAgreement', load: () => import('../screens/UserAgreement') },
  { path: '/privacyPolicy', name: 'PrivacyPolicy', load: () => import('../screens/PrivacyPolicy') },
  { path: '/activateVIP', name: 'ActivateVIP', load: () => import('../screens/ActivateVIP') },
  {
    path: '/moreApplications',
    name: 'MoreApplications',
    load: () => import('../screens/MoreApplications'),
  },
  { path: '/pointsCenter', name: 'PointsCenter', load: () => import('../screens/PointsCenter') },
  { path: '/pointsDetails', name: 'PointsDetails', load: () => import('../screens/PointsDetails') },
  { path: '/myAccount', name: 'MyAccount', load: () => import('../screens/MyAccount') },
  { path: '/inviteFriends', name: 'InviteFriends', load: () => import('../screens/InviteFriends') },
  {
    path: '/inviteRelationship',
    name: 'InviteRelationship',
    load: () => import('../screens/InviteRelationship'),
  },
  { path: '/answersBook', name: 'AnswersBook', load: () => import('../screens/AnswersBook') },
  { path: '/drawingDice', name: 'DrawingDice', load: () => import('../screens/DrawingDice') },
  { path: '/drawingCards', name: 'DrawingCards', load: () => import('../screens/DrawingCards') },
  {
    path: '/drawingFourCards',
    name: 'DrawingFourCards',
    load: () => import('../screens/DrawingFourCards'),
  },
  {
    path: '/drawingFiveCards',
    name: 'DrawingFiveCards',
    load: () => import('../screens/DrawingFiveCards'),
  },
  {
    path: '/drawingFiveLoveCards',
    name: 'DrawingFiveLoveCards',
    load: () => import('../screens/DrawingFiveLoveCards'),
  },
  {
    path: '/drawingSixCards',
    name: 'DrawingSixCards',
    load: () => import('../screens/DrawingSixCards'),
  },
  {
    path: '/drawingSevenCards',
    name: 'DrawingSevenCards',
    load: () => import('../screens/DrawingSevenCards'),
  },
  {
    path: '/drawingTenCards',
    name: 'DrawingTenCards',
    load: () => import('../screens/DrawingTenCards'),
  },
  { path: '/archives', name: 'Archives', load: () => import('../screens/Archives') },
  { path: '/editPage', name: 'EditPage', load: () => import('../screens/EditPage') },
  { path: '/todayFortune', name: 'TodayFortune', load: () => import('../screens/TodayFortune') },
  {
    path: '/natalChartReport',
    name: 'NatalChartReport',
    load: () => import('../screens/NatalChartReport'),
  },
  {
    path: '/interpretationReport',
    name: 'InterpretationReport',
    load: () => import('../screens/InterpretationReport'),
  },
  {
    path: '/horoscopeReport',
    name: 'HoroscopeReport',
    load: () => import('../screens/HoroscopeReport'),
  },
  {
    path: '/foldTogetherExample',
    name: 'FoldTogetherExample',
    load: () => import('../screens/FoldTogetherExample'),
  },
  { path: '/zodiacPairing', name: 'ZodiacPairing', load: () => import('../screens/ZodiacPairing') },
  {
    path: '/zodiacPairingDetail',
    name: 'ZodiacPairingDetail',
    load: () => import('../screens/ZodiacPairingDetail'),
  },
  { path: '/stellarTies', name: 'StellarTies', load: () => import('../screens/StellarTies') },
  {
    path: '/stellarTiesDetail',
    name: 'StellarTiesDetail',
    load: () => import('../screens/StellarTiesDetail'),
  },
  {
    path: '/deepInterpretationHpReport',
    name: 'DeepInterpretationHpReport',
    load: () => import('../screens/DeepInterpretationHpReport'),
  },
  { path: '/chat/:model/:id/:msggroup', name: 'Chat', load: () => import('../screens/Chat') },
  {
    path: '/chattingRecord',
    name: 'ChattingRecord',
    load: () => import('../screens/ChattingRecord'),
  },
  { path: '/mbtiHome', name: 'MbtiHome', load: () => import('../screens/MbtiHome') },
  { path: '/mbti', name: 'Mbti', load: () => import('../screens/Mbti') },
  { path: '/mbtiReport', name: 'MbtiReport', load: () => import('../screens/MbtiReport') },
  {
    path: '/personalityTypeList',
    name: 'PersonalityTypeList',
    load: () => import('../screens/PersonalityTypeList'),
  },
  {
    path: '/personalityTypeDetail',
    name: 'PersonalityTypeDetail',
    load: () => import('../screens/PersonalityTypeDetail'),
  },
  { path: '/journal', name: 'Journal', load: () => import('../screens/Journal') },
  { path: '*', name: 'NotFound', load: () => import('../screens/NotFound') },
];

/** The pathname of a hash address (`#/path?query` -> `/path`). */
const pathOf = (hash: string): string => hash.replace(/^#/, '').split('?')[0] || '/';

/** Whether a route path (`/chat/:model/:id/:msggroup`) matches a pathname. */
function matches(path: string, pathname: string): boolean {
  const want = path.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((part, i) =>
      part.startsWith(':') ? true : part.toLowerCase() === have[i]?.toLowerCase(),
    )
  );
}

/**
 * The screen shown at a pathname (`*` when no other matches). A few lines instead of the
 * router's matcher, so the entry can pick the screen to fetch without the router.
 */
export function screenAt(pathname: string): ScreenEntry | undefined {
  return (
    SCREENS.find((entry) => entry.path !== '*' && matches(entry.path, pathname)) ??
    SCREENS.find((entry) => entry.path === '*')
  );
}

type ScreenModule = { default: ComponentType };
const loading = new Map<ScreenEntry, Promise<ScreenModule>>();
const loaded = new Map<ScreenEntry, ComponentType>();
let inFlight = 0;
const listeners = new Set<() => void>();
const setInFlight = (change: number) => {
  inFlight += change;
  for (const listener of listeners) listener();
};

/** A screen's module, fetched once; a failed fetch is tried again on the next call. */
export function loadScreen(entry: ScreenEntry): Promise<ScreenModule> {
  let pending = loading.get(entry);
  if (!pending) {
    setInFlight(1);
    pending = entry.load().then((module) => {
      // a preload error another listener swallowed resolves the import without a module
      if (!module?.default) throw new ScreenLoadError(entry.name);
      loaded.set(entry, module.default);
      return module;
    });
    pending.then(
      () => setInFlight(-1),
      () => {
        setInFlight(-1);
        loading.delete(entry);
      },
    );
    loading.set(entry, pending);
  }
  return pending;
}

/** A screen's component once its code has arrived (rendered without suspending), else undefined. */
export function loadedScreen(entry: ScreenEntry): ComponentType | undefined {
  return loaded.get(entry);
}

/** Whether a screen's code is on its way (the shell shows a progress bar meanwhile). */
export const screensLoading = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => inFlight > 0,
};

/**
 * Starts fetching the screen of a hash address (`#/path?query`), so it travels alongside the
 * app's own code rather than after it. Settles when the code has arrived or failed to.
 */
export function preloadScreen(hash: string): Promise<void> {
  const entry = screenAt(pathOf(hash));
  if (!entry) return Promise.resolve();
  return loadScreen(entry).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The addresses whose screens the app opens on: the address itself and, on a device's first
 * visit to Home, the introduction Home leads to.
 */
export function openingAddresses(hash: string, firstVisit: boolean): readonly string[] {
  return firstVisit && screenAt(pathOf(hash))?.name === 'Index' ? [hash, '#/welcome'] : [hash];
}
