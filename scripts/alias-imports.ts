/**
 * Rewrites every import that climbs more than one folder (`../../…`) into the package's subpath alias for the folder
 * it lands in (package.json "imports": `#src/…`, `#machines/…`, `#contracts/…`, `#server/…`, `#scripts/…`,
 * `#tests/…`). Imports in the same folder (`./`) and the parent (`../`) stay as they are. Safe to run again: what it
 * has rewritten no longer climbs.
 *
 *   npx tsx scripts/alias-imports.ts           rewrite the files in place, and list them
 *   npx tsx scripts/alias-imports.ts --check   change nothing; list what would change, and fail if anything would
 *
 * It reads module specifiers from the syntax tree (imports, exports, `import()` and `import('…')` types, and the
 * module names given to `vi.mock`, `vi.doMock` and `vi.importActual`), never from text that only looks like one.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, string> }

/** `#src/*` → `src`: each alias names the top-level folder it stands for. */
const aliasFor = new Map(Object.entries(manifest.imports ?? {}).map(([alias, target]) => {
  const folder = /^\.\/([^/]+)\/\*$/.exec(target)?.[1]
  if (!alias.endsWith('/*') || !folder) throw new Error(`package.json imports: ${alias} → ${target} is not "#name/*": "./folder/*"`)
  return [folder, alias.slice(0, -2)] as const
}))

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/
/** Written by the router plugin, which writes it again with relative imports. */
const GENERATED = new Set(['src/routeTree.gen.ts'])
const VITEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'])

function specifiersOf(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = []
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal)
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword
      const isVitest = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'vi' && VITEST_MODULE_CALLS.has(callee.name.text)
      if (isDynamicImport || isVitest) found.push(node.arguments[0])
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The alias for a specifier that climbs more than one folder into an aliased folder; null to leave it. */
function aliased(file: string, specifier: string): string | null {
  if (!specifier.startsWith('../../')) return null
  const target = relative(ROOT, resolve(ROOT, dirname(file), specifier)).split(sep)
  const alias = aliasFor.get(target[0] ?? '')
  return alias && target.length > 1 ? [alias, ...target.slice(1)].join('/') : null
}

const check = process.argv.includes('--check')
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n').filter((file) => SOURCE.test(file) && !GENERATED.has(file))

let changed = 0
for (const file of files) {
  const path = join(ROOT, file)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    continue // listed by git but deleted in the work tree
  }
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const edits = specifiersOf(source)
    .map((literal) => ({ literal, to: aliased(file, literal.text) }))
    .filter((edit): edit is { literal: ts.StringLiteralLike; to: string } => edit.to !== null)
    .sort((a, b) => b.literal.getStart(source) - a.literal.getStart(source))
  if (edits.length === 0) continue
  changed += 1
  console.log(`${file}: ${edits.length} import${edits.length === 1 ? '' : 's'}`)
  if (check) continue
  for (const { literal, to } of edits) {
    const start = literal.getStart(source)
    const quote = text[start]
    text = `${text.slice(0, start)}${quote}${to}${quote}${text.slice(literal.getEnd())}`
  }
  writeFileSync(path, text)
}
console.log(check
  ? `${changed} file${changed === 1 ? '' : 's'} would change`
  : `${changed} file${changed === 1 ? '' : 's'} rewritten`)
if (check && changed > 0) process.exitCode = 1
