import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One streamed chat-completions chunk carrying `content`. */
export const delta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/**
 * A small OpenAI-compatible server on loopback for one test file: `answer` gets each request
 * with its whole body read, and `overrides.AI_BASE_URL` points the app at it (call before
 * `useTestApp(overrides)`, whose app is built after this starts).
 */
export function useModelStub(
  overrides: Record<string, string>,
  answer: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): void {
  let stub: Server;
  beforeAll(async () => {
    stub = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => answer(req, res, raw));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    overrides.AI_BASE_URL = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    stub.closeAllConnections();
    return new Promise<void>((resolve) => stub.close(() => resolve()));
  });
}
