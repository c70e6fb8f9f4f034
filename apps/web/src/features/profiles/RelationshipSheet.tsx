import { useTranslation } from 'react-i18next';
import type { Relationship } from '@starlit/contracts';
import { Sheet } from '../../components/Sheet/Sheet';

/** The relationship choices as a grid of chips; a tap chooses and closes. */
export function RelationshipSheet({
  visible,
  choices,
  value,
  onClose,
  onChoose,
}: {
  visible: boolean;
  choices: readonly Relationship[];
  value: Relationship | null;
  onClose(): void;
  onChoose(relationship: Relationship): void;
}) {
  const { t } = useTranslation('archives');
  return (
    <Sheet visible={visible} onClose={onClose} title={t('fields.relationship')}>
      <ul className="sl-arch-chips">
        {choices.map((r) => (
          <li key={r}>
            <button
              type="button"
              className={r === value ? 'sl-arch-chip is-active' : 'sl-arch-chip'}
              aria-pressed={r === value}
              onClick={() => {
                onChoose(r);
                onClose();
              }}
            >
              {t(`relationship.${r}`)}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
