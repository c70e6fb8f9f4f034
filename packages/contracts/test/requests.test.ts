import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src/index';
import {
  INT4_MAX,
  SAFE_TEXT,
  SECRET_TEXT,
  idSchema,
  safeName,
  safeText,
  storableName,
  storableText,
} from '../src/common';

/** Every request schema the package exports: bodies, query strings, multipart fields. */
const requests = Object.entries(contracts).filter(
  ([name, value]) =>
    /(Body|Query|Fields)$/.test(name) && typeof value === 'object' && value && '_zod' in value,
) as Array<[string, z.ZodType]>;

interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
}

/** Formats whose own pattern admits no control character. */
const SAFE_FORMATS = new Set(['uuid', 'email', 'date']);
/**
 * A regex made of explicit characters and classes only (no `.`, negated class or `\s`-like
 * escape), anchored at both ends: it can't match a control character.
 */
const explicitOnly = (re: RegExp) =>
  re.source.startsWith('^') &&
  re.source.endsWith('$') &&
  !/(^|[^\\])\.|\[\^|\\[sSWDPu]/.test(re.source.slice(1, -1));

function stringProblem(def: Def): string | null {
  const formats = [
    ...(def.format ? [{ format: def.format, pattern: def.pattern }] : []),
    ...(def.checks ?? []).map((c) => c._zod.def).filter((c) => c.check === 'string_format'),
  ];
  const safe = formats.some(
    (f) =>
      f.pattern === SAFE_TEXT ||
      f.pattern === SECRET_TEXT ||
      SAFE_FORMATS.has(f.format ?? '') ||
      (f.format === 'regex' && f.pattern && explicitOnly(f.pattern)),
  );
  return safe ? null : 'a string without safeText()';
}

function numberProblem(def: Def): string | null {
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const min = checks.find((c) => c.check === 'greater_than')?.value;
  const max = checks.find((c) => c.check === 'less_than')?.value;
  if (min === undefined || max === undefined) return 'a number without both bounds';
  const int = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  if (int && (min < -INT4_MAX - 1 || max > INT4_MAX)) return 'an integer beyond int4';
  return null;
}

/** Every leaf of a schema that is a string or number breaking the rules, with its path. */
function problems(schema: z.ZodType, path: string): string[] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const at = (s: z.ZodType | undefined, p = path) => (s ? problems(s, p) : []);
  switch (def.type) {
    case 'string': {
      const why = stringProblem(def);
      return why ? [`${path}: ${why}`] : [];
    }
    case 'number': {
      const why = numberProblem(def);
      return why ? [`${path}: ${why}`] : [];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => problems(v, `${path}.${k}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return at(def.innerType);
    case 'pipe':
      return [...at(def.in), ...at(def.out)];
    case 'array':
      return at(def.element, `${path}[]`);
    case 'union':
      return (def.options ?? []).flatMap((o) => problems(o, path));
    case 'tuple':
      return (def.items ?? []).flatMap((o, i) => problems(o, `${path}[${i}]`));
    case 'record':
      return [...at(def.keyType, `${path}{key}`), ...at(def.valueType, `${path}{}`)];
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'transform':
    case 'null':
    case 'undefined':
      return [];
    default:
      return [`${path}: an unchecked ${def.type}`];
  }
}

describe('request schemas', () => {
  it('are found', () => {
    expect(requests.length).toBeGreaterThan(40);
    expect(requests.map(([name]) => name)).toEqual(
      expect.arrayContaining(['chatSendBody', 'profileDeleteQuery', 'feedbackFields']),
    );
  });

  it('check every text field with safeText() and bound every number (ints within int4)', () => {
    expect(requests.flatMap(([name, schema]) => problems(schema, name))).toEqual([]);
  });

  it('the walker itself flags a plain string and an unbounded or too large integer', () => {
    const bad = contracts.baseBody.extend({
      note: z.string().max(10),
      count: z.number().int().min(0),
      id: z
        .number()
        .int()
        .min(1)
        .max(2 ** 40),
      fine: safeText().max(10),
    });
    expect(problems(bad, 'bad')).toEqual([
      'bad.note: a string without safeText()',
      'bad.count: a number without both bounds',
      'bad.id: an integer beyond int4',
    ]);
  });
});

describe('safeText()', () => {
  const field = safeText().trim().max(20);

  it('refuses NUL, the other C0 controls, DEL and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0001',
      '\u001b[31m',
      'x\u007f',
      'a\u000bb',
      '\ud800',
      'x\udc00y',
    ])
      expect(field.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('keeps tabs, newlines and paired surrogates; makes CRLF and CR a newline', () => {
    expect(field.parse('a\tb\nc')).toBe('a\tb\nc');
    expect(field.parse('星 😀')).toBe('星 😀');
    expect(field.parse('a\r\nb\rc')).toBe('a\nb\nc');
  });

  it('refuses C1 controls and the bidirectional embeddings, overrides and isolates', () => {
    for (const bad of [
      'a\u0085b',
      '\u009b31m',
      'x\u0080',
      'txt.exe\u202Egnp',
      '\u202Aa',
      '\u202Da',
      'a\u2066b\u2069',
      '\u2068x',
    ])
      expect(field.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('makes U+2028 and U+2029 a newline and drops byte-order marks', () => {
    expect(field.parse('a\u2028b\u2029c')).toBe('a\nb\nc');
    expect(field.parse('\uFEFFhello\uFEFF')).toBe('hello');
    // what the other scripts need stays: joiners in emoji and Persian, right-to-left marks
    expect(field.parse('👩\u200D💻 می\u200Cخواهم \u200F')).toBe('👩\u200D💻 می\u200Cخواهم \u200F');
  });
});

describe('safeName()', () => {
  const name = safeName().min(1).max(16);

  it('is one trimmed line: a tab or a line break (U+2028 too) is refused', () => {
    expect(name.parse('  Ann Lee \uFEFF')).toBe('Ann Lee');
    for (const bad of ['Ann\nLee', 'Ann\tLee', 'Ann\u2028Lee', 'Ann\r\nLee', 'Ann\u202Eeel'])
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('passwords', () => {
  const { registerBody, loginBody, changePasswordBody } = contracts;
  const base = { email: 'a@b.co', code: '123456' };

  it('are never rewritten: a current one is taken as typed, a new one is refused, not changed', () => {
    const typed = 'pa\u2028ss\uFEFF\u202E\u0085';
    expect(loginBody.parse({ account: 'a@b.co', password: typed }).password).toBe(typed);
    const change = changePasswordBody.parse({ oldPassword: typed, newPassword: 'plain-pass' });
    expect(change.oldPassword).toBe(typed);
    expect(loginBody.safeParse({ account: 'a@b.co', password: 'a\u0000b' }).success).toBe(false);
    for (const bad of [typed, 'pa\u202Ess', 'pa\u0085ss'])
      expect(registerBody.safeParse({ ...base, password: bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    expect(registerBody.parse({ ...base, password: 'good pass' }).password).toBe('good pass');
  });
});

describe('text from elsewhere', () => {
  it('is stored without what the rule refuses', () => {
    expect(storableText('a\u202Eb\u0085c\uFEFF\u2028d')).toBe('abc\nd');
    expect(storableName(' Ann\u2066\n Lee\t ')).toBe('Ann Lee');
  });
});

describe('ids', () => {
  it('are positive integers an int4 column holds', () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    for (const bad of [0, -1, 2147483648, 1e20, 1.5])
      expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
    const del = contracts.profileDeleteQuery.safeParse({ ids: '1,2147483648' });
    expect(del.success).toBe(false);
    expect(del.error?.issues[0]?.path).toEqual(['ids', 1]);
    expect(contracts.profileDeleteQuery.parse({ ids: '3,2147483647' }).ids).toEqual([
      3, 2147483647,
    ]);
  });
});
