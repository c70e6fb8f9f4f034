import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import type { Key } from '../i18n/keys';
import { BackHeader } from './Header/BackHeader';
import { SignInRequired } from './SignInRequired';
import { useSessionStore } from '../state/session';

type Resources = CustomTypeOptions['resources'];
/** The namespaces i18next loads at start (all but the legal texts, see i18n/index.ts). */
type StartNs = Exclude<keyof Resources, 'legal'>;
/** A key of one of those namespaces, with its prefix ("journal:title"). */
export type ScreenKey = { [N in StartNs]: `${N}:${Key<N>}` }[StartNs];

/** The namespaces that say, under signIn.title and signIn.body, why their screens need an account. */
export type SignInNs = {
  [N in keyof Resources]: Resources[N] extends { signIn: { title: string; body: string } }
    ? N
    : never;
}[keyof Resources];

/** Of those, the ones with a sign-in button label of their own (signIn.action). */
type ActionNs = {
  [N in SignInNs]: Resources[N] extends { signIn: { action: string } } ? N : never;
}[SignInNs];

/** What a visitor is shown: the title, the description and the sign-in button's label. */
export interface SignInCopy {
  title: string;
  description: string;
  action: string;
}

/**
 * A screen only a signed-in user can use: a back header, then the content, or for a visitor
 * why they need to sign in and a way to the sign-in screen.
 */
export function SignedInPage({
  title,
  fallback,
  signIn,
  children,
}: {
  /** the header's title, as a key with its namespace */
  title: ScreenKey;
  /** where the back arrow goes when there is no history */
  fallback: string;
  /**
   * the visitor's view: a namespace whose signIn.title and signIn.body say why (the button
   * reads its signIn.action, else the common Sign in), or the words themselves
   */
  signIn: SignInNs | SignInCopy;
  children: ReactNode;
}) {
  // every namespace it names is loaded at start, so none of them suspends here
  const { t, i18n } = useTranslation<StartNs[]>();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const hasAction = (ns: SignInNs): ns is ActionNs => i18n.exists(`${ns}:signIn.action`);
  const copy =
    typeof signIn === 'string'
      ? {
          title: t(`${signIn}:signIn.title`),
          description: t(`${signIn}:signIn.body`),
          action: hasAction(signIn) ? t(`${signIn}:signIn.action`) : t('actions.signIn'),
        }
      : signIn;
  return (
    <>
      <BackHeader title={t(title)} fallback={fallback} />
      <div className="sl-page">{loginStatus ? children : <SignInRequired {...copy} />}</div>
    </>
  );
}
