import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ConfigError, configSchema, loadConfig, socialProviders } from '../src/lib/config';

describe('configuration', () => {
  it('serves the embedded mode with no variables set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(socialProviders(config)).toEqual([]);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).PORT).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['GOOGLE_ISSUER', 'accounts.google.com'],
  ])('names the variable when %s=%s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('lists a social provider only when its client id is set', () => {
    expect(socialProviders(loadConfig({ GOOGLE_CLIENT_ID: 'g' }))).toEqual(['google']);
    expect(socialProviders(loadConfig({ TWITTER_CLIENT_ID: 't' }))).toEqual(['twitter']);
    expect(loadConfig({}).GOOGLE_ISSUER).toBe('https://accounts.google.com');
  });

  it('deploy/.env.example lists every variable, each at a valid value', () => {
    const text = readFileSync(new URL('../../../deploy/.env.example', import.meta.url), 'utf8');
    // KEY=value, or # KEY=value where the service sets it instead
    const entries = [...text.matchAll(/^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)];
    const listed = new Set(entries.map((m) => m[2]!));
    const missing = Object.keys(configSchema.shape).filter((key) => !listed.has(key));
    expect(missing, 'variables missing from deploy/.env.example').toEqual([]);
    const unknown = [...listed].filter((key) => !(key in configSchema.shape));
    expect(unknown, 'variables the server does not read').toEqual([]);
    const active = Object.fromEntries(entries.filter((m) => !m[1]).map((m) => [m[2], m[3]]));
    expect(() => loadConfig(active)).not.toThrow();
  });
});
