#!/usr/bin/env node
// `npm start`: builds the web app and the compiled server if their sources changed since the
// last build (build-stale.mjs), then runs the compiled server in this process.
//
// Without PUBLIC_URL it is a try-out on this machine: the server listens on loopback only
// (HOST=127.0.0.1 unless HOST is set) and PUBLIC_URL is http://localhost:<PORT>, so the
// test-mode sandbox checkout works and nobody else can reach it. With HOST set to an address
// others reach and no PUBLIC_URL, the sandbox stays off (checkout answers 1206).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-stale.mjs';

const unset = (name) => !process.env[name];
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

if (unset('PUBLIC_URL')) {
  if (unset('HOST')) process.env.HOST = '127.0.0.1';
  if (loopbackHosts.has(process.env.HOST)) {
    process.env.PUBLIC_URL = `http://localhost:${process.env.PORT || '8080'}`;
    process.stdout.write(
      `npm start: a try-out on this machine (HOST=${process.env.HOST}, ` +
        `PUBLIC_URL=${process.env.PUBLIC_URL}); set PUBLIC_URL to serve others\n`,
    );
  }
}

buildStale(['web', 'server']);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.mjs')).href);
