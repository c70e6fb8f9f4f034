import { describe, expect, it } from 'vitest';
import { runCommand } from '../src/admin/commands';
import { useTestApp } from './support/app';
import { balanceOf, ledgerFacts, member } from './support/economy';

const t = useTestApp();
const run = (command: string, values: Record<string, string> = {}) =>
  runCommand(t.database.db, command, values);

describe('npm run admin', () => {
  it('grants and revokes points with a reason in the ledger', async () => {
    const m = await member(t);
    expect(
      await run('points:grant', { user: m.email, amount: '120', note: 'apology for outage' }),
    ).toMatchObject({
      balance: 120,
    });
    await run('points:grant', { user: m.userId, amount: '-20', note: 'correction' });
    expect(await balanceOf(m.c, m.token)).toBe(100);
    await expect(
      run('points:grant', { user: m.email, amount: '-500', note: 'too much' }),
    ).rejects.toMatchObject({
      code: 1201,
    });
    await expect(run('points:grant', { user: m.email, amount: '5' })).rejects.toThrow(/--note/);
    const rows = await m.c.post('pointsRecord', {}, m.token);
    expect(rows.data.list[0]).toMatchObject({ reason: 'admin', delta: -20, detail: 'correction' });
    expect((await ledgerFacts(t, m.userId)).sum).toBe(100);
  });

  it('grants and revokes VIP days', async () => {
    const m = await member(t);
    const granted = (await run('vip:grant', {
      user: m.email,
      days: '10',
      note: 'contest prize',
    })) as {
      vipAccount: { isVip: boolean };
    };
    expect(granted.vipAccount.isVip).toBe(true);
    const revoked = (await run('vip:grant', { user: m.email, days: '-10', note: 'revoked' })) as {
      vipAccount: { isVip: boolean };
    };
    expect(revoked.vipAccount.isVip).toBe(false);
  });

  it('creates and lists codes, edits products and configuration', async () => {
    const code = (await run('redeem:create', { type: 'vip', benefits: '3', code: 'welcome3' })) as {
      code: string;
    };
    expect(code.code).toBe('WELCOME3');
    expect((await run('redeem:list')) as unknown[]).toHaveLength(1);
    await run('discount:create', { tenths: '8.5', code: 'SPRING' });
    await expect(run('discount:create', { tenths: '12' })).rejects.toThrow(/tenths/);
    expect((await run('discount:list')) as unknown[]).toHaveLength(1);

    await run('product:set', {
      kind: 'points',
      product: 'points_60',
      price: '5.50',
      'extra-points': '6',
    });
    const m = await member(t);
    const info = await m.c.get('rechargeInfo');
    expect(info.data.pointProduct[0]).toMatchObject({ price: '5.50', extraPoints: 6 });
    await expect(
      run('product:set', { kind: 'points', product: 'points_60', price: '1.234' }),
    ).rejects.toThrow();

    await run('config:set', { key: 'charges', value: '{"chat_base":{"cost":20}}' });
    const rules = (await run('config:show')) as {
      charges: Record<string, { cost: number; vipFree: boolean }>;
    };
    expect(rules.charges.chat_base).toMatchObject({ cost: 20, vipFree: true });
    await expect(run('config:set', { key: 'freeDaily', value: '-1' })).rejects.toThrow(/invalid/);
    await expect(run('nope')).rejects.toThrow(/unknown command/);
  });
});
