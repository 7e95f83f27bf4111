// Fails when a file cites a document the repository does not contain (the seed specification, the old contracts
// file, a shared folder outside the repository). The repository explains itself: cite docs/product.md's requirement
// ids (R-ROUTE-3) or say it in words.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Each pattern with what it names. Case-insensitive, so a capitalised "Spec" is caught too. */
const OUTSIDE_CITATIONS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:spec|specification|contracts)(?:\.md)?`?\s*§/i, what: 'a section of the seed specification or the contracts file' },
  { pattern: /product[-]spec/i, what: 'the seed specification' },
  { pattern: /contracts\.md/i, what: 'the contracts file' },
  { pattern: /\.\.\/shared|\/shared\/(?:spec|design)\b/i, what: 'a folder outside the repository' },
]

/** A bare section sign with a number is a citation too, unless it names a section of a public standard. */
const SECTION = /§\s*\d/g
const STANDARD_BEFORE = /(?:NIST SP 800-63B|OIDC Core|RFC ?\d{3,5})\s*$/i

/** Generated or installed folders: nobody writes them by hand (Stryker's reports copy the sources they tested). */
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', 'reports', 'dist', '.builds', 'data', 'coverage', 'test-results', 'playwright-report', '.stryker-tmp'])

export interface Citation { line: number; text: string; what: string }

/** Every line of `text` that cites something outside the repository. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = []
  text.split('\n').forEach((line, index) => {
    const rule = OUTSIDE_CITATIONS.find(({ pattern }) => pattern.test(line))
    const bareSection = [...line.matchAll(SECTION)].some((match) => !STANDARD_BEFORE.test(line.slice(0, match.index)))
    if (rule || bareSection) found.push({ line: index + 1, text: line.trim(), what: rule?.what ?? 'a numbered section of an outside document' })
  })
  return found
}

function walk(root: string, directory: string, files: string[]): string[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(root, join(directory, entry.name), files)
    } else if (entry.isFile()) {
      files.push(relative(root, join(directory, entry.name)))
    }
  }
  return files
}

/** The repository's files: git's list where there is one (ignored files left out), else a walk. */
function repositoryFiles(root: string): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    return listed.split('\0').filter((file) => file !== '' && !file.split('/').some((part) => SKIPPED_DIRECTORIES.has(part)))
  } catch {
    return walk(root, root, [])
  }
}

export function checkRepository(root: string): string[] {
  const problems: string[] = []
  for (const file of repositoryFiles(root)) {
    const path = join(root, file)
    // A file listed by git may be deleted in the work tree; large data files are not prose.
    if (!statSync(path, { throwIfNoEntry: false })?.isFile() || statSync(path).size > 8 * 1024 * 1024) continue
    const bytes = readFileSync(path)
    if (bytes.includes(0)) continue
    for (const { line, text, what } of findCitations(bytes.toString('utf8'))) problems.push(`${file}:${line}: cites ${what}: ${text}`)
  }
  return problems
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkRepository(process.cwd())
  if (problems.length > 0) {
    console.error(`citation check failed (${problems.length}):\n  ${problems.join('\n  ')}\n`
      + 'The repository must explain itself: cite docs/product.md\'s requirement ids (R-ROUTE-3) or say it in words.')
    process.exit(1)
  }
  console.log('citation check: nothing cites a document outside the repository.')
}
