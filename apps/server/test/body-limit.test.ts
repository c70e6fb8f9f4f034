import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, testDatabase } from './support/app';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => app?.close());

/** A request over a real socket of `agent`: its status, headers, body and whether it reused one. */
function send(agent: http.Agent, body: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string; reused: boolean }>(
    (resolve, reject) => {
      const req = http.request(
        {
          agent,
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/v2/tarot/info',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () =>
            resolve({ headers: res.headers, body: text, reused: req.reusedSocket }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('a JSON body over BODY_LIMIT', () => {
  it('is read to its end and refused with 1001, the connection kept for the next request', async () => {
    // one socket, as nginx's keep-alive connection to an instance
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await send(agent, JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }));
      expect(JSON.parse(big.body)).toMatchObject({
        code: 1001,
        msg: 'Parameter error: body (too large)',
      });
      // closing with the body unread resets the connection under a proxy still sending it
      expect(big.headers.connection).not.toBe('close');
      const next = await send(agent, JSON.stringify({ lang: 'en' }));
      expect(next.reused).toBe(true);
      expect(JSON.parse(next.body).code).not.toBe(1001);
    } finally {
      agent.destroy();
    }
  });
});
