/** Which install tutorial fits the browser (iOS, Android, Chrome, Safari, other). */
export const PLATFORMS = ['ios', 'android', 'chrome', 'safari', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Reads the platform from a user-agent string. `maxTouchPoints` tells iPadOS (which
 * reports itself as a Mac) from a desktop Mac.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  const ua = userAgent;
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  // Edge, Opera, Samsung Internet and Firefox carry "Chrome"/"Safari" tokens but install differently
  if (/Edg\/|OPR\/|SamsungBrowser|Firefox|FxiOS/i.test(ua)) return 'other';
  if (/Chrome\/|Chromium\/|CriOS/i.test(ua)) return 'chrome';
  if (/Safari\//i.test(ua) && /Version\//i.test(ua)) return 'safari';
  return 'other';
}

/** The tutorial picture for a platform and language (drawn in public/tutorial). */
export function tutorialImage(platform: Platform, lang: 'zh' | 'en'): string {
  return `/tutorial/${platform}-${lang}.svg`;
}
