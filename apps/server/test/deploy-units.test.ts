import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const deploy = (file: string) => new URL(`../../../deploy/${file}`, import.meta.url);
const UNITS = ['starlit.service', 'starlit@.service'];

/** A unit's [Service] settings: each key with every value it is given, in order. */
function serviceSettings(file: string): Map<string, string[]> {
  const text = readFileSync(deploy(file), 'utf8');
  const section = text.split(/^\[Service\]$/m)[1]!.split(/^\[/m)[0]!;
  const settings = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (m) settings.set(m[1]!, [...(settings.get(m[1]!) ?? []), m[2]!]);
  }
  return settings;
}

/** The environment file's active (uncommented) value of a variable. */
function envExample(key: string): string | undefined {
  const text = readFileSync(deploy('.env.example'), 'utf8');
  return new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1];
}

const HARDENING: Record<string, string> = {
  ProtectSystem: 'strict',
  ProtectHome: 'true',
  PrivateTmp: 'true',
  PrivateDevices: 'true',
  DevicePolicy: 'closed',
  NoNewPrivileges: 'true',
  CapabilityBoundingSet: '',
  AmbientCapabilities: '',
  ProtectKernelTunables: 'true',
  ProtectKernelModules: 'true',
  ProtectKernelLogs: 'true',
  ProtectControlGroups: 'true',
  ProtectClock: 'true',
  ProtectHostname: 'true',
  RestrictNamespaces: 'true',
  RestrictRealtime: 'true',
  RestrictSUIDSGID: 'true',
  LockPersonality: 'true',
  RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX',
  SystemCallArchitectures: 'native',
  UMask: '0077',
};

describe.each(UNITS)('deploy/%s', (unit) => {
  const settings = serviceSettings(unit);

  it('runs sandboxed: every hardening setting at its value', () => {
    const found = Object.fromEntries(
      Object.keys(HARDENING).map((key) => [key, settings.get(key)?.at(-1)]),
    );
    expect(found).toEqual(HARDENING);
    expect(settings.get('SystemCallFilter')?.[0]).toBe('@system-service');
    // V8's JIT and WebAssembly need writable executable memory: the server would not start
    expect(settings.get('MemoryDenyWriteExecute')).toBeUndefined();
  });

  it('lets the server write the DATA_DIR that deploy/.env.example sets, and nothing else', () => {
    const dataDir = envExample('DATA_DIR');
    expect(dataDir).toBeDefined();
    expect(path.isAbsolute(dataDir!), `DATA_DIR=${dataDir} depends on the working directory`).toBe(
      true,
    );
    const writable = [
      ...(settings.get('StateDirectory') ?? []).flatMap((v) =>
        v.split(/\s+/).map((d) => `/var/lib/${d}`),
      ),
      ...(settings.get('ReadWritePaths') ?? []).flatMap((v) => v.split(/\s+/)),
    ];
    const inside = writable.some((w) => {
      const rel = path.relative(w, dataDir!);
      return !rel.startsWith('..') && !path.isAbsolute(rel);
    });
    expect(inside, `${dataDir} is read-only under ProtectSystem=strict (${writable})`).toBe(true);
    expect(settings.get('StateDirectory')).toEqual(['starlit']);
    expect(settings.get('ReadWritePaths')).toEqual(['/var/lib/starlit']);
  });
});

const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe.skipIf(!analyze)('systemd-analyze security (where systemd is installed)', () => {
  it('rates both units at most 3 (OK)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'starlit-units-'));
    try {
      for (const unit of UNITS) copyFileSync(deploy(unit), path.join(dir, unit));
      for (const unit of ['starlit.service', 'starlit@8081.service']) {
        const out = execFileSync(
          'systemd-analyze',
          ['security', '--offline=yes', '--no-pager', unit],
          { cwd: dir, encoding: 'utf8' },
        );
        const score = Number(/exposure level for \S+: ([\d.]+)/.exec(out)?.[1]);
        expect(score, unit).toBeLessThanOrEqual(3);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
