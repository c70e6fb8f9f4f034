import { useState } from 'react';
import { List, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  AYANAMSAS,
  HOUSE_SYSTEMS,
  NODE_KINDS,
  ZODIACS,
  type Ayanamsa,
  type HouseSystem,
  type NodeKind,
  type Zodiac,
} from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { useApiQuery } from '../../api/query';
import { systemApi } from '../../api/system';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { useSessionStore } from '../../state/session';
import './settings.css';

/** The member's chart options as the settings answer names them. */
export interface ChartChoice {
  houseSystem: HouseSystem;
  zodiac: Zodiac;
  ayanamsa: Ayanamsa;
  nodeKind: NodeKind;
}

const DEFAULTS: ChartChoice = {
  houseSystem: 'placidus',
  zodiac: 'tropical',
  ayanamsa: 'lahiri',
  nodeKind: 'mean',
};

/** One option: its label, the choices as chips, and a line in plain words about the chosen one. */
function Choice<V extends string>({
  id,
  label,
  values,
  value,
  name,
  hint,
  columns,
  onChange,
}: {
  id: string;
  label: string;
  values: readonly V[];
  value: V;
  name: (v: V) => string;
  hint: (v: V) => string;
  columns: number;
  onChange: (v: V) => void;
}) {
  return (
    <List.Item
      className="sl-chart-choice"
      description={
        <span className="sl-chart-hint" data-testid={`${id}-hint`}>
          {hint(value)}
        </span>
      }
    >
      <div className="sl-chart-choice-label" id={`${id}-label`}>
        {label}
      </div>
      <Selector<V>
        aria-labelledby={`${id}-label`}
        className="sl-chart-selector"
        columns={columns}
        showCheckMark={false}
        value={[value]}
        onChange={([next]) => {
          if (next && next !== value) onChange(next);
        }}
        options={values.map((v) => ({ label: name(v), value: v }))}
      />
    </List.Item>
  );
}

/**
 * Settings section "Chart": the house system, the zodiac (and its ayanamsa when sidereal) and
 * the lunar node every chart of the member is drawn with; each change is saved at once and
 * the charts on screen are asked again (api/invalidate.ts).
 */
export function ChartOptionsSection() {
  const { t } = useTranslation('settings');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const config = useApiQuery(endpoints.settings.userConfig, null, systemApi.userConfig, {
    enabled: loginStatus,
  });
  const save = useEndpointMutation(endpoints.settings.updateUserConfig, systemApi.updateUserConfig);
  const [override, setOverride] = useState<Partial<ChartChoice>>({});
  if (!loginStatus) return null;
  const current: ChartChoice = { ...DEFAULTS, ...pick(config.data), ...override };

  const change = async (patch: Partial<ChartChoice>) => {
    setOverride((o) => ({ ...o, ...patch }));
    const result = await save.run(patch);
    if (isOk(result)) {
      toast.show({ content: t('chart.saved') });
      return;
    }
    setOverride((o) => {
      const rest = { ...o };
      for (const key of Object.keys(patch) as (keyof ChartChoice)[]) delete rest[key];
      return rest;
    });
    toastError(result);
  };

  return (
    <List className="sl-card sl-menu sl-chart-options" header={t('chart.title')}>
      <List.Item className="sl-chart-intro">{t('chart.intro')}</List.Item>
      <Choice
        id="chart-house"
        label={t('chart.houseSystem')}
        values={HOUSE_SYSTEMS}
        value={current.houseSystem}
        name={(v) => t(`chart.houseSystems.${v}`)}
        hint={(v) => t(`chart.houseHints.${v}`)}
        columns={2}
        onChange={(houseSystem) => void change({ houseSystem })}
      />
      <Choice
        id="chart-zodiac"
        label={t('chart.zodiac')}
        values={ZODIACS}
        value={current.zodiac}
        name={(v) => t(`chart.zodiacs.${v}`)}
        hint={(v) => t(`chart.zodiacHints.${v}`)}
        columns={2}
        onChange={(zodiac) => void change({ zodiac })}
      />
      {current.zodiac === 'sidereal' ? (
        <Choice
          id="chart-ayanamsa"
          label={t('chart.ayanamsa')}
          values={AYANAMSAS}
          value={current.ayanamsa}
          name={(v) => t(`chart.ayanamsas.${v}`)}
          hint={(v) => t(`chart.ayanamsaHints.${v}`)}
          columns={2}
          onChange={(ayanamsa) => void change({ ayanamsa })}
        />
      ) : null}
      <Choice
        id="chart-node"
        label={t('chart.nodeKind')}
        values={NODE_KINDS}
        value={current.nodeKind}
        name={(v) => t(`chart.nodeKinds.${v}`)}
        hint={(v) => t(`chart.nodeHints.${v}`)}
        columns={2}
        onChange={(nodeKind) => void change({ nodeKind })}
      />
    </List>
  );
}

/** The chart options of a settings answer (older answers without them: nothing). */
function pick(data: Partial<ChartChoice> | undefined): Partial<ChartChoice> {
  if (!data) return {};
  const out: Partial<ChartChoice> = {};
  if (data.houseSystem) out.houseSystem = data.houseSystem;
  if (data.zodiac) out.zodiac = data.zodiac;
  if (data.ayanamsa) out.ayanamsa = data.ayanamsa;
  if (data.nodeKind) out.nodeKind = data.nodeKind;
  return out;
}
