import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : testFiles(file);
    return name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The server project runs its files without isolation (vitest.config.ts `isolate: false`): a worker
 * imports the server once for many files. A module mock, a stubbed global or fake timers would then
 * leak into the files after it, so none may be used; tests move the server's clock instead.
 */
describe('server test files', () => {
  it('mock no module, stub no global and fake no timers', () => {
    const leaky = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;
    const offenders = [...testFiles(path.join(root, 'src')), ...testFiles(path.join(root, 'test'))]
      .filter((file) => file !== import.meta.filename && leaky.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
