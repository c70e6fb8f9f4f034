import { Picker } from 'antd-mobile';

const pad = (n: number) => String(n).padStart(2, '0');

/** 00 … 23 */
export const HOURS: readonly string[] = Array.from({ length: 24 }, (_, i) => pad(i));
/** 00 … 59: a birth time is taken to the minute (the rising sign moves a degree in four). */
export const MINUTES: readonly string[] = Array.from({ length: 60 }, (_, i) => pad(i));

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "07:15" → ["07", "15"]; anything else → the fallback's parts (noon when that is bad too). */
export function splitTime(value: string | null, fallback = '12:00'): [string, string] {
  const match = TIME.exec(value ?? '') ?? TIME.exec(fallback);
  return match ? [match[1]!, match[2]!] : ['12', '00'];
}

/** A time of day on two wheels, hours and minutes, every minute 00:00–23:59; confirms "HH:mm". */
export function TimePicker({
  title,
  visible,
  value,
  fallback = '12:00',
  onClose,
  onConfirm,
}: {
  title: string;
  visible: boolean;
  /** HH:mm, or null for the fallback */
  value: string | null;
  /** where the wheels start when nothing is chosen */
  fallback?: string;
  onClose(): void;
  onConfirm(time: string): void;
}) {
  return (
    <Picker
      title={title}
      visible={visible}
      onClose={onClose}
      columns={[
        HOURS.map((h) => ({ label: h, value: h })),
        MINUTES.map((m) => ({ label: m, value: m })),
      ]}
      value={splitTime(value, fallback)}
      onConfirm={([h, m]) => {
        if (typeof h === 'string' && typeof m === 'string') onConfirm(`${h}:${m}`);
      }}
    />
  );
}
