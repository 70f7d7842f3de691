import { mkdtempSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeIfChanged } from '@/lib/fs/write-if-changed';

describe('writeIfChanged', () => {
  it('writes a new file, leaves an unchanged one untouched, and rewrites a changed one', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'write-if-changed-')), 'nested', 'code-colors.css');
    expect(writeIfChanged(file, '.a{}')).toBe(true);
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(file, past, past);
    expect(writeIfChanged(file, '.a{}')).toBe(false);
    expect(statSync(file).mtime.getTime()).toBe(past.getTime());
    expect(writeIfChanged(file, '.b{}')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('.b{}');
  });
});
