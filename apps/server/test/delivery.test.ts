import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { useTestApp } from './support/app';
import { client, execSql, knownCaptcha } from './support/client';

/** Collects the app's JSON log lines. */
function logCapture() {
  const lines: Array<{ level: number; msg: string }> = [];
  return {
    lines,
    stream: { write: (chunk: string) => void lines.push(JSON.parse(chunk)) },
    outbox: () => lines.map((l) => l.msg).filter((m) => m?.startsWith('[outbox]')),
  };
}

describe('without a mail provider', () => {
  const log = logCapture();
  const t = useTestApp({ LOG_LEVEL: 'info' }, { realDelivery: true, logStream: log.stream });

  it('writes exactly `[outbox] to=<address> code=<code>` to the log, and that code works', async () => {
    const c = client(t);
    expect((await c.post('sendEmailCode', { email: 'Ada@Example.com' })).code).toBe(200);
    const lines = log.outbox();
    expect(lines).toHaveLength(1);
    const match = /^\[outbox\] to=ada@example\.com code=(\d{6})$/.exec(lines[0]!);
    expect(match, lines[0]).not.toBeNull();
    const entry = log.lines.find((l) => l.msg === lines[0]);
    expect(entry!.level).toBe(30); // info
    const res = await c.post('emailLogin', { email: 'ada@example.com', code: match![1] });
    expect(res.code).toBe(200);
  });

  it('sends SMS codes to the outbox as +<area> <number>', async () => {
    const before = log.outbox().length;
    const res = await client(t).post('sendSMSCode', {
      phone: '13800138000',
      areaCode: '+86',
      ...(await knownCaptcha(t)),
    });
    expect(res.code).toBe(200);
    expect(log.outbox().slice(before)).toEqual([
      expect.stringMatching(/^\[outbox\] to=\+86 13800138000 code=\d{6}$/),
    ]);
  });
});

describe('with SMTP', () => {
  const mails: Array<{ from: string; to: string[]; raw: string }> = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@')) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  const config: Record<string, string> = {
    MAIL_FROM: 'Starlit <codes@starlit.example>',
    LOG_LEVEL: 'info',
  };
  const log = logCapture();

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    config.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const t = useTestApp(config, { realDelivery: true, logStream: log.stream });

  it('mails the code from MAIL_FROM in the request language, and that code works', async () => {
    const c = client(t);
    expect(
      (await c.post('sendEmailCode', { email: 'bea@example.com', purpose: 'register', lang: 'en' }))
        .code,
    ).toBe(200);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.from).toBe('codes@starlit.example');
    expect(mail.to).toEqual(['bea@example.com']);
    expect(mail.raw).toMatch(/^Subject: Your Starlit sign-up code\r?$/m);
    expect(mail.raw).toMatch(/^From: Starlit <codes@starlit\.example>\r?$/m);
    expect(mail.raw).toContain('text/html');
    const code = /verification code is:\s+(\d{6})/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(log.outbox()).toEqual([]);
    const res = await c.post('register', { email: 'bea@example.com', code, password: 'secret123' });
    expect(res.code).toBe(200);
  });

  it('writes the subject in Chinese for lang zh', async () => {
    await client(t).post('sendEmailCode', { email: 'chen@example.com', lang: 'zh' });
    const raw = mails.at(-1)!.raw;
    const subject = /^Subject: (.+)$/m.exec(raw)![1]!.trim();
    const decoded = subject.replace(
      /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
      (_m, enc: string, text: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_x, h: string) =>
                  String.fromCharCode(parseInt(h, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );
    expect(decoded).toBe('星语登录验证码');
  });

  it('answers 2011 when the mail cannot be delivered, and does not hold the 60 s limit', async () => {
    const c = client(t);
    expect((await c.post('sendEmailCode', { email: 'bounce@example.com' })).code).toBe(2011);
    const [n] = await execSql(t, sql`select count(*)::int as n from verification_codes`);
    expect(n!.n).toBe(0);
    expect(log.lines.some((l) => l.msg === 'verification code delivery failed')).toBe(true);
  });

  it('still sends SMS codes to the outbox', async () => {
    const res = await client(t).post('sendSMSCode', {
      phone: '13800138000',
      ...(await knownCaptcha(t)),
    });
    expect(res.code).toBe(200);
    expect(log.outbox()).toEqual([
      expect.stringMatching(/^\[outbox\] to=\+86 13800138000 code=\d{6}$/),
    ]);
  });
});
