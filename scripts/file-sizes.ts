// Prints the size figures issue 28 cites: how many non-test source files there are, the median, 90th percentile and
// largest line counts, and every function longer than 120 lines. Run: node --import tsx scripts/file-sizes.ts
// Not part of the test suite: it reports a trend, it does not enforce a limit.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const FUNCTION_LIMIT = 120;

/**
 * Source files as the issue counts them (`find src -name '*.ts' -o -name '*.tsx' | grep -v '\.test\.' | grep -v
 * migrations`): any path naming migrations is left out, src/test/migrations.ts too. (The issue's `| xargs wc -l |
 * grep -v total` also drops a file whose name holds "total", so it counts one file fewer than this script.)
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (path.includes('migrations')) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Lines as `wc -l` counts them (newline characters), so the figures match the shell measurement. */
function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

/** The q-quantile by the nearest-rank method over sorted counts. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

interface LongFunction {
  where: string;
  name: string;
  lines: number;
}

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

function longFunctions(path: string, text: string): LongFunction[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > FUNCTION_LIMIT) {
        found.push({ where: `${relative(ROOT, path)}:${first + 1}`, name: functionName(node), lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(join(ROOT, 'src')).map((path) => {
  const text = readFileSync(path, 'utf8');
  return { path, lines: lineCount(text), long: longFunctions(path, text) };
});
const counts = files.map((file) => file.lines).sort((a, b) => a - b);
const over150 = counts.filter((count) => count > 150).length;

console.log(
  `files ${counts.length}  p50 ${quantile(counts, 0.5)}  p90 ${quantile(counts, 0.9)}  max ${counts.at(-1) ?? 0}` +
    `  over 150 lines: ${over150}`,
);
const long = files.flatMap((file) => file.long).sort((a, b) => b.lines - a.lines);
console.log(`functions over ${FUNCTION_LIMIT} lines: ${long.length}`);
for (const fn of long) console.log(`  ${fn.lines}  ${fn.name}  ${fn.where}`);
