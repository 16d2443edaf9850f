import fs from 'node:fs';
import path from 'node:path';

/**
 * The web tests split in two by whether they mock modules. Files that call vi.mock/vi.doMock run
 * isolated (a module registry of their own per file, as Vitest's default); the others share one
 * jsdom window and one module registry per worker (`isolate: false`), which saves setting up jsdom
 * and importing React, antd and the app again for every file: the web project took 515 s alone
 * with every file isolated and 110 s with none, on this machine under the same load (docs/testing.md).
 * A file that starts mocking moves to the isolated project by itself.
 */
const src = path.join(import.meta.dirname, 'src');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const mocksModules = (file: string) => /\bvi\.(?:do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8'));
const relative = (file: string) => path.relative(path.dirname(src), file).split(path.sep).join('/');

const all = testFiles(src);
export const isolatedFiles = all.filter(mocksModules).map(relative);
export const sharedFiles = all.filter((f) => !mocksModules(f)).map(relative);
