/**
 * zxcvbn-ts on a thread of its own (see ./password-strength.ts). Plain JavaScript: a worker thread does not get the
 * TypeScript loader the server runs under. The dictionaries are built once, when the thread starts.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common'
import { dictionary as english } from '@zxcvbn-ts/language-en'

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common, ...english },
  graphs: adjacencyGraphs,
  maxLength: workerData.maxLength,
  l33tMaxSubstitutions: workerData.l33tMaxSubstitutions,
})

parentPort?.postMessage({ ready: true })

parentPort?.on('message', ({ id, password, userInputs }) => {
  const { score, feedback } = zxcvbn.check(password, userInputs)
  parentPort?.postMessage({ id, score, warning: feedback.warning })
})
