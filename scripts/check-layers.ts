// Part of `npm run lint`: the layering of app/ (decision 020). Arrows go down only:
//   routes/ → features/<domain>/ → components/ → platform/
// - a feature imports no other feature (features compose in routes), except the shared kernel below;
// - components/ imports no feature and no route; platform/ imports nothing above it;
// - no import cycles.
// Exits 1 and lists every offending import. `checkLayers(root)` is exported for its test.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Features every feature may use: small, shared vocabulary (kept short on purpose). */
export const SHARED_KERNEL: readonly string[] = [];
// (Empty: what several features share lives below them — components/cart, platform/domain/stock-levels, …)

type Layer =
  | { kind: "routes" }
  | { kind: "feature"; name: string }
  | { kind: "components" }
  | { kind: "platform" }
  | { kind: "app" };

const RANK = { app: 4, routes: 3, feature: 2, components: 1, platform: 0 } as const;

function layerOf(appDir: string, file: string): Layer {
  const [top, second] = path.relative(appDir, file).split(path.sep);
  if (top === "routes") return { kind: "routes" };
  if (top === "features" && second) return { kind: "feature", name: second };
  if (top === "components") return { kind: "components" };
  if (top === "platform") return { kind: "platform" };
  return { kind: "app" };
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(type\s)?[^;]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "+types" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const target = path.resolve(path.dirname(from), spec);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export interface Violation {
  file: string;
  imports: string;
  rule: string;
}

/** Every import that breaks a rule, and every cycle, under `appDir`. */
export function checkLayers(appDir: string): Violation[] {
  const files = sourceFiles(appDir);
  const edges = new Map<string, string[]>();
  const violations: Violation[] = [];
  const rel = (f: string) => path.relative(path.dirname(appDir), f);
  for (const file of files) {
    const targets: string[] = [];
    const text = readFileSync(file, "utf8");
    const isTest = /\.test\.tsx?$/.test(file);
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, (match[2] ?? match[3])!);
      if (!target) continue;
      if (!target.startsWith(appDir) || !/\.tsx?$/.test(target)) continue;
      // A type-only import vanishes from the JavaScript: it can make no cycle, but it still points up or across.
      if (!match[1]) targets.push(target);
      if (isTest) continue;
      const from = layerOf(appDir, file);
      const to = layerOf(appDir, target);
      const broken = (rule: string) => violations.push({ file: rel(file), imports: rel(target), rule });
      if (
        from.kind === "feature" &&
        to.kind === "feature" &&
        from.name !== to.name &&
        !SHARED_KERNEL.includes(to.name)
      )
        broken(`feature "${from.name}" imports feature "${to.name}" (compose features in routes/)`);
      else if (to.kind !== "app" && RANK[to.kind] > RANK[from.kind])
        broken(
          `${from.kind} imports ${to.kind === "feature" ? `feature "${to.name}"` : to.kind} (arrows go down only)`,
        );
      else if (to.kind === "app" && from.kind !== "app" && from.kind !== "routes")
        broken(`${from.kind} imports ${rel(target)} (only routes/ may use the app's entry modules)`);
    }
    edges.set(file, targets);
  }
  for (const cycle of findCycles(edges)) {
    violations.push({
      file: rel(cycle[0]!),
      imports: rel(cycle[1]!),
      rule: `import cycle: ${cycle.map(rel).join(" → ")}`,
    });
  }
  return violations;
}

/** One cycle per strongly connected group of modules (Tarjan), as a path that closes on itself. */
function findCycles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      const selfLoop = (edges.get(node) ?? []).includes(node);
      if (group.length > 1 || selfLoop) cycles.push(pathThrough(group, edges));
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function pathThrough(group: string[], edges: Map<string, string[]>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const trail = [start];
  const seen = new Set([start]);
  let current = start;
  for (;;) {
    const next = (edges.get(current) ?? []).find((n) => members.has(n) && (n === start || !seen.has(n)));
    if (!next) return trail;
    trail.push(next);
    if (next === start) return trail;
    seen.add(next);
    current = next;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app");
  const violations = checkLayers(appDir);
  for (const v of violations) console.error(`${v.file} → ${v.imports}\n  ${v.rule}`);
  if (violations.length) {
    console.error(
      `\n${violations.length} layering violation(s): see scripts/check-layers.ts and decision 020.`,
    );
    process.exit(1);
  }
  console.log("Layers: no violation.");
}
