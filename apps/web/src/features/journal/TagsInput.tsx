import { useId, useState } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { JOURNAL_LIMITS } from '@starlit/contracts/constants';

/** A tag as it is kept: no leading #, one space between words. */
export const cleanTag = (raw: string) =>
  raw.replace(/^#+/, '').replace(/\s+/g, ' ').trim().slice(0, JOURNAL_LIMITS.tagMax);

/**
 * The tags of a note: chips to remove, a field that adds one on Enter or a comma, and the
 * member's own tags (not chosen yet) as suggestions, filtered by what is typed.
 */
export function TagsInput({
  tags,
  suggestions,
  onChange,
}: {
  tags: readonly string[];
  suggestions: readonly string[];
  onChange(tags: string[]): void;
}) {
  const { t } = useTranslation('journal');
  const [draft, setDraft] = useState('');
  const labelId = useId();
  const full = tags.length >= JOURNAL_LIMITS.tagsMax;
  const has = (tag: string) => tags.some((x) => x.toLowerCase() === tag.toLowerCase());

  const add = (raw: string) => {
    const tag = cleanTag(raw);
    setDraft('');
    if (!tag || full || has(tag)) return;
    onChange([...tags, tag]);
  };
  const typed = (value: string) => {
    if (/[,，]/.test(value)) {
      value.split(/[,，]/).slice(0, -1).forEach(add);
      setDraft(value.split(/[,，]/).pop() ?? '');
    } else setDraft(value);
  };
  const needle = cleanTag(draft).toLowerCase();
  const offered = suggestions
    .filter((s) => !has(s) && (!needle || s.toLowerCase().includes(needle)))
    .slice(0, 8);

  return (
    <div className="sl-journal-tags-input">
      <span id={labelId} className="sl-journal-label">
        {t('editor.tags', { max: JOURNAL_LIMITS.tagsMax })}
      </span>
      {tags.length ? (
        <ul className="sl-journal-chips" aria-labelledby={labelId}>
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className="sl-journal-chip is-on"
                aria-label={t('editor.removeTag', { tag })}
                onClick={() => onChange(tags.filter((x) => x !== tag))}
              >
                {t('tag', { tag })}
                <span aria-hidden="true">{' ×'}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="sl-journal-tag-row">
        <Input
          className="sl-journal-field"
          value={draft}
          disabled={full}
          maxLength={JOURNAL_LIMITS.tagMax + 1}
          enterKeyHint="done"
          placeholder={full ? t('editor.tagsFull') : t('editor.tagPlaceholder')}
          aria-labelledby={labelId}
          onChange={typed}
          onEnterPress={() => add(draft)}
        />
        {cleanTag(draft) ? (
          <button type="button" className="sl-journal-chip is-add" onClick={() => add(draft)}>
            {t('editor.addTag')}
          </button>
        ) : null}
      </div>
      {offered.length && !full ? (
        <div className="sl-journal-suggest">
          <span className="sl-weak">{t('editor.yourTags')}</span>
          <ul className="sl-journal-chips">
            {offered.map((tag) => (
              <li key={tag}>
                <button type="button" className="sl-journal-chip" onClick={() => add(tag)}>
                  {t('tag', { tag })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
