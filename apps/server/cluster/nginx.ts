import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './services';

/**
 * deploy/nginx.conf as shipped, with its listening port and its upstream's three instance
 * ports swapped for the test's (and its relative paths under the -p prefix nginx is given).
 */
export function nginxConfig(listen: number, upstream: number[]): string {
  let conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const shipped = [8081, 8082, 8083];
  if (upstream.length !== shipped.length) throw new Error('deploy/nginx.conf has three instances');
  shipped.forEach((port, i) => {
    conf = conf.replace(`server 127.0.0.1:${port} `, `server 127.0.0.1:${upstream[i]} `);
  });
  conf = conf.replace(/listen 8080;/, `listen 127.0.0.1:${listen};`);
  for (const port of shipped) {
    if (conf.includes(`127.0.0.1:${port} `)) throw new Error(`port ${port} not replaced`);
  }
  return conf;
}
