import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The web app's sources (tests excluded): what the rules below are about. */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = listSources(SRC);

describe('web app boundaries', () => {
  it('features import each other in one direction only (no loop such as account <-> auth)', () => {
    const graph = new Map<string, Set<string>>();
    for (const file of sources) {
      const from = featureOf(file);
      if (from === undefined) continue;
      for (const target of relativeImports(file)) {
        const to = featureOf(target);
        if (to !== undefined && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
    }
    expect(findCycle(graph)).toBeUndefined();
  });

  it('pair_list, currency_list and plat_config are fetched by lib/reference-data.ts only', () => {
    const fetching = sources
      .filter((file) => /['"`]\/api\/(pair_list|currency_list|plat_config)['"`]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(fetching).toEqual([path.join('lib', 'reference-data.ts')]);
  });

  it('no cache is refreshed, set or dropped by a literal key: keys come from factories', () => {
    const literal = /(invalidateQueries|removeQueries|refetchQueries|resetQueries|cancelQueries|setQueriesData)\(\s*\{\s*queryKey:\s*\[|setQueryData\(\s*\[/;
    const offenders = sources.filter((file) => literal.test(readFileSync(file, 'utf8'))).map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return listSources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The feature folder a file is in (features/<name>/...), if any. */
function featureOf(file: string): string | undefined {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : undefined;
}

/** The files (without extension) a source imports by relative path. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

/** A loop in the graph as a list of nodes, or undefined when there is none. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | undefined => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}
