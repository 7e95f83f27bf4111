import { once } from 'node:events'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Listening {
  /** `http://127.0.0.1:<port>`, the port the system chose. */
  base: string
  close: () => Promise<void>
}

/** Serves a Node request handler (a Koa app's `callback()`) on a free local port, for tests that need real HTTP. */
export async function listen(handler: RequestListener): Promise<Listening> {
  const server = createServer(handler).listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
