import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MbtiTypeCode, MbtiTypeInfo } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { mbtiApi } from '../../api/mbti';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import { EmptyState } from '../../components/EmptyState';
import { ReadingText } from '../../components/ReadingText/ReadingText';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { ResultHead } from './ResultParts';
import './types.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { NavButton } from '../../components/NavButton';

/** A titled card of the type page. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sl-mbti-type-${id}`}>
      <h2 id={`sl-mbti-type-${id}`} className="sl-section-title">
        {title}
      </h2>
      <div className="sl-card sl-mbti-part" data-part={id}>
        {children}
      </div>
    </section>
  );
}

/** "Head: sentence" items: the head in bold, then the sentence. */
function Labelled({ items }: { items: MbtiTypeInfo['strengths'] }) {
  return (
    <ul className="sl-mbti-labelled">
      {items.map((item) => (
        <li key={item.head}>
          <strong>{item.head}</strong>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

function Body({ info }: { info: MbtiTypeInfo }) {
  const { t } = useTranslation('mbti');
  return (
    <>
      <Part id="summary" title={t('type.summary')}>
        <ReadingText text={info.summary} streaming={false} className="sl-report-text" />
      </Part>
      <Part id="strengths" title={t('type.strengths')}>
        <Labelled items={info.strengths} />
      </Part>
      <Part id="blindSpots" title={t('type.blindSpots')}>
        <Labelled items={info.blindSpots} />
      </Part>
      <Part id="relationships" title={t('type.relationships')}>
        <ReadingText text={info.relationships} streaming={false} className="sl-report-text" />
      </Part>
      <Part id="work" title={t('type.work')}>
        <ReadingText text={info.work} streaming={false} className="sl-report-text" />
        <h3 className="sl-mbti-careers-title">{t('type.careers')}</h3>
        <ul className="sl-mbti-chips">
          {info.careers.map((career) => (
            <li key={career}>{career}</li>
          ))}
        </ul>
      </Part>
      <Part id="growth" title={t('type.growth')}>
        <ul className="sl-mbti-growth">
          {info.growth.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Part>
      <Part id="letters" title={t('type.letters')}>
        <ul className="sl-mbti-letters">
          {info.letters.map((letter) => (
            <li key={letter.letter}>
              <span className="sl-mbti-letter" aria-hidden="true">
                {letter.letter}
              </span>
              <span className="sl-mbti-letter-text">
                <strong>{letter.name}</strong>
                <span className="sl-mbti-letter-short">{letter.short}</span>
                <span>{letter.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </Part>
      <Part id="group" title={t('type.group')}>
        <h3 className="sl-mbti-group-name">{info.group.name}</h3>
        <p className="sl-mbti-group-text">{info.group.description}</p>
      </Part>
    </>
  );
}

/** /personalityTypeDetail?type=INTJ: one type's page, for everyone. */
export function TypeDetail({ type }: { type: MbtiTypeCode | null }) {
  const { t } = useTranslation('mbti');
  const { data, result, loading, reload } = useApiQuery(
    endpoints.mbti.type,
    { type },
    () => mbtiApi.type(type ?? 'INTJ'),
    { enabled: type !== null, staleTime: STATIC_STALE_MS },
  );
  const toList = (
    <NavButton shape="rounded" to="/personalityTypeList">
      {t('type.toList')}
    </NavButton>
  );
  if (!type)
    return (
      <EmptyState title={t('type.noTypeTitle')} description={t('type.noTypeBody')}>
        {toList}
      </EmptyState>
    );
  const info = data?.type === type ? data : null;
  if (!info && !loading && result)
    return <LoadFailed title={t('type.loadFailed')} result={result} onRetry={reload} />;
  if (!info) return <TextSkeleton lines={8} />;

  return (
    <div className="sl-mbti-report sl-mbti-type">
      <ResultHead
        type={info.type}
        nickname={info.nickname}
        tagline={info.tagline}
        group={info.group}
      />
      <Body info={info} />
      <div className="sl-mbti-shared-actions">
        <NavButton block shape="rounded" color="primary" to="/mbtiHome">
          {t('type.cta')}
        </NavButton>
        <NavButton block shape="rounded" to="/personalityTypeList">
          {t('type.toList')}
        </NavButton>
      </div>
    </div>
  );
}
