// The server's module boundaries as a lint rule (ARCHITECTURE 2 and 5, STYLE 13): a module under
// apps/server/src/modules/<name>/ never imports another module's tables or SQL (its schema, repository or
// *-sql files, nor a table re-exported by db/schema.ts; it calls that module's functions instead), and its domain code never imports upward into
// app.ts or http/ (only its routes, request helpers and plugin speak HTTP). Shared code in lib/ sits
// below all of them and imports none of modules/, http/, db/ or app.ts.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const serverSrc = path.join(root, 'apps/server/src');
const modulesDir = path.join(serverSrc, 'modules');
const httpDir = path.join(serverSrc, 'http');
const libDir = path.join(serverSrc, 'lib');
/** What lib/ may not import: everything above it. */
const ABOVE_LIB = ['modules', 'http', 'db', 'app', 'plugins', 'scripts'].map((p) => path.join(serverSrc, p));

/** Files that hold a module's tables or talk SQL to them. */
const TABLE_FILES = /^(schema|repository|.+-repository|.+-sql)$/;
/** A module's HTTP layer: routes, request helpers, the plugin that wires it, route guards. */
const HTTP_FILES = /^(routes|.+-routes|http|plugin|guard)$/;
const sharedSchema = path.join(serverSrc, 'db/schema');
/** Tests drive a module through its HTTP layer, so they may import it. */
const TEST_FILE = /\.test\.tsx?$/;
/**
 * The tables db/schema.ts re-exports for drizzle's schema object, by name, with the module that owns
 * each (read from its `export { ... } from '../modules/<owner>/schema'` lines). No module imports them there.
 */
const OWNER_OF = new Map(
  [...fs.readFileSync(sharedSchema + '.ts', 'utf8').matchAll(/export\s*{([^}]*)}\s*from\s*'\.\.\/modules\/([^/]+)\/schema'/g)].flatMap(
    ([, names, owner]) => names.split(',').map((n) => [n.trim().split(/\s+as\s+/).pop(), owner]).filter(([n]) => n),
  ),
);
if (OWNER_OF.size === 0) throw new Error('module-boundaries: no table re-exports found in apps/server/src/db/schema.ts');
/** Modules that compose the others the way app.ts does: the first-start seed fills every module's reference data. */
const COMPOSERS = new Set(['seed']);

const stripExt = (file) => file.replace(/\.(ts|tsx|js|mjs|cjs)$/, '');
function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel.split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports no other module\'s tables, and its domain code nothing from app.ts or http/' },
    schema: [],
    messages: {
      tables: "modules/{{from}} imports {{to}}'s {{file}}: a module reads and writes only its own tables; call {{to}}'s service.",
      sharedSchema:
        "modules/{{from}} imports {{names}} from db/schema, which re-exports the tables only for drizzle: a module reads and writes only its own tables (from its schema.ts); call {{owners}}'s functions.",
      ownSchema: 'modules/{{from}} imports its own {{names}} from db/schema: import them from ./schema.ts.',
      app: 'modules/{{from}} imports app.ts: modules are wired by app.ts, never the other way round.',
      http: 'domain code of modules/{{from}} imports http/{{file}}: only routes, http.ts, plugin.ts and guards speak HTTP (domain errors are in lib/app-error.ts).',
      plugin:
        'domain code of modules/{{from}} imports modules/{{to}}/{{file}}, which speaks HTTP (a route, plugin, guard or request helper): domain code calls services and plain functions, the HTTP layer sits on top of it.',
      lib: 'lib/ imports {{file}}: shared code sits below the modules, http/, db/ and app.ts and imports none of them.',
    },
  },
  create(context) {
    const file = context.filename;
    if (file.startsWith(libDir + path.sep)) return importsOf(context, (node, target) => {
      if (ABOVE_LIB.some((dir) => target === dir || target.startsWith(dir + path.sep)))
        context.report({ node, messageId: 'lib', data: { file: path.relative(serverSrc, target) } });
    });
    const from = moduleOf(file);
    if (!from) return {};
    const ownFile = path.basename(stripExt(file));

    return importsOf(context, (node, target, names) => {
      const to = moduleOf(target);
      const base = path.basename(target);
      if (to && to !== from && TABLE_FILES.test(base)) {
        context.report({ node, messageId: 'tables', data: { from, to, file: base } });
      }
      if (target === path.join(serverSrc, 'app') && !COMPOSERS.has(from)) {
        context.report({ node, messageId: 'app', data: { from } });
      }
      if (target.startsWith(httpDir + path.sep) && !HTTP_FILES.test(ownFile)) {
        context.report({ node, messageId: 'http', data: { from, file: path.relative(httpDir, target) } });
      }
      // A type (a module's interface declared beside its plugin) is no dependency at run time.
      if (to && HTTP_FILES.test(base) && !HTTP_FILES.test(ownFile) && !TEST_FILE.test(file) && node.importKind !== 'type') {
        context.report({ node, messageId: 'plugin', data: { from, to, file: base } });
      }
      if (target === sharedSchema) reportSharedSchema(context, node, from, names);
    });
  },
};

/** An import from db/schema: another module's tables (or all of them, `*`), or the module's own by the wrong path. */
function reportSharedSchema(context, node, from, names) {
  const tables = names.filter((n) => n === '*' || OWNER_OF.has(n));
  const others = tables.filter((n) => OWNER_OF.get(n) !== from);
  if (others.length > 0) {
    const owners = [...new Set(others.map((n) => OWNER_OF.get(n) ?? 'the owning module'))].join("'s or ");
    context.report({ node, messageId: 'sharedSchema', data: { from, names: others.join(', '), owners } });
  } else if (tables.length > 0) context.report({ node, messageId: 'ownSchema', data: { from, names: tables.join(', ') } });
}

const namesOf = (specifiers) =>
  specifiers.map((s) => (s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : s.type === 'ExportSpecifier' ? s.local.name : '*'));

/** Visitors calling `check(node, resolved target without extension, imported names)` for each relative import. */
function importsOf(context, check) {
  const dir = path.dirname(context.filename);
  const visit = (node, source, names) => {
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    check(node, stripExt(path.resolve(dir, source)), names);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source.value, namesOf(node.specifiers)),
    ExportNamedDeclaration: (node) => node.source && visit(node, node.source.value, namesOf(node.specifiers)),
    ExportAllDeclaration: (node) => visit(node, node.source.value, ['*']),
    ImportExpression: (node) => node.source.type === 'Literal' && visit(node, node.source.value, ['*']),
  };
}

export default { rules: { 'module-boundaries': moduleBoundaries } };
