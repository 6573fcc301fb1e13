import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dir = mkdtempSync(path.join(tmpdir(), 'lz-lock-'));
afterEach(() => rmSync(path.join(dir, 'server.lock'), { force: true }));

describe('lockDataDir', () => {
  it('refuses a directory that a live process holds, with a clear message', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left behind by a process that died', () => {
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
