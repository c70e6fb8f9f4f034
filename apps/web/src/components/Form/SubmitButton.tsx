import { Button } from 'antd-mobile';

/** A form's full-width gold submit button (Enter in any field submits too). */
export function SubmitButton({
  busy,
  label,
  className,
}: {
  busy: boolean;
  label: string;
  className?: string;
}) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      shape="rounded"
      size="large"
      loading={busy}
      className={className}
    >
      {label}
    </Button>
  );
}
