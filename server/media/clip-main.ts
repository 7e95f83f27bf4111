// The child process of clip-renderer.ts: renders the clip described by its arguments into the file named, then exits.
import { writeFileSync } from 'node:fs'
import { renderClip, type ClipOptions } from './clip.ts'

const [options, path] = process.argv.slice(2)
if (!options || !path) throw new Error('usage: clip-main.ts <clip options as JSON> <file>')
writeFileSync(path, await renderClip(JSON.parse(options) as ClipOptions))
