import { Button, type ButtonProps } from 'antd-mobile';
import { useNavigate } from 'react-router';

/** A button that opens one of the app's routes; every other prop is the Button's own. */
export function NavButton({ to, ...props }: Omit<ButtonProps, 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => void navigate(to)} />;
}
