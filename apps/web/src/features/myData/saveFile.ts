/** Saves a blob as a download with the given file name (an object URL and a link's click). */
export function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * A file size for people: kilobytes under one megabyte, else megabytes with one decimal; units
 * written out in Chinese (千字节, 兆字节), abbreviated elsewhere (kB, MB).
 */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: locale.startsWith('zh') ? 'long' : 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(Math.max(1, mb ? bytes / 1024 / 1024 : Math.ceil(bytes / 1024)));
}
