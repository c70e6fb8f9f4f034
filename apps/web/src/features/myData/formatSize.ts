/**
 * A file size for people: kilobytes under one megabyte, else megabytes with one decimal, in the
 * short units both languages' readers know (kB, MB).
 */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(Math.max(1, mb ? bytes / 1024 / 1024 : Math.ceil(bytes / 1024)));
}
