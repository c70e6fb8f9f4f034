/** The browser facts that tell an installed app (home-screen) from a browser tab. */
export interface InstallContext {
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: { standalone?: boolean };
  referrer?: string;
}

/** Running as an installed app: standalone display mode, iOS's standalone flag or an Android app referrer. */
export function isInstalledApp(ctx: InstallContext): boolean {
  if (ctx.matchMedia?.('(display-mode: standalone)').matches) return true;
  if (ctx.navigator?.standalone === true) return true;
  return (ctx.referrer ?? '').startsWith('android-app://');
}

export function browserInstallContext(): InstallContext {
  return {
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
    navigator: navigator as { standalone?: boolean },
    referrer: document.referrer,
  };
}
