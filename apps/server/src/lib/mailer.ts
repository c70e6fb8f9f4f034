import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, type CodePurpose, type Lang } from '@starlit/contracts';
import type { Config } from './config';

/** One verification code to deliver. `to` is an e-mail address or `+<area> <number>`. */
export interface CodeMessage {
  channel: 'email' | 'sms';
  to: string;
  code: string;
  purpose: CodePurpose;
  lang: Lang;
}

/** A plain e-mail to a member (the team's reply to their feedback), already in their language. */
export interface Notice {
  to: string;
  subject: string;
  text: string;
}

/** Delivers verification codes and notices; chosen from the configuration (or injected by tests). */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
  notify(notice: Notice): Promise<void>;
}

const minutes = LIMITS.codeTtlSeconds / 60;

const SUBJECTS: Record<CodePurpose, Record<Lang, string>> = {
  register: { zh: '星语注册验证码', en: 'Your Starlit sign-up code' },
  login: { zh: '星语登录验证码', en: 'Your Starlit sign-in code' },
  reset: { zh: '星语重置密码验证码', en: 'Your Starlit password reset code' },
};

/** Subject, plain text and simple HTML of a code e-mail, in the request's language. */
export function codeEmail(message: CodeMessage): { subject: string; text: string; html: string } {
  const subject = SUBJECTS[message.purpose][message.lang];
  const [intro, outro] =
    message.lang === 'zh'
      ? ['你的验证码是：', `${minutes} 分钟内有效。如果不是你本人操作，请忽略这封邮件。`]
      : [
          'Your verification code is:',
          `It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
        ];
  const text = `${intro}\n\n    ${message.code}\n\n${outro}\n`;
  const html =
    `<div style="font-family:sans-serif;color:#1e1b4b">` +
    `<p>${intro}</p>` +
    `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;color:#b8860b">${message.code}</p>` +
    `<p>${outro}</p></div>`;
  return { subject, text, html };
}

/** No provider: the code goes to the server log as exactly `[outbox] to=<address> code=<code>`. */
export class OutboxSender implements CodeSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: CodeMessage): Promise<void> {
    this.log.info(`[outbox] to=${message.to} code=${message.code}`);
  }

  /** Only the address and subject are logged, never the text. */
  async notify(notice: Notice): Promise<void> {
    this.log.info(`[outbox] to=${notice.to} subject=${JSON.stringify(notice.subject)}`);
  }
}

/** E-mail through SMTP (nodemailer); SMS, which has no provider yet, through the outbox. */
export class SmtpSender implements CodeSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly sms: CodeSender,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: CodeMessage): Promise<void> {
    if (message.channel === 'sms') return this.sms.send(message);
    const mail = codeEmail(message);
    await this.transport.sendMail({ from: this.from, to: message.to, ...mail });
  }

  async notify(notice: Notice): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...notice });
  }
}

export function createCodeSender(config: Config, log: FastifyBaseLogger): CodeSender {
  const outbox = new OutboxSender(log);
  return config.SMTP_URL ? new SmtpSender(config.SMTP_URL, config.MAIL_FROM, outbox) : outbox;
}
