import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/** One file of the zip being written: text appended in pieces, then ended. */
export interface ZipEntry {
  write(text: string): Promise<void>;
  end(text?: string): Promise<void>;
}

/**
 * A zip written to a temporary file as it is built: each piece is compressed and written at
 * once, and the writer waits for the disk whenever its buffer is full, so memory holds a piece
 * and never the archive. `finish()` gives the file's path and size; `dispose()` removes it.
 */
export class ZipFile {
  private failure: Error | null = null;
  private readonly zip: Zip;
  private readonly done: Promise<unknown>;

  private constructor(
    private readonly folder: string,
    readonly path: string,
    private readonly out: WriteStream,
    private readonly mtime: Date,
  ) {
    out.on('error', (err) => (this.failure ??= err));
    this.done = once(out, 'close');
    this.zip = new Zip((err, chunk, final) => {
      if (err) this.failure ??= err;
      else out.write(chunk);
      if (final || err) out.end();
    });
  }

  static async create(mtime: Date): Promise<ZipFile> {
    const folder = await mkdtemp(path.join(tmpdir(), 'starlit-export-'));
    const file = path.join(folder, 'export.zip');
    return new ZipFile(folder, file, createWriteStream(file, { mode: 0o600 }), mtime);
  }

  /** Waits while the file's buffer is over its mark; throws what went wrong so far. */
  private async flowing(): Promise<void> {
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
    if (this.failure) throw this.failure;
  }

  open(name: string, compress = true): ZipEntry {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = this.mtime;
    this.zip.add(file);
    return {
      write: async (text) => {
        file.push(strToU8(text));
        await this.flowing();
      },
      end: async (text = '') => {
        file.push(strToU8(text), true);
        await this.flowing();
      },
    };
  }

  async add(name: string, data: Uint8Array, compress = true): Promise<void> {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = this.mtime;
    this.zip.add(file);
    file.push(data, true);
    await this.flowing();
  }

  private finished: Promise<{ path: string; size: number }> | null = null;

  /** Ends the archive (once, however often it is called) and waits for it to be on disk. */
  finish(): Promise<{ path: string; size: number }> {
    this.finished ??= (async () => {
      this.zip.end();
      await this.done;
      if (this.failure) throw this.failure;
      return { path: this.path, size: (await stat(this.path)).size };
    })();
    return this.finished;
  }

  async dispose(): Promise<void> {
    if (!this.out.closed) this.out.destroy();
    await rm(this.folder, { recursive: true, force: true });
  }
}
