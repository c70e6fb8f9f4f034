import type { BaziChartData } from '@starlit/contracts';
import { BRANCHES, branchElement, STEMS, stemElement } from './names';
import type { BaziWords } from './words';

/** A stem or branch: the character in its element's colour, its polarity and element in words. */
function Glyph({
  char,
  element,
  kind,
  says,
}: {
  char: string;
  element: string;
  kind: string;
  says: string;
}) {
  return (
    <span className={`sl-bz-glyph is-${element}`}>
      <span className="sl-bz-char" aria-hidden="true">
        {char}
      </span>
      <span className="sl-bz-kind" aria-hidden="true">
        {kind}
      </span>
      <span className="sl-visually-hidden">{says}</span>
    </span>
  );
}

/**
 * The four pillars as a table: year, month, day and hour columns, the ten god over each stem,
 * the stem over the branch (each coloured by its element and named in words), the hidden stems
 * under each branch, the 纳音; the day master's column stands out. In English the hidden stems'
 * gods are too many to gloss in the row: the row shows them in Chinese and a legend under the
 * table glosses each once, while the row's screen-reader text says each in full.
 */
export function PillarsChart({ data, words }: { data: BaziChartData; words: BaziWords }) {
  const { t } = words;
  // in English the hidden stems' gods show in Chinese, glossed once each under the table
  const hiddenGods = [...new Set(data.pillars.flatMap((p) => p.hidden.map((h) => h.god)))];
  return (
    <>
      <table className="sl-bz-table">
        <caption className="sl-visually-hidden">
          {t('pillars.caption', { name: data.nickname })}
        </caption>
        <thead>
          <tr>
            <td className="sl-bz-corner">{t('pillars.corner')}</td>
            {data.pillars.map((p) => (
              <th key={p.key} scope="col" className={p.key === 'day' ? 'is-dm' : undefined}>
                {t(`pillars.${p.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="sl-bz-gods">
            <th scope="row">{t('pillars.god')}</th>
            {data.pillars.map((p) => (
              <td key={p.key} className={p.key === 'day' ? 'is-dm' : undefined}>
                {p.stemGod ? words.god(p.stemGod) : <strong>{t('pillars.dayMaster')}</strong>}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('pillars.stem')}</th>
            {data.pillars.map((p) => (
              <td key={p.key} className={p.key === 'day' ? 'is-dm' : undefined}>
                <Glyph
                  char={STEMS[p.stem]!}
                  element={stemElement(p.stem)}
                  kind={words.stemKind(p.stem)}
                  says={words.stemSays(p.stem)}
                />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('pillars.branch')}</th>
            {data.pillars.map((p) => (
              <td key={p.key} className={p.key === 'day' ? 'is-dm' : undefined}>
                <Glyph
                  char={BRANCHES[p.branch]!}
                  element={branchElement(p.branch)}
                  kind={words.branchKind(p.branch)}
                  says={words.branchSays(p.branch)}
                />
              </td>
            ))}
          </tr>
          <tr className="sl-bz-hidden">
            <th scope="row">{t('pillars.hidden')}</th>
            {data.pillars.map((p) => (
              <td key={p.key} className={p.key === 'day' ? 'is-dm' : undefined}>
                <ul>
                  {p.hidden.map((h) => (
                    <li key={h.stem}>
                      <span className={`sl-bz-mini is-${stemElement(h.stem)}`}>
                        {STEMS[h.stem]}
                      </span>
                      <span className="sl-visually-hidden">
                        {words.stemKind(h.stem)} {words.god(h.god)}
                      </span>
                      <span className="sl-bz-mini-god" aria-hidden="true">
                        {h.god}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
          <tr className="sl-bz-nayin">
            <th scope="row">{t('pillars.nayin')}</th>
            {data.pillars.map((p) => (
              <td key={p.key} className={p.key === 'day' ? 'is-dm' : undefined}>
                {words.nayin(p.nayin)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {words.lang === 'en' && (
        // the row's screen-reader text already names each god in full
        <p className="sl-bz-legend" aria-hidden="true">
          <span className="sl-bz-legend-title">{t('pillars.legend')}</span>
          {hiddenGods.map((god) => (
            <span key={god} className="sl-bz-legend-item">
              {words.god(god)}
            </span>
          ))}
        </p>
      )}
    </>
  );
}
