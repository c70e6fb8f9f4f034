import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localeDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/i18n/locales',
);

type Tree = { [key: string]: string | Tree };

function load(lang: 'zh' | 'en'): Record<string, Tree> {
  const out: Record<string, Tree> = {};
  for (const file of readdirSync(path.join(localeDir, lang))) {
    if (file.endsWith('.json'))
      out[file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(path.join(localeDir, lang, file), 'utf8'),
      ) as Tree;
  }
  return out;
}

const bundles = { zh: load('zh'), en: load('en') };

/** The app's own text for `ns:key.path`, so tests follow the copy instead of repeating it. */
export function text(
  lang: 'zh' | 'en',
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const [ns, rest] = key.split(':') as [string, string];
  let node: string | Tree | undefined = bundles[lang][ns];
  for (const part of rest.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
