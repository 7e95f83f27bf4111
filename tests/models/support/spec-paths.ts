import {
  getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom,
} from 'xstate'
import { createTestModel } from 'xstate/graph'

/**
 * Paths through a spec model (tests/models/*.spec-model.ts), for Vitest and Playwright alike. The model is the
 * oracle; the system under test is the real actor or the real app.
 *
 * xstate/graph chooses the event sequences (the shortest path to every distinct model state); the expected
 * states along a sequence are then computed by replaying it through the model, so a coarse `serializeState`
 * (which merges states that differ only in detail) can shrink the graph without mixing up expectations.
 *
 * Both bounds make a wrong model or traversal fail at once instead of hanging: `limit` caps the traversal
 * (xstate/graph throws "Traversal limit exceeded"), `maxPaths` caps how many tests a model may generate.
 */
export interface SpecPathOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>
  /** Most traversal steps the graph may take. */
  limit: number
  /** Most paths the model may produce; more means the model grew, which a reviewer should see. */
  maxPaths: number
  /** What makes two model states different; defaults to value + context. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string
}

export interface SpecPath<TMachine extends AnyStateMachine> {
  /** The events, then the state the path ends in. */
  name: string
  initial: SnapshotFrom<TMachine>
  /** Each model event with the model state right after it. */
  steps: Array<{ event: EventFromLogic<TMachine>; state: SnapshotFrom<TMachine> }>
  /** The model state the path ends in. */
  end: SnapshotFrom<TMachine>
}

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
const valueOf = (snapshot: unknown) => valueText((snapshot as AnyMachineSnapshot).value)

/** Replays events through the model, so every expected state is exactly the model's answer to that sequence. */
export function replay<TMachine extends AnyStateMachine>(
  model: TMachine, input: InputFrom<TMachine> | undefined, events: ReadonlyArray<EventFromLogic<TMachine>>,
): SpecPath<TMachine> {
  const initial = getInitialSnapshot(model, ...([input] as [InputFrom<TMachine>])) as SnapshotFrom<TMachine>
  let state = initial
  const steps = events.map((event) => {
    const next = getNextSnapshot(model, state, event) as SnapshotFrom<TMachine>
    if (next === state) throw new Error(`${model.id}: ${event.type} does nothing in ${valueOf(state)}`)
    state = next
    return { event, state: next }
  })
  const names = events.map((event) => event.type)
  return { name: `${names.length ? names.join(' → ') : '(start)'} ⇒ ${valueOf(state)}`, initial, steps, end: state }
}

/** Every shortest path of the model; paths that are a prefix of another are dropped (their states are checked on the longer one). */
export function specPaths<TMachine extends AnyStateMachine>(model: TMachine, options: SpecPathOptions<TMachine>): SpecPath<TMachine>[] {
  const serializeState = options.serializeState
    ?? ((snapshot: SnapshotFrom<TMachine>) => JSON.stringify([(snapshot as AnyMachineSnapshot).value, (snapshot as AnyMachineSnapshot).context]))
  const testModel = createTestModel(model, {
    ...(options.input === undefined ? {} : { input: options.input }),
    serializeState: (snapshot) => serializeState(snapshot as SnapshotFrom<TMachine>),
  })
  const paths = testModel.getShortestPaths({ limit: options.limit })
  if (paths.length === 0) throw new Error(`${model.id}: the spec model produced no path`)
  if (paths.length > options.maxPaths) throw new Error(`${model.id}: ${paths.length} paths, more than the ${options.maxPaths} allowed`)
  return paths.map((path) => {
    const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init')
    return replay(model, options.input, events as Array<EventFromLogic<TMachine>>)
  })
}

/** One executor per model event type: the type system insists, and a missing one throws instead of being skipped. */
export type Executors<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]: (
    event: Extract<EventFromLogic<TMachine>, { type: K }>, after: SnapshotFrom<TMachine>, before: SnapshotFrom<TMachine>,
  ) => Promise<void> | void
}

/**
 * Runs one path against a system under test: in the model's initial state and after every event, `check`
 * compares what the SUT shows with what the model says for that state; each model event is performed by its
 * executor, which also sees the model states before and after it (the clock to advance to, for example).
 */
export async function runPath<TMachine extends AnyStateMachine>(
  path: SpecPath<TMachine>,
  sut: { events: Executors<TMachine>; check: (state: SnapshotFrom<TMachine>) => Promise<void> | void },
): Promise<void> {
  const check = async (state: SnapshotFrom<TMachine>, after: string) => {
    try {
      await sut.check(state)
    } catch (error) {
      if (error instanceof Error) error.message = `${after} (model state ${valueOf(state)}): ${error.message}`
      throw error
    }
  }
  await check(path.initial, 'at start')
  let before = path.initial
  for (const [index, { event, state }] of path.steps.entries()) {
    const execute = (sut.events as Record<string, Executors<TMachine>[keyof Executors<TMachine>] | undefined>)[event.type] as
      | ((event: EventFromLogic<TMachine>, after: SnapshotFrom<TMachine>, before: SnapshotFrom<TMachine>) => Promise<void> | void)
      | undefined
    if (!execute) throw new Error(`no executor for model event ${event.type}`)
    await execute(event, state, before)
    await check(state, `after step ${index + 1}, ${event.type}`)
    before = state
  }
}
