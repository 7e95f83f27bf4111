import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readConfig } from './config.ts'

describe('server configuration', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000, idpPort: 3001, dataDir: resolve('./data'), distDir: resolve('./dist'), nodeEnv: 'development',
      appOrigin: 'http://localhost:3000', workers: availableParallelism(),
    })
  })

  it('takes each value from its variable, an empty one meaning the default', () => {
    expect(readConfig({ PORT: '4550', IDP_PORT: '4551', DATA_DIR: '/tmp/lamp-data', DIST_DIR: 'build', NODE_ENV: 'production', WEB_CONCURRENCY: '3' })).toEqual({
      port: 4550, idpPort: 4551, dataDir: '/tmp/lamp-data', distDir: resolve('build'), nodeEnv: 'production',
      appOrigin: 'http://localhost:4550', workers: 3,
    })
    expect(readConfig({ PORT: '', IDP_PORT: '', DATA_DIR: '', DIST_DIR: '', NODE_ENV: '', APP_ORIGIN: '', WEB_CONCURRENCY: '' })).toEqual(readConfig({}))
  })

  it('accepts every port number from 0 to 65535', () => {
    expect(readConfig({ PORT: '0', IDP_PORT: '65535' })).toMatchObject({ port: 0, idpPort: 65535 })
  })

  it.each(['-1', '65536', '1.5', '80a', 'http'])('stops the start on PORT=%s, naming the variable', (value) => {
    expect(() => readConfig({ PORT: value })).toThrow(`PORT must be a port number, got "${value}"`)
    expect(() => readConfig({ IDP_PORT: value })).toThrow(`IDP_PORT must be a port number, got "${value}"`)
  })

  it('takes from 1 to 64 serving processes and stops the start on anything else, naming the variable', () => {
    expect(readConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1)
    expect(readConfig({ WEB_CONCURRENCY: '64' }).workers).toBe(64)
    for (const bad of ['0', '65', '-2', '1.5', 'two', 'Infinity']) {
      expect(() => readConfig({ WEB_CONCURRENCY: bad }), bad).toThrow(`WEB_CONCURRENCY must be a whole number from 1 to 64, got "${bad}"`)
    }
  })

  it('accepts an http or https origin and nothing else', () => {
    expect(readConfig({ APP_ORIGIN: 'http://127.0.0.1:4550' }).appOrigin).toBe('http://127.0.0.1:4550')
    for (const bad of ['ftp://lamp.example.com', 'lamp.example.com', 'https://lamp.example.com/app']) {
      expect(() => readConfig({ APP_ORIGIN: bad }), bad).toThrow(`APP_ORIGIN must be an origin such as https://lamp.example.com, got "${bad}"`)
    }
  })
})
