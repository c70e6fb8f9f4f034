import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CreateProfilePrompt } from '../../components/ProfileChip/ProfileChip';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { useAppStore } from '../../state/app';
import { BaziPairTab } from './BaziPairTab';
import { DeepTab } from './DeepTab';
import { PairPicker } from './PairPicker';
import { SynastryTab } from './SynastryTab';
import { TiesTab } from './TiesTab';
import { usePair } from './usePair';
import './relations.css';

/** The four tabs, by the key kept in the global stellarTiesTab. */
export const TIES_TABS = ['1', '2', '3', '4'] as const;

/**
 * /stellarTies: the pair of profiles to read (A and B), then the tabs bound to the global
 * stellarTiesTab: 1 stellar ties (and one's own mansion), 2 synastry, 3 the deep report, 4 八字.
 */
export function StellarTies() {
  const { t } = useTranslation('relations');
  const tab = useAppStore((s) => s.stellarTiesTab);
  const setTab = useAppStore((s) => s.setStellarTiesTab);
  const pair = usePair();
  if (!pair.ready) return <ListSkeleton rows={3} />;
  if (!pair.a) return <CreateProfilePrompt />;
  const active = (TIES_TABS as readonly string[]).includes(tab) ? tab : '1';
  return (
    <div className="sl-rel">
      <PairPicker pair={pair} />
      {pair.complete ? <p className="sl-rel-intro sl-rel-methods">{t('methods')}</p> : null}
      <Tabs activeKey={active} onChange={setTab} className="sl-rel-tabs" stretch>
        <Tabs.Tab key="1" title={t('tabs.1')}>
          <TiesTab pair={pair} />
        </Tabs.Tab>
        <Tabs.Tab key="2" title={t('tabs.2')}>
          <SynastryTab pair={pair} />
        </Tabs.Tab>
        <Tabs.Tab key="3" title={t('tabs.3')}>
          <DeepTab pair={pair} />
        </Tabs.Tab>
        <Tabs.Tab key="4" title={t('tabs.4')}>
          <BaziPairTab pair={pair} />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
