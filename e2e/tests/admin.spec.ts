import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E_PORT } from '../support/env';
import { E2E_OPERATOR, readOperator, totpCode } from '../support/operator';
import { api, openAs, registerMember, type Member } from '../support/session';

/**
 * The operator console at /admin (1280×800): sign in with password and TOTP, find a member who
 * bought points in the sandbox, refund the order and see the ledger, reply to their feedback and
 * see the reply in the member app; every console screen in en and zh has no serious or critical
 * axe-core finding, and each is photographed.
 */
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FEEDBACK = `The dice page froze twice today (${Date.now()})`;
const REPLY = 'Thank you! A fix is on its way.';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

let member: Member;
let orderId: string;
let session: string;

/** Buys 300 points as the member: checkout, then Pay on the sandbox page (its form post). */
async function buyPoints(m: Member): Promise<string> {
  const res = await api<{ url: string; orderId: string }>(
    'payments/checkout',
    { kind: 'points', productId: 'points_300', returnUrl: `${ORIGIN}/#/user` },
    m.token,
  );
  expect(res.code).toBe(200);
  const url = new URL(res.data.url, ORIGIN);
  const paid = await fetch(`${ORIGIN}${url.pathname}/pay?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: url.searchParams.get('key') ?? '' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBeLessThan(400);
  return res.data.orderId;
}

async function sendFeedback(m: Member) {
  const form = new FormData();
  form.append('content', FEEDBACK);
  const res = await fetch(`${ORIGIN}/api/v2/feedback?lang=en`, {
    method: 'POST',
    headers: { authorization: `Bearer ${m.token}` },
    body: form,
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

/** Opens a console screen already signed in (the session the sign-in test kept), in a language. */
async function openConsole(page: Page, hash: string, lang: 'en' | 'zh') {
  await page.addInitScript(
    ({ s, l }) => {
      sessionStorage.setItem('starlit.admin.session', s);
      localStorage.setItem('starlit.admin.lang', l);
    },
    { s: session, l: lang },
  );
  await page.goto(`/admin#${hash}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

async function seriousFindings(page: Page) {
  const violations = await axeViolations(page, TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeAll(async () => {
  member = await registerMember('console');
  orderId = await buyPoints(member);
  await sendFeedback(member);
});

test('an operator signs in with e-mail, password and the authenticator code', async ({ page }) => {
  const operator = readOperator();
  expect(operator, 'npm run admin -- operator:create printed a TOTP secret').not.toBeNull();
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(E2E_OPERATOR.email);
  await page.getByLabel('Password').fill(operator!.password);
  await page.getByLabel(/6-digit code/).fill(await totpCode(operator!.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(E2E_OPERATOR.name)).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  session = await page.evaluate(() => sessionStorage.getItem('starlit.admin.session') ?? '');
  expect(session).toContain('"token"');
});

test('finds the member, refunds the sandbox order and sees the points taken back', async ({
  page,
}) => {
  await openConsole(page, '/members', 'en');
  await page.getByLabel('Find a member').fill(member.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('row').filter({ hasText: member.email }).getByRole('link').click();
  await expect(page.getByText(member.email).first()).toBeVisible();
  await page.getByRole('link', { name: orderId.slice(0, 8) }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderId.slice(0, 8)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  // the whole order: all it granted (300 points and the product's bonus) is taken back
  await expect(dialog).toContainText(/¥30\.00 goes back to the member, and about \d+ points/);
  const points = /about (\d+) points/.exec((await dialog.textContent()) ?? '')![1]!;
  expect(Number(points)).toBeGreaterThanOrEqual(300);
  await dialog.getByLabel(/Note/).fill('e2e: the member asked');
  await page.screenshot({ path: 'test-results/screens/admin-refund-en.png' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: /^Refunded$/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: member.email }).click();
  await expect(page.getByRole('cell', { name: `-${points}`, exact: true })).toBeVisible();

  // the member's side: the points record shows the purchase and the refund taking it back
  const app = await page.context().newPage();
  await app.setViewportSize({ width: 390, height: 844 });
  await openAs(app, member, '/pointsDetails');
  await expect(app.getByText('Refund: points taken back')).toBeVisible();
  await expect(app.getByText(`\u2212${points}`)).toBeVisible();
  await app.screenshot({ path: 'test-results/screens/member-refund-en.png', fullPage: true });
});

test('replies to the member’s feedback, and the member reads the reply', async ({ page }) => {
  await openConsole(page, '/feedback', 'en');
  const item = page.getByRole('article').filter({ hasText: FEEDBACK });
  await item.getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply' });
  await dialog.getByLabel(/Your reply/).fill(REPLY);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('article').filter({ hasText: FEEDBACK })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Replied' }).click();
  await expect(page.getByRole('article').filter({ hasText: REPLY })).toBeVisible();

  const app = await page.context().newPage();
  await app.setViewportSize({ width: 390, height: 844 });
  await openAs(app, member, '/feedback');
  await expect(app.getByText(REPLY)).toBeVisible();
  await expect(app.getByText(FEEDBACK)).toBeVisible();
  await app.screenshot({ path: 'test-results/screens/feedback-mine-en.png', fullPage: true });
});

test('an admin sees an operator locked by failed sign-ins and unlocks them', async ({ page }) => {
  // five wrong passwords from any address lock the operator; their open session goes on
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${ORIGIN}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: E2E_OPERATOR.email, password: `wrong-${i}`, code: '000000' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(2002);
  }
  const locked = page.context();
  const signIn = await locked.newPage();
  await signIn.setViewportSize({ width: 390, height: 844 });
  await signIn.goto('/admin');
  await signIn.getByLabel('E-mail').fill(E2E_OPERATOR.email);
  await signIn.getByLabel('Password').fill('still-wrong-password');
  await signIn.getByLabel(/6-digit code/).fill('000000');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toContainText('Sign-in is locked');
  await signIn.screenshot({ path: 'test-results/screens/admin-signin-locked-phone-en.png' });
  await signIn.close();

  // each language in a page of its own (a hash change alone does not load the page again)
  const phone = async (hash: string, lang: 'en' | 'zh') => {
    const p = await page.context().newPage();
    await p.setViewportSize({ width: 390, height: 844 });
    await openConsole(p, hash, lang);
    return p;
  };
  const zh = await phone('/operators', 'zh');
  await expect(zh.getByRole('article').filter({ hasText: E2E_OPERATOR.email })).toContainText(
    '已锁定',
  );
  await zh.screenshot({
    path: 'test-results/screens/admin-operators-phone-zh.png',
    fullPage: true,
  });
  const en = await phone('/operators', 'en');
  const card = en.getByRole('article').filter({ hasText: E2E_OPERATOR.email });
  await expect(card).toContainText('Locked');
  await en.screenshot({
    path: 'test-results/screens/admin-operators-phone-en.png',
    fullPage: true,
  });
  await card.getByRole('button', { name: 'Unlock' }).click();
  const dialog = en.getByRole('dialog', { name: 'Unlock' });
  await dialog.getByLabel(/Note/).fill('e2e: it was me');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Active');
  await en.screenshot({ path: 'test-results/screens/admin-operators-unlocked-phone-en.png' });
  await openConsole(en, '/audit', 'en');
  await expect(en.getByText('Operator unlocked').first()).toBeVisible();
  for (const lang of ['en', 'zh'] as const) {
    const p = await phone('/approvals', lang);
    await p.screenshot({
      path: `test-results/screens/admin-approvals-phone-${lang}.png`,
      fullPage: true,
    });
  }
});

const SCREENS: [string, () => string][] = [
  ['dashboard', () => '/'],
  ['members', () => `/members?q=${encodeURIComponent(member.email)}`],
  ['member', () => `/members/${member.userId}`],
  ['orders', () => '/orders'],
  ['order', () => `/orders/${orderId}`],
  ['codes', () => '/codes'],
  ['economy', () => '/economy'],
  ['feedback', () => '/feedback'],
  ['audit', () => '/audit'],
  ['approvals', () => '/approvals'],
  ['operators', () => '/operators'],
];

for (const lang of ['en', 'zh'] as const) {
  test(`every console screen in ${lang}: no serious or critical axe findings`, async ({ page }) => {
    const findings: string[] = [];
    for (const [name, hash] of SCREENS) {
      await openConsole(page, hash(), lang);
      await page.screenshot({ path: `test-results/screens/admin-${name}-${lang}.png` });
      findings.push(...(await seriousFindings(page)).map((f) => `${name}: ${f}`));
    }
    const signIn = await page.context().newPage();
    await signIn.addInitScript((l) => localStorage.setItem('starlit.admin.lang', l), lang);
    await signIn.goto('/admin');
    await expect(signIn.locator('form input').first()).toBeVisible();
    await signIn.screenshot({ path: `test-results/screens/admin-signin-${lang}.png` });
    findings.push(...(await seriousFindings(signIn)).map((f) => `signin: ${f}`));
    expect(findings).toEqual([]);
  });
}

test('on a 1024-px laptop no console screen is wider than the window', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const wide: string[] = [];
  for (const [name, hash] of SCREENS) {
    await openConsole(page, hash(), 'en');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wide.push(`${name}: ${overflow}px`);
  }
  expect(wide).toEqual([]);
});
