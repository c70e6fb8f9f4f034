import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiceRoll } from '@starlit/contracts';
import './die.css';

export type DieKind = 'planet' | 'sign' | 'house';
export const DIE_KINDS: readonly DieKind[] = ['planet', 'sign', 'house'];
export type DiceFace = DiceRoll['planet'];

/** Astrological symbols as text, not colour emoji (variation selector 15); digits as they are. */
export function glyph(symbol: string): string {
  return /^[\d\s]*$/.test(symbol) || symbol.endsWith('\uFE0E') ? symbol : `${symbol}\uFE0E`;
}

/** What the five faces turned away from the viewer show. */
const OTHER_FACES: Record<DieKind, readonly string[]> = {
  planet: ['☉', '☽', '☿', '♀', '♂', '♃', '♄'],
  sign: ['♈', '♉', '♊', '♋', '♌', '♍', '♎'],
  house: ['1', '4', '7', '10', '2', '11', '5'],
};
const SIDES = ['back', 'right', 'left', 'top', 'bottom'] as const;
const IDLE_FACE = '✦';

export type TrayPhase = 'idle' | 'rolling' | 'landed';

function Die({
  kind,
  face,
  index,
  selected,
  onSelect,
}: {
  kind: DieKind;
  face: DiceFace | null;
  index: number;
  selected: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation('dice');
  const others = OTHER_FACES[kind].filter((symbol) => symbol !== face?.symbol);
  const label = t(`dice.${kind}`);
  return (
    <li className="sl-die-slot">
      <button
        type="button"
        className="sl-die"
        disabled={!face}
        aria-pressed={face ? selected : undefined}
        aria-label={face ? t('dieLabel', { kind: label, name: face.name }) : label}
        onClick={onSelect}
        style={{ '--sl-die-delay': `${index * 0.14}s` } as CSSProperties}
      >
        <span className="sl-die-shadow" aria-hidden="true" />
        <span className="sl-die-body" aria-hidden="true">
          <span className="sl-die-cube">
            <span className="sl-die-face sl-die-front">
              <span className="sl-die-symbol">{glyph(face?.symbol ?? IDLE_FACE)}</span>
              {face ? <span className="sl-die-name">{face.name}</span> : null}
            </span>
            {SIDES.map((side, i) => (
              <span key={side} className={`sl-die-face sl-die-${side}`}>
                <span className="sl-die-symbol">{glyph(others[i] ?? IDLE_FACE)}</span>
              </span>
            ))}
          </span>
        </span>
      </button>
      <span className="sl-die-kind">{label}</span>
    </li>
  );
}

/**
 * The three dice (planet, sign, house): at rest, tumbling while the server rolls, then landing
 * on the server's faces. A landed die is a button that shows its face's meaning.
 */
export function DiceTray({
  roll,
  rolling,
  selected,
  onSelect,
}: {
  roll: DiceRoll | null;
  rolling: boolean;
  selected: DieKind | null;
  onSelect(kind: DieKind): void;
}) {
  const { t } = useTranslation('dice');
  const phase: TrayPhase = rolling ? 'rolling' : roll ? 'landed' : 'idle';
  // a new roll mounts new dice, so the landing plays from its start
  const key = rolling ? 'rolling' : (roll?.id ?? 'idle');
  let status = '';
  if (rolling) status = t('rolling');
  else if (roll) {
    status = t('traySummary', {
      planet: roll.planet.name,
      sign: roll.sign.name,
      house: roll.house.name,
    });
  }
  return (
    <div className={`sl-dice-tray is-${phase}`}>
      <ul className="sl-dice-row" key={key}>
        {DIE_KINDS.map((kind, index) => (
          <Die
            key={kind}
            kind={kind}
            face={!rolling && roll ? roll[kind] : null}
            index={index}
            selected={selected === kind}
            onSelect={() => onSelect(kind)}
          />
        ))}
      </ul>
      <p className="sl-visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

/** A landed face: its die, symbol, name, keywords and meaning. */
export function FaceDetail({ kind, face }: { kind: DieKind; face: DiceFace }) {
  const { t } = useTranslation('dice');
  return (
    <section className="sl-card sl-dice-detail" aria-labelledby="sl-dice-detail-name">
      <div className="sl-dice-detail-head">
        <span className="sl-dice-detail-symbol" aria-hidden="true">
          {glyph(face.symbol)}
        </span>
        <div>
          <span className="sl-dice-detail-kind">{t(`dice.${kind}`)}</span>
          <h3 id="sl-dice-detail-name">{face.name}</h3>
        </div>
      </div>
      <h4 className="sl-visually-hidden">{t('keywords')}</h4>
      <ul className="sl-dice-keywords">
        {face.keywords.map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ul>
      <p className="sl-dice-meaning">{face.meaning}</p>
    </section>
  );
}
