import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest file first, so the two workers end together. Vitest orders files it has no timings for
 * (every file on a clean clone) by their size; demo-account.e2e.test.ts is 11 lines that import the
 * five demo-trader suites, about a quarter of the e2e time, and so ran last while the other worker
 * sat idle. Here a file weighs its own size plus that of the `.suite.ts` files it imports.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = new Map(files.map((f) => [f.moduleId, weightOf(f.moduleId)]));
    return [...files].sort((a, b) => weight.get(b.moduleId)! - weight.get(a.moduleId)!);
  }
}

function weightOf(file: string): number {
  const text = fs.readFileSync(file, 'utf8');
  const suites = [...text.matchAll(/^import '(\.\/[\w.-]+\.suite)(?:\.ts)?';$/gm)].map((m) => path.resolve(path.dirname(file), `${m[1]}.ts`));
  return text.length + suites.reduce((sum, suite) => sum + fs.statSync(suite).size, 0);
}
