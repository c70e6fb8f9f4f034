/**
 * The architecture's import boundaries as ESLint config blocks (core `no-restricted-imports`,
 * no plugin). Relative imports are matched by the path they spell: for every folder depth a
 * file can sit at, each forbidden folder is spelled as the file would reach it ("../b",
 * "../../features/b", …). The folders (features, screens, modules) are read from disk, so a
 * new one is covered without editing this file.
 *
 * - web: a feature never imports another feature, a screen or app/; a screen never imports
 *   another screen or app/; components import no feature, screen or app/
 * - server: no module imports another module's repository; a module's routes.ts imports
 *   nothing from another module but a shared engine (interpret), not its own repository and
 *   not db/ (its service does that)
 * - server's ladder (SERVER_LADDER): db → i18n → lib → jobs → plugins → modules → operators →
 *   admin → app.ts/server.ts; a folder imports only the folders below it, never one above
 * - packages/core imports nothing from the apps, and of the contracts only their plain
 *   constants (@starlit/contracts/constants: the API's vocabulary, no zod); packages/contracts/src
 *   imports only zod and itself
 */
import { readdirSync } from 'node:fs';

const EXT = '(\\.[cm]?[jt]sx?)?';

/**
 * Imports that are departures awaiting a refactor: file → the folders it may still reach.
 * Remove an entry once the file no longer needs it; lint then holds it to the rule.
 * `LINT_SHOW_PENDING=1 npx eslint .` reports them all.
 */
const PENDING = {};

const folders = (dir) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules')
    .map((e) => e.name);

/** 0 for a folder without subfolders, else one more than its deepest subfolder */
const depthOf = (dir) => Math.max(0, ...folders(dir).map((f) => 1 + depthOf(`${dir}/${f}`)));

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every relative spelling, from a file `depth` folders below `root`, of `target` and what is
 * inside it: up to each ancestor of `root` that holds the target, then down to it.
 */
function spellings(root, depth, target) {
  const parts = root.split('/');
  const out = [];
  for (let up = 1; up <= parts.length; up++) {
    const ancestor = parts.slice(0, parts.length - up).join('/');
    const prefix = ancestor ? `${ancestor}/` : '';
    if (!target.startsWith(prefix)) continue;
    out.push('../'.repeat(depth + up) + target.slice(prefix.length));
  }
  // a target inside the root itself (a file's own folder) is spelled downwards
  if (target.startsWith(`${root}/`) && depth === 0) out.push(`./${target.slice(root.length + 1)}`);
  return out;
}

/** One pattern forbidding `targets` (repo-relative folders or files) from below `root`. */
function forbid(root, depth, targets, message) {
  const alternatives = targets.flatMap((t) => spellings(root, depth, t)).map(escape);
  if (!alternatives.length) return undefined;
  return { regex: `^(${alternatives.join('|')})(/.*)?${EXT}$`, message };
}

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.filter(Boolean) }],
});

/**
 * Config blocks for the files below `root` (each depth its own glob), with the patterns that
 * `rules(depth)` gives; `only` narrows the files to one name at depth 0.
 */
function blocks(root, rules, only) {
  const depths = only ? [0] : [...Array(depthOf(root) + 1).keys()];
  return depths.map((depth) => ({
    files: [`${root}/${'*/'.repeat(depth)}${only ?? '*.{ts,tsx,js,mjs}'}`],
    rules: restrict(rules(depth)),
  }));
}

const WEB = 'apps/web/src';
const features = folders(`${WEB}/features`);
const screens = folders(`${WEB}/screens`);
const SERVER = 'apps/server/src/modules';
const serverModules = folders(SERVER);

const web = [
  ...features.flatMap((a) =>
    blocks(`${WEB}/features/${a}`, (depth) => [
      forbid(
        `${WEB}/features/${a}`,
        depth,
        features.filter((b) => b !== a).map((b) => `${WEB}/features/${b}`),
        'A feature never imports another feature: move the shared piece to components/, api/ or state/.',
      ),
      forbid(
        `${WEB}/features/${a}`,
        depth,
        [`${WEB}/screens`, `${WEB}/app`],
        'A feature never imports a screen or app/: screens compose features, not the other way round.',
      ),
    ]),
  ),
  ...screens.flatMap((s) =>
    blocks(`${WEB}/screens/${s}`, (depth) => [
      forbid(
        `${WEB}/screens/${s}`,
        depth,
        [...screens.filter((o) => o !== s).map((o) => `${WEB}/screens/${o}`), `${WEB}/app`],
        'A screen imports features and components, never another screen or app/.',
      ),
    ]),
  ),
  ...blocks(`${WEB}/components`, (depth) => [
    forbid(
      `${WEB}/components`,
      depth,
      [`${WEB}/features`, `${WEB}/screens`, `${WEB}/app`],
      'Components are shared pieces: they import no feature, screen or app/.',
    ),
  ]),
];

/** Shared engines a module's routes may call like their own service (interpret: readings served, paid, stored). */
const SHARED_ENGINES = ['interpret'];

/** The patterns of a server module's files; routes.ts has more. */
function serverRules(a, routes, allowed = []) {
  const keep = (targets) => targets.filter((t) => !allowed.includes(t));
  const others = serverModules.filter((b) => b !== a);
  const reachable = others.filter((b) => !SHARED_ENGINES.includes(b));
  const root = `${SERVER}/${a}`;
  const patterns = [
    forbid(
      root,
      0,
      keep(others.map((b) => `${SERVER}/${b}/repository`)),
      "A module never imports another module's repository: call that module's service.",
    ),
    forbid(root, 0, aboveRung('modules'), ladderMessage('modules')),
  ];
  if (routes)
    patterns.push(
      forbid(
        root,
        0,
        keep([...reachable.map((b) => `${SERVER}/${b}`), `${SERVER}/index`]),
        "routes.ts calls its own module's service (or a shared engine) only, never another module.",
      ),
      forbid(
        root,
        0,
        keep([`${root}/repository`, 'apps/server/src/db']),
        'routes.ts stays thin: the database is reached through its service.',
      ),
    );
  return patterns;
}

/**
 * The server's folders from the bottom up: each imports only those below it. db/ knows no
 * module (modules/seeds.ts lists their seeds), lib/ holds leaf helpers, jobs/ is the queue and
 * runner modules register with, plugins/ may use lib/ and jobs/, modules use all of those,
 * operators/ is the one operator-command service the console and the CLI (admin/) both call.
 */
const SERVER_SRC = 'apps/server/src';
const SERVER_LADDER = ['db', 'i18n', 'lib', 'jobs', 'plugins', 'modules', 'operators', 'admin'];
const SERVER_TOP = [`${SERVER_SRC}/app`, `${SERVER_SRC}/server`];

/** What `folder` must not import: every rung above it and the app's entry files. */
const aboveRung = (folder) => [
  ...SERVER_LADDER.slice(SERVER_LADDER.indexOf(folder) + 1).map((f) => `${SERVER_SRC}/${f}`),
  ...SERVER_TOP,
];
const ladderMessage = (folder) =>
  `${folder}/ imports only the folders below it (${SERVER_LADDER.join(' → ')}): move the piece down, or register it from above.`;

const ladder = [
  ...SERVER_LADDER.filter((f) => f !== 'modules').flatMap((f) =>
    blocks(`${SERVER_SRC}/${f}`, (depth) => [
      forbid(`${SERVER_SRC}/${f}`, depth, aboveRung(f), ladderMessage(f)),
    ]),
  ),
  // the files at modules/ itself (the list of modules, their seeds); a module's own files below
  ...blocks(
    `${SERVER_SRC}/modules`,
    () => [forbid(`${SERVER_SRC}/modules`, 0, aboveRung('modules'), ladderMessage('modules'))],
    '*.ts',
  ),
];

const server = serverModules.flatMap((a) => [
  ...blocks(`${SERVER}/${a}`, () => serverRules(a, false)),
  ...blocks(`${SERVER}/${a}`, () => serverRules(a, true), 'routes.ts'),
]);

const packagesBlocks = [
  ...['src', 'cli', 'test', 'scripts'].flatMap((dir) =>
    blocks(`packages/core/${dir}`, (depth) => [
      forbid(
        `packages/core/${dir}`,
        depth,
        ['apps', 'packages/contracts'],
        'packages/core is pure logic: it imports nothing from the apps or contracts.',
      ),
      {
        regex: '^@starlit/(server|web)(/.*)?$|^@starlit/contracts(?!/constants$)(/.*)?$',
        message:
          'packages/core is pure logic: it imports nothing from the apps, and of the contracts only @starlit/contracts/constants.',
      },
    ]),
  ),
  ...blocks('packages/contracts/src', (depth) => [
    {
      regex: `^(?!zod(/|$)|\\.\\.?/)`,
      message: 'packages/contracts imports only zod and itself.',
    },
    {
      regex: `^(\\.\\./){${depth + 1},}`,
      message: 'packages/contracts imports only zod and its own src/.',
    },
  ]),
];

/** Each pending file's block: its usual patterns without the targets it may still reach. */
const showPending = process.env.LINT_SHOW_PENDING === '1';
const pending = Object.entries(showPending ? {} : PENDING).map(([file, allowed]) => {
  const [, a, name] = /^apps\/server\/src\/modules\/([^/]+)\/([^/]+)$/.exec(file);
  return { files: [file], rules: restrict(serverRules(a, name === 'routes.ts', allowed)) };
});

export default [...web, ...server, ...ladder, ...packagesBlocks, ...pending];
