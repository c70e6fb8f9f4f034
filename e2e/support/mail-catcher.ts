import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on loopback that keeps every mail it receives as `dir/<recipient>.eml` (the
 * latest wins), where the tests read codes from. Used by the e2e setup and the cluster test.
 */
export async function startMailCatcher(
  port: number,
  dir: string,
): Promise<{ close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          writeFileSync(path.join(dir, `${rcpt.address.toLowerCase()}.eml`), Buffer.concat(chunks));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
