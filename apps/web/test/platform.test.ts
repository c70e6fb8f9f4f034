import { describe, expect, it } from 'vitest';
import { detectPlatform, tutorialImage } from '../src/components/DownloadTutorial/platform';
import { isInstalledApp } from '../src/components/DownloadBanner/installed';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('platform detection', () => {
  it('recognises iOS, whatever the browser', () => {
    expect(detectPlatform(UA.iphoneSafari)).toBe('ios');
    expect(detectPlatform(UA.iphoneChrome)).toBe('ios');
    expect(detectPlatform(UA.ipadDesktopMode, 5)).toBe('ios');
  });

  it('recognises Android before its browser', () => {
    expect(detectPlatform(UA.androidChrome)).toBe('android');
    expect(detectPlatform(UA.androidSamsung)).toBe('android');
  });

  it('tells desktop Chrome from Safari and the rest', () => {
    expect(detectPlatform(UA.desktopChrome)).toBe('chrome');
    expect(detectPlatform(UA.macSafari, 0)).toBe('safari');
    expect(detectPlatform(UA.desktopEdge)).toBe('other');
    expect(detectPlatform(UA.firefox)).toBe('other');
    expect(detectPlatform('')).toBe('other');
  });

  it('names the tutorial picture by platform and language', () => {
    expect(tutorialImage('ios', 'zh')).toBe('/tutorial/ios-zh.svg');
    expect(tutorialImage('other', 'en')).toBe('/tutorial/other-en.svg');
  });
});

describe('installed-app detection', () => {
  const media = (standalone: boolean) => (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
  });

  it('is installed in standalone display mode', () => {
    expect(isInstalledApp({ matchMedia: media(true), navigator: {}, referrer: '' })).toBe(true);
  });

  it("is installed with iOS's standalone flag", () => {
    expect(
      isInstalledApp({ matchMedia: media(false), navigator: { standalone: true }, referrer: '' }),
    ).toBe(true);
  });

  it('is installed when opened from an Android app', () => {
    expect(
      isInstalledApp({ matchMedia: media(false), referrer: 'android-app://com.example.twa' }),
    ).toBe(true);
  });

  it('is a browser tab otherwise', () => {
    expect(
      isInstalledApp({
        matchMedia: media(false),
        navigator: { standalone: false },
        referrer: 'https://x.y/',
      }),
    ).toBe(false);
    expect(isInstalledApp({})).toBe(false);
  });
});
