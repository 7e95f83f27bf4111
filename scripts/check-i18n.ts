// Fails when a UI message has no Spanish translation, or when the catalogs are behind the code.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

interface PoEntry { msgid: string; msgstr: string }

function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string
  let current: PoEntry | null = null
  let field: 'msgid' | 'msgstr' | null = null
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { msgid: unquote(line), msgstr: '' }
      entries.push(current)
      field = 'msgid'
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line)
      field = 'msgstr'
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line)
    }
  }
  return entries.filter((entry) => entry.msgid !== '')
}


const problems: string[] = []
const spanish = parsePo(readFileSync('src/locales/es.po', 'utf8'))
for (const entry of spanish) if (entry.msgstr.trim() === '') problems.push(`es: no translation for "${entry.msgid}"`)

// Extract the code's messages into a scratch catalog, so the check never edits the work tree.
const scratch = mkdtempSync(join(tmpdir(), 'lamp-i18n-'))
const config = {
  sourceLocale: 'en', locales: ['en'], rootDir: process.cwd(),
  catalogs: [{ path: join(scratch, '{locale}'), include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/routeTree.gen.ts'] }],
}
writeFileSync(join(scratch, 'lingui.config.json'), JSON.stringify(config))
execFileSync('npx', ['lingui', 'extract', '--config', join(scratch, 'lingui.config.json')], { stdio: 'pipe' })
const extractedIds = new Set(parsePo(readFileSync(join(scratch, 'en.po'), 'utf8')).map((entry) => entry.msgid))
const spanishIds = new Set(spanish.map((entry) => entry.msgid))
for (const id of extractedIds) if (!spanishIds.has(id)) problems.push(`es: message missing from the catalog: "${id}"`)

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}\nRun \`npm run i18n:extract\` and translate.`)
  process.exit(1)
}
console.log(`i18n check: ${spanish.length} messages, all translated in es.`)
