import { rmSync } from 'node:fs'

/** After the run: the suite's own temp data folder goes (a folder given as E2E_DATA_DIR is left alone). */
export default function removeDataDir(): void {
  const dir = process.env.E2E_DATA_DIR
  if (dir && process.env.E2E_DATA_DIR_TEMPORARY === '1') rmSync(dir, { recursive: true, force: true })
}
