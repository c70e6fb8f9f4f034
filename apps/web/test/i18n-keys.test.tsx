import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { i18next } from '../src/i18n';
import { signKey } from '../src/i18n/keys';
import type { AdminKey } from '../src/admin/i18n';

/**
 * Never called: the type check (tsc) reads it. Each `@ts-expect-error` fails the check when
 * the line under it stops being an error, so misspelled keys stay caught.
 */
export function typedKeys(tarot: TFunction<'tarot'>, both: TFunction<['tarot', 'common']>) {
  tarot('history.deleted', { count: 1 });
  // @ts-expect-error a key the namespace does not have
  tarot('a.missing.key');
  // @ts-expect-error another namespace's key needs that namespace in useTranslation
  tarot('common:actions.retry');
  both('common:actions.retry');
  both(signKey(3));
  const adminKey: AdminKey = 'common.cancel';
  // @ts-expect-error the console's words are typed too
  const missing: AdminKey = 'common.nope';
  return [
    <Trans key="ok" ns="common" i18nKey="actions.retry" />,
    // @ts-expect-error a misspelled Trans key
    <Trans key="bad" ns="common" i18nKey="actions.retyr" />,
    adminKey,
    missing,
  ];
}

describe('typed keys', () => {
  it('names every sign from common.json in both languages', async () => {
    for (const lng of ['zh', 'en']) {
      await i18next.changeLanguage(lng);
      const names = Array.from({ length: 12 }, (_, sign) => i18next.t(signKey(sign)));
      expect(new Set(names).size).toBe(12);
      expect(names.filter((name) => name.startsWith('zodiac'))).toEqual([]);
    }
    expect(signKey(12)).toBe(signKey(0));
  });
});
