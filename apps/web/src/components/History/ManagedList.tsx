import { useId, type ReactNode } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isOk, type ApiResult } from '../../api/http';
import type { ItemId, PagedList } from '../../api/list';
import { toastError } from '../../i18n/errors';
import { SelectableRow } from '../SelectableRow';
import { SelectionActions } from '../SelectionBar';
import { toast } from '../Toast/toast';
import { ListMore } from './ListMore';
import { ListState } from './ListState';
import { type Selection, useSelection } from './useSelection';
import './history.css';

/** A list's words, from its feature's namespace. */
export interface ManagedListLabels {
  /** `section`: the heading; `page`: unused */
  title?: string;
  /** `page`: the line beside Manage */
  hint?: string;
  manage: string;
  selected(count: number): string;
  delete: string;
  deleteTitle: string;
  deleteBody(count: number): string;
  deleted(count: number): string;
  /** nothing could be loaded */
  failed: string;
  empty: string;
  emptyBody?: string;
  /** the Show-more button (`paging: 'button'`) */
  more?: string;
  /** the next page failed, tap to retry (`paging: 'scroll'`) */
  moreFailed?: string;
  /** all is loaded (`paging: 'scroll'`) */
  end?: string;
}

type DeleteWord = 'selected' | 'delete' | 'deleteTitle' | 'deleteBody' | 'deleted';
type SectionWord = DeleteWord | 'title' | 'manage' | 'loadFailed' | 'empty';
type Translate<P extends string, W extends string = DeleteWord> = (
  key: `${P}.${W}`,
  options?: { count: number },
) => string;

/**
 * The words of the selecting and deleting that every list shares, from a namespace's keys
 * `<prefix>.selected`, `.delete`, `.deleteTitle`, `.deleteBody` and `.deleted` (counted ones).
 */
export const deleteLabels = <P extends string>(t: Translate<P>, prefix: P) => ({
  selected: (count: number) => t(`${prefix}.selected`, { count }),
  delete: t(`${prefix}.delete`),
  deleteTitle: t(`${prefix}.deleteTitle`),
  deleteBody: (count: number) => t(`${prefix}.deleteBody`, { count }),
  deleted: (count: number) => t(`${prefix}.deleted`, { count }),
});

/**
 * A `section` list's words: those of deleteLabels, and its heading, Manage, load failure and
 * empty line from `<prefix>.title`, `.manage`, `.loadFailed` and `.empty`.
 */
export const sectionLabels = <P extends string>(t: Translate<P, SectionWord>, prefix: P) => ({
  title: t(`${prefix}.title`),
  manage: t(`${prefix}.manage`),
  ...deleteLabels(t, prefix),
  failed: t(`${prefix}.loadFailed`),
  empty: t(`${prefix}.empty`),
});

/** How an item's row reads: its content and its accessible names. */
export interface ManagedRow {
  content: ReactNode;
  /** the checkbox's name while selecting */
  selectLabel: string;
  /** the open button's name; by default its content */
  openLabel?: string;
  className?: string;
  arrow?: boolean;
}

export interface ManagedListProps<T, K extends ItemId> {
  list: PagedList<T, K>;
  labels: ManagedListLabels;
  row(item: T): ManagedRow;
  /** tapping a row outside select mode */
  onOpen(item: T): void;
  /** the feature's delete call with the ticked ids */
  onDelete(ids: K[]): Promise<ApiResult<{ deleted: number }>>;
  /**
   * `section`: a titled part of a longer page (Manage beside the heading, compact states);
   * `page`: the list is the page or the sheet (a hint beside Manage, full empty states)
   */
  variant: 'section' | 'page';
  /** `button`: a Show-more button; `scroll`: the next page loads as the end scrolls in */
  paging?: 'button' | 'scroll';
  /** the empty state's action (`page`) */
  emptyAction?: ReactNode;
  className?: string;
  /** wraps the states and the rows (e.g. the sheet's scrolling part) */
  bodyClassName?: string;
  /** select mode kept by the caller (e.g. to end it when its sheet closes) */
  selection?: Selection<K>;
}

/**
 * A list of the user's past things, newest first: tap a row to open it. Manage turns on
 * select mode: rows get a round tick box, Delete stays disabled until one is ticked, then
 * confirms, deletes, takes the rows out and says how many went; a failed delete keeps them.
 * Loading shows a skeleton, a failed load a Retry, an empty list its words.
 */
export function ManagedList<T, K extends ItemId>(props: ManagedListProps<T, K>) {
  const { list, labels, variant, paging = 'button' } = props;
  const { t } = useTranslation('common');
  const own = useSelection<K>();
  const selection = props.selection ?? own;
  const titleId = useId();
  const filled = list.status === 'ready' && list.items.length > 0;

  const remove = () => {
    const ids = [...selection.selected];
    Dialog.confirm({
      title: labels.deleteTitle,
      content: labels.deleteBody(ids.length),
      confirmText: labels.delete,
      cancelText: t('actions.cancel'),
      onConfirm: async () => {
        const result = await props.onDelete(ids);
        if (!isOk(result)) {
          toastError(result);
          return;
        }
        list.remove(ids);
        selection.stop();
        toast.show({ icon: 'success', content: labels.deleted(result.data.deleted) });
      },
    });
  };

  const actions = (
    <SelectionActions
      selectedLabel={labels.selected(selection.selected.length)}
      deleteLabel={labels.delete}
      count={selection.selected.length}
      actionsClassName="sl-select-actions"
      onCancel={selection.stop}
      onDelete={remove}
    />
  );
  const manage = (
    <Button size="small" shape="rounded" onClick={selection.start}>
      {labels.manage}
    </Button>
  );

  const rows = (
    <ul className="sl-select-list">
      {list.items.map((item) => {
        const id = list.idOf(item);
        const view = props.row(item);
        return (
          <SelectableRow
            key={id}
            className={view.className}
            managing={selection.managing}
            selected={selection.isSelected(id)}
            onToggle={() => selection.toggle(id)}
            onOpen={() => props.onOpen(item)}
            selectLabel={view.selectLabel}
            openLabel={view.openLabel}
            arrow={view.arrow}
          >
            {view.content}
          </SelectableRow>
        );
      })}
    </ul>
  );
  const body = filled ? (
    <>
      {rows}
      <ListMore list={list} paging={paging} labels={labels} />
    </>
  ) : (
    <ListState
      status={list.status}
      compact={variant === 'section'}
      labels={labels}
      retry={list.retry}
      emptyAction={props.emptyAction}
    />
  );

  if (variant === 'section')
    return (
      <section className={props.className} aria-labelledby={titleId}>
        <div className="sl-select-bar">
          <h2 id={titleId} className="sl-section-title">
            {labels.title}
          </h2>
          {filled && !selection.managing ? manage : null}
        </div>
        {filled && selection.managing ? (
          <div className="sl-select-bar sl-managed-tools">{actions}</div>
        ) : null}
        {body}
      </section>
    );

  return (
    <div className={props.className ? `sl-managed ${props.className}` : 'sl-managed'}>
      {filled ? (
        <div className="sl-select-bar sl-managed-bar">
          {selection.managing ? (
            actions
          ) : (
            <>
              <span className="sl-weak">{labels.hint}</span>
              {manage}
            </>
          )}
        </div>
      ) : null}
      {props.bodyClassName ? <div className={props.bodyClassName}>{body}</div> : body}
    </div>
  );
}
