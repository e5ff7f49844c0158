// Lists the functions longer than a threshold (issue 22: none over 80 lines unless a comment says
// why). Usage: node scripts/long-functions.mjs [folders…] [--min=50] [--max=80] [--tests]
// Defaults: src/server src/shared, test files left out. A function counts from its first line to
// its last, nested functions included; each nested function is counted on its own too.
// A function whose leading comment holds « long-function: <why> » is listed as explained.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const min = option('min', 50);
const max = option('max', 80);
const withTests = args.includes('--tests');
const roots = args.filter((a) => !a.startsWith('--'));
const folders = roots.length ? roots : ['src/server', 'src/shared'];

/** @param {string} path */
const isSource = (path) => /\.(ts|tsx|mts)$/.test(path) && !path.endsWith('.d.ts') && (withTests || !/\.test\.tsx?$/.test(path));

/** @param {string} path @returns {Generator<string>} */
function* files(path) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) if (entry !== 'node_modules') yield* files(join(path, entry));
  } else if (isSource(path)) yield path;
}

/**
 * A readable name: the declaration's, the variable or property it is assigned to, or the call it is passed to.
 * @param {ts.SignatureDeclaration} node
 */
function nameOf(node) {
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** @param {ts.SignatureDeclaration} node @param {string} text */
const explained = (node, text) =>
  ts.getLeadingCommentRanges(text, (ts.isArrowFunction(node) || ts.isFunctionExpression(node) ? variableStatementOf(node) : node).getFullStart())
    ?.some((range) => text.slice(range.pos, range.end).includes('long-function:')) ?? false;

/**
 * The statement an arrow or function expression is declared by (`const f = () => …`), where its comment sits.
 * @param {ts.Node} node
 */
function variableStatementOf(node) {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent) && !ts.isBlock(current.parent)) {
    if (ts.isVariableStatement(current) || ts.isExpressionStatement(current)) return current;
    current = current.parent;
  }
  return current;
}

/** @type {{ lines: number; where: string; name: string; explained: boolean }[]} */
const found = [];
for (const folder of folders) {
  for (const path of files(folder)) {
    const text = readFileSync(path, 'utf8');
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    /** @param {ts.Node} node */
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines >= min) found.push({ lines, where: `${relative(process.cwd(), path)}:${start + 1}`, name: nameOf(node), explained: explained(node, text) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

found.sort((a, b) => b.lines - a.lines);
for (const f of found) process.stdout.write(`${String(f.lines).padStart(4)}  ${f.where}  ${f.name}${f.explained ? '  (explained)' : ''}\n`);
const over = found.filter((f) => f.lines > max);
process.stdout.write(
  `\n${folders.join(' ')}: ${found.length} functions of ${min} lines or more, ${over.length} over ${max} (${over.filter((f) => !f.explained).length} unexplained)\n`,
);
