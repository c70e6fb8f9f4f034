import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { HeartFill, LoopOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast/toast';
import { useAppStore } from '../../state/app';
import { useProfiles } from '../../api/profileList';
import { useCurrentProfile } from '../../api/currentProfile';
import {
  expectedLevel,
  fromProfile,
  fromBirthday,
  pairProblem,
  profileSign,
  reconcile,
} from './model';
import { PersonCard } from './PersonCard';
import { PersonSheet } from './PersonSheet';
import { useDefaultPair } from './useDefaultPair';
import './pairing.css';

const POSITIONS = ['a', 'b'] as const;

/**
 * /zodiacPairing: the two people side by side (A ♥ B), each changed from a sheet of stored
 * profiles or a typed birthday; swap; what the result is based on; Pair → the result. The pair
 * is the global pairingProfiles: the member's own profiles, or two samples for a visitor.
 */
export function PairingPicker() {
  const { t } = useTranslation(['pairing', 'errors']);
  const navigate = useNavigate();
  const profiles = useAppStore((s) => s.pairingProfiles);
  const setProfiles = useAppStore((s) => s.setPairingProfiles);
  const { ready } = useCurrentProfile();
  const { list } = useProfiles();
  // which person the sheet changes; `opened` remounts it fresh at each opening
  const [slot, setSlot] = useState<0 | 1>(0);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  useDefaultPair();

  // a stored profile edited or deleted since it was chosen
  useEffect(() => {
    if (!ready) return;
    const next = reconcile(profiles, list);
    if (next !== profiles) setProfiles(next);
  }, [ready, list, profiles, setProfiles]);

  const openSheet = (index: 0 | 1) => {
    setSlot(index);
    setOpened((n) => n + 1);
    setOpen(true);
  };
  const replace = (index: 0 | 1, person: (typeof profiles)[number]) => {
    const next = [...profiles];
    next[index] = person;
    setProfiles(next);
    setOpen(false);
  };
  const swap = () => {
    const [a, b] = profiles;
    if (a && b) setProfiles([b, a]);
  };
  const pair = () => {
    const problem = pairProblem(profiles);
    if (problem) {
      toast.show({ icon: 'fail', content: t(problem) });
      return;
    }
    void navigate('/zodiacPairingDetail');
  };

  const level = expectedLevel(profiles, list);
  const current = profiles[slot];
  return (
    <div className="sl-pair">
      <p className="sl-pair-intro">{t('picker.intro')}</p>
      <div className="sl-pair-people">
        {POSITIONS.map((position, index) => {
          const profile = profiles[index];
          if (!profile) return null;
          return (
            <PersonCard
              key={position}
              profile={profile}
              position={t(`people.${position}`)}
              sign={profileSign(profile, list)}
              onOpen={() => openSheet(index as 0 | 1)}
            />
          );
        })}
        <span className="sl-pair-heart" aria-hidden="true">
          <HeartFill />
        </span>
      </div>
      <button type="button" className="sl-pair-swap" onClick={swap}>
        <LoopOutline aria-hidden="true" />
        {t('picker.swap')}
      </button>

      <section className="sl-card sl-pair-basis" aria-labelledby="sl-pair-basis-title">
        <h2 id="sl-pair-basis-title">{t('picker.basisTitle')}</h2>
        <p>{t(`picker.basis.${level}`)}</p>
        {level === 'signs' ? <p className="sl-weak">{t('picker.basisHint')}</p> : null}
      </section>

      <Button block color="primary" shape="rounded" size="large" onClick={pair}>
        {t('picker.pair')}
      </Button>

      {current ? (
        <PersonSheet
          key={opened}
          visible={open}
          position={t(`people.${POSITIONS[slot]}`)}
          current={current}
          other={profiles[slot === 0 ? 1 : 0]}
          list={list}
          onClose={() => setOpen(false)}
          onChooseProfile={(profile) => replace(slot, fromProfile(profile))}
          onUseBirthday={(values) => {
            const person = fromBirthday(values, current);
            if (person) replace(slot, person);
          }}
        />
      ) : null}
    </div>
  );
}
