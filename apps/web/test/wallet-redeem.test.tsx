import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RedeemDialog } from '../src/features/wallet/RedeemDialog';
import { toast } from '../src/components/Toast/toast';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { cachedAccount } from '../src/api/pointsAccount';
import { type FakeCall, deferred, fakeFetch, ok, pathOf } from './support';
import { renderRouted, userAccount } from './wallet-fixtures';
import { signedInInEnglish } from './session-fixture';

const VIP_INFO = { type: 'VIP', benefits: 30 };

signedInInEnglish();

afterEach(() => {
  toast.clear();
  useWalletStore.getState().reset();
  useSessionStore.getState().signOut();
});

describe('redemption dialog', () => {
  it('looks the code up at exactly 6 characters only, and clears the details otherwise', async () => {
    const { fetch, calls } = fakeFetch((call: FakeCall) =>
      pathOf(call) === 'redeemCodeInfo' ? ok(VIP_INFO) : { code: 404, msg: '', data: null },
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderRouted(<RedeemDialog visible onClose={() => {}} />);
    const lookups = () => calls.filter((c) => pathOf(c) === 'redeemCodeInfo');

    const input = await screen.findByLabelText('Redemption code');
    await user.type(input, 'star5');
    expect(lookups()).toHaveLength(0);

    await user.type(input, 'x');
    expect(input).toHaveValue('STAR5X');
    expect(await screen.findByText('30 VIP days')).toBeInTheDocument();
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0]!.body).toMatchObject({ redeemCode: 'STAR5X' });

    await user.type(input, '7');
    expect(screen.queryByText('30 VIP days')).toBeNull();
    expect(lookups()).toHaveLength(1);

    await user.type(input, 'abcdefgh');
    expect(input).toHaveValue('STAR5X7ABC');
    expect(lookups()).toHaveLength(1);
  });

  it('redeems once while a confirm is in flight, then refreshes and closes', async () => {
    const redeemed = deferred<unknown>();
    const { fetch, calls } = fakeFetch((call: FakeCall) => {
      switch (pathOf(call)) {
        case 'redeemCodeInfo':
          return ok({ type: 'POINTS', benefits: 200 });
        case 'redeemWithCode':
          return redeemed.promise;
        case 'userAccount':
          return ok(userAccount());
        default:
          return { code: 404, msg: '', data: null };
      }
    });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRouted(<RedeemDialog visible onClose={onClose} />);

    await user.type(await screen.findByLabelText('Redemption code'), 'gift88');
    expect(await screen.findByText('200 points')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Redeem' });
    await user.click(confirm);
    await user.click(confirm);
    expect(calls.filter((c) => pathOf(c) === 'redeemWithCode')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    redeemed.resolve(
      ok({
        type: 'POINTS',
        benefits: 200,
        balance: 320,
        vipAccount: { isVip: false, vipExpDate: null },
      }),
    );
    expect(await screen.findByText('Redeemed successfully')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByLabelText('Redemption code')).toHaveValue('');
    const paths = calls.map(pathOf);
    expect(paths).toContain('userinfo');
    await waitFor(() => expect(cachedAccount()).toBeDefined());
  });

  it('shows the translated reason when the code is refused, and keeps the dialog open', async () => {
    const { fetch } = fakeFetch((call: FakeCall) =>
      pathOf(call) === 'redeemWithCode'
        ? { code: 1102, msg: '', data: null }
        : { code: 404, msg: '', data: null },
    );
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRouted(<RedeemDialog visible onClose={onClose} />);

    await user.type(await screen.findByLabelText('Redemption code'), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This redemption code has expired.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
