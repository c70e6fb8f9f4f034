import { EmptyState } from './EmptyState';
import { NavButton } from './NavButton';

/** What a signed-in-only screen shows a visitor: why, and a way to the sign-in screen. */
export function SignInRequired({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: string;
}) {
  return (
    <EmptyState title={title} description={description}>
      <NavButton color="primary" shape="rounded" to="/login">
        {action}
      </NavButton>
    </EmptyState>
  );
}
