import type { ReactNode } from 'react';
import { BackHeader } from './Header/BackHeader';
import { SignInRequired } from './SignInRequired';
import { useSessionStore } from '../state/session';

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
  title: string;
  /** where the back arrow goes when there is no history */
  fallback: string;
  /** the visitor's view: title, description and the sign-in button's label */
  signIn: { title: string; description: string; action: string };
  children: ReactNode;
}) {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={title} fallback={fallback} />
      <div className="sl-page">{loginStatus ? children : <SignInRequired {...signIn} />}</div>
    </>
  );
}
