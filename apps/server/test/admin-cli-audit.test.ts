import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { runCommand } from '../src/admin/commands';
import { testConfig, useTestApp } from './support/app';
import { auditRows } from './support/audit';
import { member } from './support/economy';
import { adminClient } from './support/operators';
import * as pay from './support/payments';

const t = useTestApp();
const config = testConfig();
const run = (command: string, values: Record<string, string> = {}) =>
  runCommand(t.database.db, command, values, config);

describe('npm run admin: the audit log', () => {
  it('leaves exactly one row per command, with the OS user, target, before/after and note', async () => {
    const m = await member(t);
    const res = await pay.checkout(m, { kind: 'points', productId: 'points_60' });
    expect((await pay.sandboxAction(t, res.data.url, 'pay')).statusCode).toBe(303);
    const commands: Array<[string, Record<string, string>]> = [
      ['points:grant', { user: m.email, amount: '5', note: 'n1' }],
      ['vip:grant', { user: m.email, days: '2', note: 'n2' }],
      ['redeem:create', { type: 'POINTS', benefits: '5', code: 'CLI1', note: 'n3' }],
      ['redeem:list', {}],
      ['discount:create', { tenths: '9', code: 'CLI2' }],
      ['discount:list', {}],
      ['product:set', { kind: 'points', product: 'points_60', sort: '3' }],
      ['product:list', {}],
      ['config:show', {}],
      ['config:set', { key: 'freeDaily', value: '4' }],
      ['order:refund', { order: res.data.orderId, amount: '1.00', note: 'n4' }],
      ['operator:create', { email: 'cli-op@starlit.test', name: 'Cli', role: 'support' }],
      ['operator:list', {}],
      ['operator:disable', { email: 'cli-op@starlit.test', note: 'left' }],
    ];
    const me = userInfo().username;
    for (const [command, values] of commands) {
      const before = (await auditRows(t)).length;
      await run(command, values);
      const rows = await auditRows(t);
      expect(rows.length - before, command).toBe(1);
      expect(rows.at(-1), command).toMatchObject({ actor_kind: 'cli', actor: me, action: command });
    }
    const rows = await auditRows(t);
    const of = (action: string) => rows.find((r) => r.action === action)!;
    expect(of('points:grant')).toMatchObject({
      target: m.userId,
      before: { balance: 60 },
      after: { balance: 65, delta: 5 },
      note: 'n1',
    });
    expect(of('config:set')).toMatchObject({ target: 'freeDaily', before: 3, after: 4 });
    expect(of('product:set')).toMatchObject({ target: 'points_60', after: { sort: 3 } });
    expect(of('order:refund')).toMatchObject({ target: res.data.orderId, note: 'n4' });
    expect(of('operator:disable')).toMatchObject({ before: { disabledAt: null }, note: 'left' });

    // a refused command changes nothing and leaves no row
    const count = rows.length;
    await expect(
      run('points:grant', { user: m.email, amount: '-999', note: 'x' }),
    ).rejects.toThrow();
    expect(await auditRows(t)).toHaveLength(count);
  });

  it('creates an operator who signs in with the printed password and TOTP secret', async () => {
    const made = (await run('operator:create', {
      email: 'First.Admin@Starlit.test',
      name: 'First',
      role: 'admin',
    })) as {
      operator: { email: string; role: string };
      password: string;
      totpSecret: string;
      otpauthUri: string;
    };
    expect(Object.keys(made).sort()).toEqual(['operator', 'otpauthUri', 'password', 'totpSecret']);
    expect(made.operator).toMatchObject({ email: 'first.admin@starlit.test', role: 'admin' });
    expect(made.password.length).toBeGreaterThanOrEqual(12);
    expect(made.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Starlit%20Admin:first\.admin%40starlit\.test\?/,
    );
    expect(made.otpauthUri).toContain(`secret=${made.totpSecret}`);
    const login = await adminClient(t).post('login', {
      email: 'first.admin@starlit.test',
      password: made.password,
      code: await generate({ secret: made.totpSecret }),
    });
    expect(login.code, login.msg).toBe(200);

    const given = (await run('operator:create', {
      email: 'second@starlit.test',
      name: 'Second',
      role: 'support',
      password: 'a-long-chosen-password',
    })) as { password: string };
    expect(given.password).toBe('a-long-chosen-password');
    await expect(
      run('operator:create', { email: 'second@starlit.test', name: 'x', role: 'support' }),
    ).rejects.toThrow(/exists/);
    await expect(
      run('operator:create', { email: 'x@starlit.test', name: 'x', role: 'boss' }),
    ).rejects.toThrow(/role/);
    const list = (await run('operator:list')) as Array<{
      email: string;
      disabledAt: string | null;
    }>;
    expect(list.map((o) => o.email).sort()).toEqual([
      'first.admin@starlit.test',
      'second@starlit.test',
    ]);
  });
});
