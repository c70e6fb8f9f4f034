import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { afterPaint } from '../../components/afterPaint';
import { LogoHeader } from '../../components/Header/LogoHeader';
import { HomeAstrology } from '../../features/astrology/HomeFortuneCard';
import { HomeBaziEntry } from '../../features/bazi/BaziEntry';
import { ProfileSwitcher } from '../../features/profiles/ProfileSwitcher';
import { HOME_SECTIONS } from '../../features/home/sections';
import { HomePairingCard } from '../../features/pairing/HomePairingCard';
import { readDraft, shouldOnboard } from '../../state/onboarding';
import { useSessionStore } from '../../state/session';
import './index.css';

const home = (id: string): ComponentType =>
  HOME_SECTIONS.find((section) => section.id === id)?.Component ?? (() => null);

/** The sections a phone shows before scrolling; the home page's largest text is among them. */
const FIRST: readonly { id: string; Component: ComponentType }[] = [
  { id: 'hero', Component: home('hero') },
  { id: 'profiles', Component: ProfileSwitcher },
  // 八字 one tap from the first screen for members reading in Chinese
  { id: 'bazi', Component: HomeBaziEntry },
  { id: 'daily', Component: home('daily') },
  { id: 'astrology', Component: HomeAstrology },
  { id: 'pairing', Component: HomePairingCard },
];

let later: Promise<{ default: ComponentType }> | undefined;
let laterLoaded = false;
/** The later sections' code, fetched once (a failed fetch is tried again on the next call). */
function loadLater() {
  later ??= import('./LaterSections').catch((error: unknown) => {
    later = undefined;
    throw error;
  });
  return later;
}
const LaterSections = lazy(loadLater);

/**
 * The sections below the first screenful: their code is fetched once the first ones have
 * painted (a placeholder keeps the page's height meanwhile); once fetched they render at once,
 * so a return to the page finds its scroll position. A failed fetch shows as the screen's error.
 */
function Later() {
  const [show, setShow] = useState(laterLoaded);
  useEffect(() => {
    if (show) return;
    let live = true;
    const reveal = () => {
      if (live) setShow(true);
    };
    // fetched after the first sections have painted, so nothing competes with them
    const cancel = afterPaint(() =>
      loadLater().then(() => {
        laterLoaded = true;
        reveal();
      }, reveal),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [show]);
  const placeholder = <div className="sl-home-later" aria-hidden="true" />;
  return show ? (
    <Suspense fallback={placeholder}>
      <LaterSections />
    </Suspense>
  ) : (
    placeholder
  );
}

/**
 * / (route name Index): the home page, a list of sections. A device's first visit opens the
 * introduction instead; someone who signed in with birth data typed before saves it first.
 */
export default function IndexScreen() {
  const [firstVisit] = useState(shouldOnboard);
  const signedIn = useSessionStore((s) => s.loginStatus);
  if (firstVisit) return <Navigate to="/welcome" replace />;
  if (signedIn && readDraft()) return <Navigate to="/welcome?step=save" replace />;
  return (
    <>
      <LogoHeader />
      <div className="sl-home">
        {FIRST.map(({ id, Component }) => (
          <Component key={id} />
        ))}
        <Later />
      </div>
    </>
  );
}
