import { saveFile } from './saveFile';
/**
 * Sharing a drawn picture: a canvas as a PNG, then the system share sheet (with a title and an
 * optional link) where files can be shared, else a download. Resolves 'cancelled' when the
 * user closed the share sheet.
 */
export async function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no picture');
  return blob;
}

export async function sendPicture(
  blob: Blob,
  name: string,
  title: string,
  url?: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], name, { type: 'image/png' });
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share(url ? { files: [file], title, url } : { files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  saveFile(blob, name);
  return 'downloaded';
}
