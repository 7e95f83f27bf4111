import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A build folder as scripts/lib/build-app.ts lays it out, with a stand-in renderer: it answers every page with
 * its path, a script carrying the nonce it was given, and the number of renders so far (so a test can tell a
 * cached page from a fresh render), and a 404 for `/missing`.
 */
export function writeFakeBuild(dir: string, buildId: string): void {
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true })
  mkdirSync(join(dir, 'client', 'builds'), { recursive: true })
  mkdirSync(join(dir, 'server'), { recursive: true })
  writeFileSync(join(dir, 'client', 'assets', 'main-abc123.js'), 'console.log("lamp");\n'.repeat(200))
  writeFileSync(join(dir, 'client', 'robots.txt'), 'User-agent: *\n')
  writeFileSync(join(dir, 'client', 'builds', 'latest.json'), JSON.stringify({ id: buildId, timestamp: 1 }))
  writeFileSync(join(dir, 'assets.json'), JSON.stringify({ entry: '/assets/main-abc123.js', entryImports: [], entryCss: [], catalogs: {}, routes: {} }))
  writeFileSync(join(dir, 'server', 'entry-server.js'), `
let renders = 0
export function createPageRenderer(options) {
  return {
    async render(request, { nonce }) {
      renders += 1
      const path = new URL(request.url).pathname
      const html = '<!doctype html><html><head><script nonce="' + nonce + '">1</script></head><body>'
        + '<p id="path">' + path + '</p><p id="build">' + options.buildId + '</p><p id="renders">' + renders + '</p>'
        + '<p id="origin">' + new URL(request.url).origin + '</p></body></html>'
      return new Response(html, { status: path === '/missing' ? 404 : 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
    },
  }
}
`)
}
