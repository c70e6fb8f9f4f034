#!/usr/bin/env node
// `npm start`: builds the web app and the compiled server if their sources changed since the
// last build (build-stale.mjs), then runs the compiled server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-stale.mjs';

buildStale(['web', 'server']);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.mjs')).href);
