import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * The bar of a list in select-to-delete mode: how many are selected, Cancel, and Delete
 * (disabled until something is selected). The labels come from the caller's feature.
 */
export function SelectionActions(props: {
  selectedLabel: string;
  deleteLabel: string;
  count: number;
  actionsClassName: string;
  onCancel(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <span className="sl-weak">{props.selectedLabel}</span>
      <span className={props.actionsClassName}>
        <Button size="small" shape="rounded" onClick={props.onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button
          size="small"
          shape="rounded"
          color="danger"
          disabled={props.count === 0}
          onClick={props.onDelete}
        >
          {props.deleteLabel}
        </Button>
      </span>
    </>
  );
}
