import { fieldsOf, sample, typeOf, type JsonSchema } from './sample';

/** One hostile request: what is sent, and a name that says what was broken. */
export interface FuzzCase {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  auth: boolean;
  body?: JsonSchema;
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  /** accepts multipart/form-data (uploads) rather than JSON */
  multipart: boolean;
}

/** Strings that have broken parsers, databases and layouts before. */
export const NASTY_STRINGS: Array<[string, string]> = [
  ['nul', 'a\u0000b'],
  ['control', '\u0001\u0007\u001b[31m'],
  ['rtl', '\u202Eevil\u202C'],
  ['emoji', '🔮✨👩‍👩‍👧‍👦'],
  ['lone surrogate', 'x\uD800y'],
  ['zero width', '\u200B\u200D\uFEFF'],
  ['sql', "' OR 1=1; DROP TABLE users; --"],
  ['path', '../../../../etc/passwd'],
  ['html', '<script>alert(1)</script>'],
  ['proto', '__proto__'],
];

/** Numbers at and past every edge an int4 column, a JS integer or a float has. */
export const NASTY_NUMBERS: number[] = [-1, 0, 0.5, 2147483648, 2 ** 53 + 2, -1e308, 1e308];

/** Well-formed bodies where the sampler cannot guess one, so the broken field gets further. */
const SEEDS: Record<string, Record<string, unknown>> = {
  '/api/v2/chat/send': { healerId: 'junior', text: 'hello' },
  '/api/v2/constellation/relation': { archive_id: 1 },
  '/api/v2/astrolabe/info': { archive_id: 1 },
  '/api/v2/interpret/personal/destiny': { archive_id: 1 },
  '/api/v2/unlock/destiny': { archive_id: 1 },
  '/api/v2/horoscope/report': { archive_id: 1, date: '2026-01-01' },
  '/api/v2/horoscope/report/status': { archive_id: 1, date: '2026-01-01' },
  '/api/v2/stellarTies': { archive_a: 1, archive_b: 2 },
  '/api/v2/serendipity/together': { archive_a: 1, archive_b: 2 },
  '/api/v2/unlock/serendipity/together': { archive_a: 1, archive_b: 2 },
  '/api/v2/unlock/depth/report': { archive_a: 1, archive_b: 2 },
  '/api/v2/constellation/pairing': {
    people: [{ birthDate: '1990-05-17' }, { birthDate: '1992-11-02' }],
  },
};

const MEGABYTE_STRING = 'A'.repeat(1_000_000);

/** A value of another type than the field wants. */
function wrongType(schema: JsonSchema): unknown[] {
  switch (typeOf(schema)) {
    case 'string':
      return [12345, true, ['x'], { x: 1 }];
    case 'number':
    case 'integer':
      return ['12abc', true, [1], { n: 1 }];
    case 'boolean':
      return ['yes', 2];
    case 'array':
      return ['x', { 0: 'x' }];
    default:
      return ['x', 1, []];
  }
}

function deepJson(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** Every hostile variant of one operation's JSON body. */
function bodyCases(op: Operation, base: Record<string, unknown>): Array<[string, string]> {
  const json = (v: unknown) => JSON.stringify(v);
  const out: Array<[string, string]> = [
    ['malformed JSON', '{"a": '],
    ['JSON array', '[]'],
    ['JSON null', 'null'],
    ['JSON string', '"x"'],
    ['empty object (missing fields)', '{}'],
    ['extra field', json({ ...base, zzUnknownField: 'x' })],
    ['prototype keys', `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`],
    ['deep nesting 10k', `{"a":${deepJson(10_000)}}`],
    ['deep nesting raw 100k', deepJson(100_000)],
  ];
  for (const [field, schema] of fieldsOf(op.body)) {
    if (field === 'lang') continue;
    out.push([`${field} missing`, json({ ...base, [field]: undefined })]);
    out.push([`${field} null`, json({ ...base, [field]: null })]);
    for (const wrong of wrongType(schema)) {
      out.push([`${field} wrong type ${json(wrong)}`, json({ ...base, [field]: wrong })]);
    }
    out.push([`${field} 1 MB string`, json({ ...base, [field]: MEGABYTE_STRING })]);
    out.push([`${field} deep`, json({ ...base, [field]: JSON.parse(deepJson(500)) })]);
    const type = typeOf(schema);
    if (type === 'string' || type === undefined) {
      for (const [label, text] of NASTY_STRINGS) {
        out.push([`${field} ${label}`, json({ ...base, [field]: text })]);
      }
    }
    if (type === 'number' || type === 'integer' || type === undefined) {
      for (const n of NASTY_NUMBERS) out.push([`${field} = ${n}`, json({ ...base, [field]: n })]);
    }
  }
  return out;
}

/** Every hostile variant of one operation's query string. */
function queryCases(op: Operation): Array<[string, string]> {
  const base = new URLSearchParams();
  for (const p of op.query) {
    if (p.required) base.set(p.name, String(sample(p.schema)));
  }
  const withParam = (name: string, value: string) => {
    const q = new URLSearchParams(base);
    q.set(name, value);
    return q.toString();
  };
  const out: Array<[string, string]> = [
    ['no query', ''],
    ['unknown parameter', `${base.toString()}&zzUnknown=1`],
    ['bracket keys', `${base.toString()}&__proto__[admin]=1&a[b][c][d]=1`],
  ];
  for (const p of op.query) {
    out.push([`${p.name} repeated`, `${base.toString()}&${p.name}=1&${p.name}=2`]);
    out.push([`${p.name} 10 kB`, withParam(p.name, 'A'.repeat(10_000))]);
    out.push([`${p.name} empty`, withParam(p.name, '')]);
    out.push([`${p.name} not a number`, withParam(p.name, '12abc')]);
    for (const [label, text] of NASTY_STRINGS)
      out.push([`${p.name} ${label}`, withParam(p.name, text)]);
    for (const n of NASTY_NUMBERS) out.push([`${p.name} = ${n}`, withParam(p.name, String(n))]);
    out.push([`${p.name} = 1e400`, withParam(p.name, '1e400')]);
  }
  return out;
}

/** Multipart bodies with hostile field names, sizes and file contents. */
function multipartCases(): Array<[string, Buffer, string]> {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const part = (name: string, value: string, file?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
    (file ? `; filename="${file}"\r\nContent-Type: image/png` : '') +
    `\r\n\r\n${value}\r\n`;
  const make = (label: string, parts: string[]): [string, Buffer, string] => [
    label,
    Buffer.from(parts.join('') + `--${boundary}--\r\n`, 'latin1'),
    `multipart/form-data; boundary=${boundary}`,
  ];
  return [
    make('multipart hostile field name', [part('<script>alert(1)</script>', 'x')]),
    make('multipart NUL field name', [part('a\u0000b', 'x')]),
    make('multipart text with NUL', [part('content', 'a\u0000b')]),
    make('multipart 1 MB text', [part('content', MEGABYTE_STRING)]),
    make('multipart fake image', [part('file', 'not an image at all', '../../x.png')]),
    make(
      'multipart many parts',
      Array.from({ length: 50 }, (_, i) => part(`f${i}`, 'x')),
    ),
    make('multipart truncated', [`--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n`]),
  ];
}

/** The hostile requests for one operation, all sent with `headers` (e.g. a session). */
export function casesFor(op: Operation, headers: Record<string, string>): FuzzCase[] {
  const url = `${op.path}`;
  const cases: FuzzCase[] = [];
  for (const [name, qs] of queryCases(op)) {
    cases.push({
      name: `query: ${name}`,
      method: op.method,
      url: qs ? `${url}?${qs}` : url,
      headers,
    });
  }
  if (op.method === 'POST' && op.multipart) {
    for (const [name, payload, type] of multipartCases()) {
      cases.push({
        name,
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': type },
        payload,
      });
    }
  }
  if (op.method === 'POST') {
    const base = SEEDS[op.path] ?? ((sample(op.body) ?? {}) as Record<string, unknown>);
    for (const [name, payload] of bodyCases(op, base)) {
      const jsonHeaders = { ...headers, 'content-type': 'application/json' };
      cases.push({ name: `body: ${name}`, method: 'POST', url, headers: jsonHeaders, payload });
    }
    cases.push({
      name: 'body: wrong content type',
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'text/x-fuzz; charset=<script>' },
      payload: 'x=1',
    });
  }
  return cases;
}
