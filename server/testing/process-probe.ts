// Preloaded into a server process by load tests (`node --import tsx --import ./server/testing/process-probe.ts …`):
// writes the process's largest event-loop delay and resident memory so far to LAMP_PROBE_FILE, ten times a second.
// Only a cluster's worker writes it (the primary serves nothing; its workers inherit the preload): a load test runs
// one worker (WEB_CONCURRENCY=1). Never imported by the server itself.
import cluster from 'node:cluster'
import { renameSync, writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const file = process.env['LAMP_PROBE_FILE']
if (file && cluster.isWorker) {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let maxRss = 0
  const write = () => {
    const rss = process.memoryUsage.rss()
    maxRss = Math.max(maxRss, rss)
    const sample = { pid: process.pid, rssBytes: rss, maxRssBytes: maxRss, maxDelayMs: delay.max / 1e6, p99DelayMs: delay.percentile(99) / 1e6 }
    // Written aside and renamed, so a reader never sees half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(sample))
    renameSync(`${file}.tmp`, file)
  }
  setInterval(write, 100).unref()
  process.on('SIGUSR2', () => {
    delay.reset()
    maxRss = 0
  })
}
