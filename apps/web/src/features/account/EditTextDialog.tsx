import { useState } from 'react';
import { Dialog, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface EditTextDialogProps {
  title: string;
  placeholder: string;
  initial: string;
  maxLength: number;
  onSave: (value: string) => Promise<boolean>;
  onClose: () => void;
}

/** A one-field editor in a dialog (nickname, name). Mount it to open; it closes itself after saving. */
export function EditTextDialog({
  title,
  placeholder,
  initial,
  maxLength,
  onSave,
  onClose,
}: EditTextDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const ok = await onSave(value.trim());
    setSaving(false);
    if (ok) onClose();
  };
  return (
    <Dialog
      visible
      title={title}
      onClose={onClose}
      closeOnMaskClick
      content={
        <div className="sl-dialog-field">
          <Input
            autoFocus
            value={value}
            onChange={setValue}
            placeholder={placeholder}
            clearable
            onEnterPress={() => void save()}
          />
          <span className="sl-weak">
            {value.trim().length}/{maxLength}
          </span>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('actions.cancel'), onClick: onClose },
          {
            key: 'save',
            text: t('actions.save'),
            bold: true,
            disabled: saving,
            onClick: () => void save(),
          },
        ],
      ]}
    />
  );
}
