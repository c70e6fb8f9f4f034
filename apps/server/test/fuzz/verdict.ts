/**
 * What a response to a hostile request must not be: a 5xx, a 9999, something outside the
 * {code,msg,data} envelope, costing more than five seconds of CPU, or carrying a stack, SQL or
 * a path. CPU time, not the wall clock: other processes on a busy machine do not count.
 */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** CPU time this process spent while the request was answered */
  cpuMs: number;
}

const LEAKS: Array<[string, RegExp]> = [
  ['stack trace', /\bat [\w.<>[\]]+ \(?[^)\s]*:\d+:\d+\)?/],
  [
    'source path',
    /(\/work\/|\/home\/|\/tmp\/|\/usr\/|node_modules|apps\/server|\.ts:\d+|file:\/\/)/,
  ],
  [
    'SQL',
    /(\bselect\b[\s\S]{0,80}\bfrom\b|\binsert into\b|\bdelete from\b|syntax error at or near|violates|duplicate key|relation "|column "|invalid input syntax|out of range for type)/i,
  ],
  ['internal error name', /(TypeError|ReferenceError|RangeError|SyntaxError|ZodError|FST_ERR)/],
];

/** Routes that answer something other than a JSON envelope when the input is good. */
const NON_ENVELOPE_TYPES = ['text/event-stream', 'text/html', 'image/', 'application/octet-stream'];

export const CPU_BUDGET_MS = 5000;

/** Why the answer is wrong, or null when it is acceptable. */
export function verdict(answer: Answer): string | null {
  if (answer.statusCode >= 500) return `HTTP ${answer.statusCode}`;
  if (answer.cpuMs > CPU_BUDGET_MS) return `took ${Math.round(answer.cpuMs)} ms of CPU`;
  for (const [what, re] of LEAKS) {
    const hit = re.exec(answer.body);
    if (hit) return `leaks a ${what}: ${JSON.stringify(hit[0])}`;
  }
  const type = String(answer.headers['content-type'] ?? '');
  if (NON_ENVELOPE_TYPES.some((t) => type.startsWith(t))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return 'body is not JSON';
  }
  const env = parsed as { code?: unknown; msg?: unknown; data?: unknown };
  if (
    !env ||
    typeof env !== 'object' ||
    typeof env.code !== 'number' ||
    typeof env.msg !== 'string' ||
    !('data' in env)
  ) {
    return 'body is not a {code,msg,data} envelope';
  }
  if (env.code === 9999) return `code 9999 (${env.msg})`;
  if (!/^application\/json; charset=utf-8$/i.test(type)) {
    return `content-type ${JSON.stringify(type)} instead of application/json; charset=utf-8`;
  }
  return null;
}
