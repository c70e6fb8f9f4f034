import { useState } from 'react';
import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@starlit/contracts';
import { SIGN_GLYPHS } from '../../components/ChartWheel/symbols';
import { Glyph } from '../../components/Glyphs';
import type { Pair } from './usePair';
import { Sheet } from '../../components/Sheet/Sheet';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { signKey } from '../../i18n/keys';
import { NavButton } from '../../components/NavButton';

type Side = 'a' | 'b';

/** The Sun sign's symbol in a round badge. */
function SignMark({ sign }: { sign: number }) {
  return (
    <span className="sl-rel-sign" aria-hidden="true">
      {SIGN_GLYPHS[sign]}
    </span>
  );
}

/**
 * What tells two profiles apart in a line: the Sun sign and the birth date (a pair is any two
 * people, so nothing about sex or gender).
 */
function useProfileLine() {
  const { t } = useTranslation(['relations', 'common']);
  const lang = useAppStore((s) => s.lang);
  return (profile: Profile) =>
    t('pair.line', {
      sign: t(signKey(profile.constellation)),
      born: formatDate(profile.birthDate, lang),
    });
}

/** One side of the pair, a button that opens the sheet to change it. */
function Slot({ side, profile, onOpen }: { side: Side; profile: Profile; onOpen(): void }) {
  const { t } = useTranslation('relations');
  const line = useProfileLine();
  return (
    <button
      type="button"
      className={`sl-rel-slot is-${side}`}
      aria-haspopup="dialog"
      aria-label={t('pair.change', { side: t(`pair.${side}`), name: profile.nickname })}
      onClick={onOpen}
    >
      <span className="sl-rel-slot-side">{t(`pair.${side}`)}</span>
      <SignMark sign={profile.constellation} />
      <span className="sl-rel-slot-name">{profile.nickname}</span>
      <span className="sl-rel-slot-line">{line(profile)}</span>
    </button>
  );
}

/** The sheet of the user's profiles for one side; the other side's profile is marked. */
function PairSheet({
  side,
  visible,
  pair,
  onClose,
}: {
  side: Side;
  visible: boolean;
  pair: Pair;
  onClose(): void;
}) {
  const { t } = useTranslation(['relations', 'archives']);
  const navigate = useNavigate();
  const line = useProfileLine();
  const chosen = side === 'a' ? pair.a : pair.b;
  const other = side === 'a' ? pair.b : pair.a;
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title={t(`pair.sheetTitle.${side}`)}
      className="sl-rel-sheet"
    >
      <ul className="sl-rel-sheet-list">
        {pair.list.map((profile) => {
          const selected = profile.id === chosen?.id;
          return (
            <li key={profile.id}>
              <button
                type="button"
                className={selected ? 'sl-rel-option is-selected' : 'sl-rel-option'}
                aria-pressed={selected}
                onClick={() => {
                  if (!selected) pair.choose(side, profile.id);
                  onClose();
                }}
              >
                <SignMark sign={profile.constellation} />
                <span className="sl-rel-option-main">
                  <span className="sl-rel-option-name">
                    {profile.nickname}
                    <span className="sl-rel-tag">
                      {t(`archives:relationship.${profile.relationship}`)}
                    </span>
                    {profile.id === other?.id ? (
                      <span className="sl-rel-tag is-other">
                        {t(`pair.${side === 'a' ? 'b' : 'a'}`)}
                      </span>
                    ) : null}
                  </span>
                  <span className="sl-rel-option-line">{line(profile)}</span>
                </span>
                {selected ? <CheckOutline className="sl-rel-check" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        block
        shape="rounded"
        color="primary"
        fill="outline"
        onClick={() => {
          onClose();
          void navigate('/editPage');
        }}
      >
        {t('pair.add')}
      </Button>
    </Sheet>
  );
}

/**
 * The two people read together, A and B, each chosen from the user's profiles through a
 * sheet. With fewer than two profiles: an invitation to add one.
 */
export function PairPicker({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  const [open, setOpen] = useState(false);
  // the side stays while the sheet slides away
  const [side, setSide] = useState<Side>('a');
  const show = (which: Side) => {
    setSide(which);
    setOpen(true);
  };
  if (!pair.a) return null;
  if (!pair.b)
    return (
      <section className="sl-card sl-rel-invite">
        <span className="sl-rel-invite-icon" aria-hidden="true">
          <Glyph name="pair" size="0.747rem" />
        </span>
        <div>
          <h2>{t('pair.needTwoTitle')}</h2>
          <p>{t('pair.needTwoBody', { name: pair.a.nickname })}</p>
        </div>
        <NavButton color="primary" shape="rounded" to="/editPage">
          {t('pair.add')}
        </NavButton>
      </section>
    );
  return (
    <section className="sl-card sl-rel-pair" aria-label={t('pair.title')}>
      <Slot side="a" profile={pair.a} onOpen={() => show('a')} />
      <span className="sl-rel-pair-link" aria-hidden="true">
        <Glyph name="heart" size="0.48rem" />
      </span>
      <Slot side="b" profile={pair.b} onOpen={() => show('b')} />
      <PairSheet side={side} visible={open} pair={pair} onClose={() => setOpen(false)} />
    </section>
  );
}
