import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { ClipOptions } from './clip.ts'

const CLIP_MAIN = fileURLToPath(new URL('./clip-main.ts', import.meta.url))
/** The encoder's own heap, in the child: a few pictures and one clip's bytes need far less. */
const CHILD_HEAP_MB = 96
/** The longest clip (an hour) renders in seconds; a render still going after this is stuck, and is ended. */
export const CLIP_RENDER_TIMEOUT_MS = 120_000

/**
 * Renders one clip into `path` in a child process of its own. Rendered in the serving process (or in a worker
 * thread of it), the encoder's WebAssembly, its pictures and the muxer took about 100 MB more at their peak, some
 * of it kept afterwards; a child gives all of it back when it exits.
 */
export function renderClipToFile(options: ClipOptions, path: string, timeoutMs = CLIP_RENDER_TIMEOUT_MS): Promise<void> {
  // The server's own flags (its heap cap, a load test's probe) are not the encoder's: only tsx, to load TypeScript.
  const { LAMP_PROBE_FILE: _probe, ...env } = process.env
  const child = fork(CLIP_MAIN, [JSON.stringify(options), path], {
    execArgv: [`--max-old-space-size=${CHILD_HEAP_MB}`, '--import', 'tsx'], env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-2000) })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('error', (error) => { clearTimeout(timer); reject(new Error('the clip renderer could not start', { cause: error })) })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`rendering a clip failed (${signal === 'SIGKILL' ? `ended after ${timeoutMs / 1000} s` : `exit ${code ?? signal}`})${stderr ? `: ${stderr.trim()}` : ''}`))
    })
  })
}
