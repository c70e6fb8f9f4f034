#!/usr/bin/env node
// `node scripts/parallel.mjs typecheck lint`: runs the named npm scripts at the same time (each
// is one process on one core: tsc and eslint do not share work) and prints each one's output
// whole when it ends, in the order given, so the lines of two tools never interleave. Exits
// non-zero when any failed, after all have ended.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (!names.length) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

/** Runs `npm run <name>`, collecting stdout and stderr together; resolves with its status. */
function run(name) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', name], {
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks = [];
  child.stdout.on('data', (c) => chunks.push(c));
  child.stderr.on('data', (c) => chunks.push(c));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ name, code: 1, output: String(error), seconds: 0 }));
    child.on('close', (code, signal) =>
      resolve({
        name,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

const results = await Promise.all(names.map(run));
let failed = 0;
for (const { name, code, output, seconds } of results) {
  process.stdout.write(`\n── npm run ${name} ──\n`);
  process.stdout.write(output);
  process.stdout.write(
    `── ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s ──\n`,
  );
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
