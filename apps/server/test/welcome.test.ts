import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setConfig } from '../src/operators/service';
import { DEFAULT_RULES } from '../src/modules/points/rules';
import { grantWelcome } from '../src/modules/points/welcome';
import { useTestApp } from './support/app';
import { client, execSql } from './support/client';
import { balanceOf, ledgerFacts, member } from './support/economy';

const t = useTestApp();
/** The shipped rule (the test reset turns the allowance off for the other suites). */
const welcomeOn = () => setConfig(t.database.db, 'welcome', DEFAULT_RULES.welcome);

const welcomeRows = (userId: string) =>
  execSql(
    t,
    sql`select delta, reason, balance_after from points_ledger
        where user_id = ${userId} and reason = 'welcome'`,
  );

describe('welcome allowance', () => {
  it('a new account starts with enough points for one full reading, in its ledger', async () => {
    await welcomeOn();
    const m = await member(t);
    const reading = DEFAULT_RULES.charges.analysis4Tarot.cost;
    expect(DEFAULT_RULES.welcome.points).toBeGreaterThanOrEqual(reading);
    expect(await balanceOf(m.c, m.token)).toBe(DEFAULT_RULES.welcome.points);
    expect(await welcomeRows(m.userId)).toEqual([
      { delta: 45, reason: 'welcome', balance_after: 45 },
    ]);
    // the points details name it
    const record = await m.c.post('pointsRecord', { page: 1, pageSize: 20 }, m.token);
    expect(record.code, record.msg).toBe(200);
    expect(JSON.stringify(record.data)).toContain('welcome');
  });

  it('is granted once per account: a second grant for the same account moves nothing', async () => {
    await welcomeOn();
    const m = await member(t);
    await t.database.db.transaction((tx) => grantWelcome(tx, m.userId));
    await t.database.db.transaction((tx) => grantWelcome(tx, m.userId));
    expect(await welcomeRows(m.userId)).toHaveLength(1);
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ sum: 45, n: 1 });
  });

  it('concurrent sign-ups of one account make one account with one allowance', async () => {
    await welcomeOn();
    const c = client(t);
    const email = `race-${process.pid}@example.com`;
    expect((await c.post('sendEmailCode', { email, purpose: 'register' })).code).toBe(200);
    const code = t.outbox.codeFor(email);
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        client(t).post('register', { email, code, password: 'secret123' }),
      ),
    );
    const won = tries.filter((r) => r.code === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    const users = await execSql(t, sql`select id from users where email = ${email}`);
    expect(users).toHaveLength(1);
    const userId = (users[0] as { id: string }).id;
    for (const r of won) expect(r.data.user_id).toBe(userId);
    expect(await welcomeRows(userId)).toHaveLength(1);
    expect(await ledgerFacts(t, userId)).toMatchObject({ sum: 45, n: 1 });
  });

  it('a full reading right after sign-up is paid from it', async () => {
    await welcomeOn();
    // no free daily readings, so the reading is paid in points
    await setConfig(t.database.db, 'freeDaily', 0);
    const m = await member(t);
    const info = await m.c.get('deductionInfo?type=analysis4Tarot&tz=UTC', m.token);
    expect(info.code, info.msg).toBe(200);
    expect(info.data).toMatchObject({ mode: 'points', sufficient: true });
  });

  it('an operator can turn it off (0): new accounts then start at zero', async () => {
    await setConfig(t.database.db, 'welcome', { points: 0 });
    const m = await member(t);
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await welcomeRows(m.userId)).toHaveLength(0);
  });
});
