// A static file server at its fastest: one file's bytes in memory, sent with the headers the content API sends.
// Run as its own process by api-vs-static.ts, so the load generator never shares its event loop.
// Usage: node --import tsx scripts/lib/static-bytes-server.ts <port> <file> <content-encoding> <etag>
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port = '0', file = '', encoding = 'gzip', etag = '"static"'] = process.argv.slice(2)
const bytes = readFileSync(file)
const headers = {
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Encoding': encoding,
  'Content-Length': String(bytes.length),
  ETag: etag,
  'Cache-Control': 'public, max-age=300',
}
createServer((request, response) => {
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { ETag: etag }).end()
    return
  }
  response.writeHead(200, headers).end(bytes)
}).listen(Number(port), () => console.log('ready'))
