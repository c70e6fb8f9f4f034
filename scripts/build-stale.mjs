// Builds the web app and the compiled server when their inputs changed since the last build.
// An output is stale when any of its inputs (files and folders, recursively) is newer than the
// oldest of its output files, or an output is missing. After a build here, the outputs' times
// are set to the moment the build started, so an edit made during the build still counts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);
const shared = [at('packages/core/src'), at('packages/contracts/src')];

export const targets = {
  web: {
    workspace: '@starlit/web',
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/admin.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/scripts'),
      at('apps/web/package.json'),
      at('package-lock.json'),
      ...shared,
    ],
    outputs: [at('apps/web/dist/index.html'), at('apps/web/dist/admin.html')],
  },
  server: {
    workspace: '@starlit/server',
    inputs: [
      at('apps/server/src'),
      at('apps/server/drizzle'),
      at('apps/server/tsdown.config.ts'),
      at('apps/server/tsconfig.json'),
      at('apps/server/package.json'),
      ...shared,
    ],
    outputs: [at('apps/server/dist/server.mjs'), at('apps/server/dist/admin.mjs')],
  },
};

/** The newest modification time (ms) under a path; 0 when it does not exist. */
function newest(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return 0;
  }
  let t = st.mtimeMs;
  if (st.isDirectory()) {
    for (const e of readdirSync(p))
      if (e !== 'node_modules') t = Math.max(t, newest(path.join(p, e)));
  }
  return t;
}

export function isStale(target) {
  if (!target.outputs.every((o) => existsSync(o))) return true;
  const built = Math.min(...target.outputs.map((o) => statSync(o).mtimeMs));
  return target.inputs.some((i) => newest(i) > built);
}

/**
 * Builds each named target that is stale; the builders' output goes to `stdio` (stderr by
 * default, so that a command's own stdout stays clean). Exits the process if a build fails.
 */
export function buildStale(names, stdio = ['ignore', 2, 2]) {
  for (const name of names) {
    const target = targets[name];
    if (!isStale(target)) continue;
    const started = new Date();
    process.stderr.write(`[start] building ${target.workspace} (sources changed)\n`);
    const res = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio });
    if (res.status !== 0) {
      process.stderr.write(`[start] building ${target.workspace} failed\n`);
      process.exit(res.status ?? 1);
    }
    for (const o of target.outputs) if (existsSync(o)) utimesSync(o, started, started);
  }
}

// `node scripts/build-stale.mjs [web] [server]`: build what is stale (both by default)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  buildStale(names.length ? names : ['web', 'server']);
}
