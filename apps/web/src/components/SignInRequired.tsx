import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from './EmptyState';

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
  const navigate = useNavigate();
  return (
    <EmptyState title={title} description={description}>
      <Button color="primary" shape="rounded" onClick={() => void navigate('/login')}>
        {action}
      </Button>
    </EmptyState>
  );
}
