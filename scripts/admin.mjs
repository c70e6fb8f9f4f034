#!/usr/bin/env node
// `npm run admin -- <command>`: the compiled admin CLI (apps/server/src/admin/cli.ts), rebuilt
// first if the server's sources changed. Build output goes to stderr; stdout is the JSON result.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-stale.mjs';

buildStale(['server']);
await import(pathToFileURL(path.join(root, 'apps/server/dist/admin.mjs')).href);
