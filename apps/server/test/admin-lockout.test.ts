import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runCommand } from '../src/admin/commands';
import { OPERATOR_GUESSES } from '../src/operators/guard';
import { useTestApp } from './support/app';
import { auditRows } from './support/audit';
import { execSql } from './support/client';
import { adminClient, operator, totp } from './support/operators';

const TOKEN = 'metrics-token-lockout-0123456789';
const t = useTestApp({ METRICS_TOKEN: TOKEN });

/** The right code now, usable again (a code is good once: the last step taken is forgotten). */
async function freshCode(op: { id: string; secret: string }) {
  await execSql(t, sql`update operators set last_totp_step = 0 where id = ${op.id}`);
  return totp(op.secret);
}

/** A sign-in from a new address each time, as an attacker rotating addresses would. */
const signIn = (body: { email: string; password: string; code: string }) =>
  adminClient(t).post('login', body);

const wrongCodeOf = (good: string) => (good === '000000' ? '111111' : '000000');

const lockoutsCounted = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = res.body.split('\n').find((l) => l.startsWith('starlit_operator_lockouts_total'));
  return Number(line?.split(' ')[1] ?? NaN);
};

describe('operator sign-in lockout', () => {
  it('locks after wrong TOTP codes from rotating addresses; the right code is refused then', async () => {
    const op = await operator(t, 'support');
    const before = await lockoutsCounted();
    const answers = [];
    for (let i = 0; i < 60; i++) {
      const code = wrongCodeOf(await totp(op.secret));
      answers.push((await signIn({ email: op.email, password: op.password, code })).code);
    }
    expect(answers.slice(0, OPERATOR_GUESSES.max)).toEqual(Array(OPERATOR_GUESSES.max).fill(2002));
    expect(new Set(answers.slice(OPERATOR_GUESSES.max))).toEqual(new Set([1005]));
    const right = await signIn({
      email: op.email,
      password: op.password,
      code: await freshCode(op),
    });
    expect(right.code).toBe(1005);
    expect(right.data.retryAfter).toBeGreaterThan(30 * 60);

    const alerts = await auditRows(t, 'operator:locked');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      actor_kind: 'system',
      target: op.id,
      after: { failures: OPERATOR_GUESSES.max },
    });
    expect(await lockoutsCounted()).toBe(before + 1);
  });

  it('locks after wrong passwords likewise, and concurrent guesses cannot pass the limit', async () => {
    const op = await operator(t, 'admin');
    const code = await freshCode(op);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn({ email: op.email, password: `wrong-${i}`, code }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 2002)).toHaveLength(OPERATOR_GUESSES.max);
    expect(codes.filter((c) => c === 1005)).toHaveLength(40 - OPERATOR_GUESSES.max);
    expect((await signIn({ email: op.email, password: op.password, code })).code).toBe(1005);
    expect(await auditRows(t, 'operator:locked')).toHaveLength(1);
  });

  it('forgets failures after a good sign-in; a lock that ran out starts afresh', async () => {
    const op = await operator(t, 'support');
    for (let i = 0; i < OPERATOR_GUESSES.max - 1; i++)
      await signIn({ email: op.email, password: 'nope', code: '123456' });
    const ok = await signIn({
      email: op.email,
      password: op.password,
      code: await freshCode(op),
    });
    expect(ok.code, ok.msg).toBe(200);
    expect(await execSql(t, sql`select * from operator_guards`)).toHaveLength(0);
    for (let i = 0; i < OPERATOR_GUESSES.max; i++)
      await signIn({ email: op.email, password: 'nope', code: '123456' });
    await execSql(t, sql`update operator_guards set locked_until = now() - interval '1 second'`);
    const after = await signIn({
      email: op.email,
      password: op.password,
      code: await freshCode(op),
    });
    expect(after.code, after.msg).toBe(200);
  });

  it('an admin unlocks an operator in the console, and the CLI can too', async () => {
    const admin = await operator(t, 'admin');
    const op = await operator(t, 'support');
    for (let i = 0; i < OPERATOR_GUESSES.max; i++)
      await signIn({ email: op.email, password: 'nope', code: '123456' });
    const listed = await admin.c.get('operators', admin.token);
    const row = listed.data.list.find((o: { id: string }) => o.id === op.id);
    expect(row).toMatchObject({ failures: OPERATOR_GUESSES.max, email: op.email });
    expect(Date.parse(row.lockedUntil)).toBeGreaterThan(Date.now());

    // support may not list or unlock
    expect((await op.c.get('operators', op.token)).code).toBe(4003);
    const path = `operators/${op.id}/unlock`;
    expect((await admin.c.post(path, {}, admin.token)).code).toBe(1001);
    const unlocked = await admin.c.post(path, { note: 'it was me' }, admin.token);
    expect(unlocked.data).toMatchObject({ lockedUntil: null, failures: 0 });
    const [audit] = await auditRows(t, 'operator:unlock');
    expect(audit).toMatchObject({ actor: admin.id, target: op.id, note: 'it was me' });
    const back = await signIn({
      email: op.email,
      password: op.password,
      code: await freshCode(op),
    });
    expect(back.code, back.msg).toBe(200);

    for (let i = 0; i < OPERATOR_GUESSES.max; i++)
      await signIn({ email: op.email, password: 'nope', code: '123456' });
    await runCommand(t.database.db, 'operator:unlock', { email: op.email, note: 'phone call' });
    const again = await signIn({
      email: op.email,
      password: op.password,
      code: await freshCode(op),
    });
    expect(again.code, again.msg).toBe(200);
    expect(await auditRows(t, 'operator:unlock')).toHaveLength(2);
  });

  it('an unknown e-mail counts against nobody', async () => {
    const op = await operator(t, 'support');
    for (let i = 0; i < 10; i++)
      expect((await signIn({ email: `x${op.email}`, password: 'nope', code: '123456' })).code).toBe(
        2002,
      );
    expect(await execSql(t, sql`select * from operator_guards`)).toHaveLength(0);
  });
});

describe('the audit log is append-only', () => {
  it('refuses TRUNCATE, UPDATE and DELETE, even from the owner', async () => {
    await operator(t, 'support');
    const rows = (await auditRows(t)).length;
    expect(rows).toBeGreaterThan(0);
    for (const statement of [
      sql`truncate audit_log`,
      sql`truncate audit_log cascade`,
      sql`delete from audit_log`,
      sql`update audit_log set note = 'changed'`,
    ])
      await expect(
        execSql(t, statement).catch((err: Error & { cause?: Error }) => {
          throw err.cause ?? err;
        }),
      ).rejects.toThrow(/audit_log is append-only/);
    expect(await auditRows(t)).toHaveLength(rows);
  });
});
