import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The content API against a static server on the same bytes (issue: "the API serves cached bytes"): the John 3
 * chapter query as the app sends it, gzip, measured one after the other with the same load, and the ratio.
 */
export const JOHN_3 = '/umbraco/delivery/api/v2/content?fetch=children:/bible/new-testament/john/3/&take=200&locale=en-US'

export interface Throughput {
  requestsPerSecond: number
  p50: number
  p99: number
}

export interface ApiVsStatic {
  bytes: number
  api: Throughput
  static: Throughput
  /** API req/s divided by static req/s (target ≥ 0.5). */
  ratio: number
}

const ROUNDS = 3
const STATIC_SERVER = fileURLToPath(new URL('./static-bytes-server.ts', import.meta.url))
const HEADERS = { 'start-item': 'lamp', 'accept-language': 'en-US', 'accept-encoding': 'gzip' }

async function load(url: string, connections: number, duration: number): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration, headers: HEADERS })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

/** `apiBase` is a running app server; the static server is started here, on `staticPort`, and stopped afterwards. */
export async function measureApiVsStatic({ apiBase, staticPort, connections = 16, duration = 9 }: {
  apiBase: string
  staticPort: number
  connections?: number
  duration?: number
}): Promise<ApiVsStatic> {
  // node:http, not fetch: fetch would decode the body, and the static server must send the API's gzip bytes as they are.
  const { raw, etag } = await new Promise<{ raw: Buffer; etag: string }>((resolve, reject) => {
    get(apiBase + JOHN_3, { headers: HEADERS }, (response) => {
      if (response.headers['content-encoding'] !== 'gzip') reject(new Error('the API did not answer gzip'))
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve({ raw: Buffer.concat(chunks), etag: response.headers.etag ?? '"x"' }))
        .on('error', reject)
    }).on('error', reject)
  })
  const dir = mkdtempSync(join(tmpdir(), 'lamp-api-vs-static-'))
  const file = join(dir, 'john-3.json.gz')
  writeFileSync(file, raw)
  const server = spawn(process.execPath, ['--import', 'tsx', STATIC_SERVER, String(staticPort), file, 'gzip', etag], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.once('data', () => resolve())
      server.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)))
    })
    const apiUrl = apiBase + JOHN_3
    const staticUrl = `http://localhost:${staticPort}${JOHN_3}`
    // Both warm up first (JIT, caches, sockets), then interleaved rounds, so a noisy neighbour slows both alike.
    await load(apiUrl, connections, 2)
    await load(staticUrl, connections, 2)
    const rounds: Array<{ api: Throughput; static: Throughput }> = []
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({ api: await load(apiUrl, connections, duration / ROUNDS), static: await load(staticUrl, connections, duration / ROUNDS) })
    }
    const mean = (side: 'api' | 'static'): Throughput => ({
      requestsPerSecond: rounds.reduce((sum, r) => sum + r[side].requestsPerSecond, 0) / rounds.length,
      p50: Math.max(...rounds.map((r) => r[side].p50)),
      p99: Math.max(...rounds.map((r) => r[side].p99)),
    })
    const api = mean('api')
    const still = mean('static')
    return { bytes: raw.length, api, static: still, ratio: api.requestsPerSecond / still.requestsPerSecond }
  } finally {
    server.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One line for `npm run bench`. */
export function formatApiVsStatic(result: ApiVsStatic): string {
  const side = (t: Throughput) => `${t.requestsPerSecond.toFixed(0)} req/s (p50 ${t.p50} ms, p99 ${t.p99} ms)`
  return `API ${side(result.api)} vs static ${side(result.static)} on the same ${result.bytes} gzip bytes: ${result.ratio.toFixed(2)}× (target ≥ 0.5×)`
}
