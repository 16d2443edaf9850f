/** Routes the app registers, read from app.printRoutes (shared by the authorization and NUL sweeps). */
export interface Route {
  method: string;
  url: string;
}

/** The routes of printRoutes' tree (`├── /api/register (POST)` / `│   └── /check-code (POST)`), full paths. */
export function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const out: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, url });
    }
  }
  return out;
}
