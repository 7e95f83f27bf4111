import { Select, SelectItem, SelectLabel, SelectPopover, SelectProvider } from '@ariakit/react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { OnboardingActorRef } from '../onboarding-actor.ts'

/**
 * Steps 1..N: the question and a select of its answers. Choosing one is the whole answer (the actor posts it and
 * moves on after 100 ms), so there is no separate Next button. The step is keyed by number: a new question
 * starts with an empty selection and takes the focus, so keyboard and screen-reader users land on it.
 */
export function QuestionStep({ actor }: { actor: OnboardingActorRef }) {
  const step = useSelector(actor, (snapshot) => snapshot.context.step)
  const total = useSelector(actor, (snapshot) => snapshot.context.questions.length)
  const question = useSelector(actor, (snapshot) => snapshot.context.questions[snapshot.context.step - 1])
  const selectedId = useSelector(actor, (snapshot) => snapshot.context.selectedResponseId)
  const select = useRef<HTMLButtonElement>(null)
  useEffect(() => select.current?.focus(), [])
  if (!question) return null
  const selected = question.responses.find((response) => response.id === selectedId)

  return (
    <div className="form-stack">
      <p className="onboarding-progress"><Trans>Question {step} of {total}</Trans></p>
      <SelectProvider
        value={selectedId ?? ''}
        setValue={(responseId) => actor.send({ type: 'answer.selected', responseId })}
      >
        <SelectLabel className="form-label">{question.text}</SelectLabel>
        <Select ref={select} className="form-select">
          <span className={selected ? undefined : 'form-placeholder'}>
            {selected ? selected.text : <Trans>Select an option...</Trans>}
          </span>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </Select>
        <SelectPopover portal gutter={4} sameWidth unmountOnHide className="form-options">
          {question.responses.map((response) => (
            <SelectItem key={response.id} value={response.id} className="form-option">{response.text}</SelectItem>
          ))}
        </SelectPopover>
      </SelectProvider>
      <div className="form-actions">
        <button type="button" className="form-secondary" onClick={() => actor.send({ type: 'dialog.noThanks' })}>
          <Trans>No thanks</Trans>
        </button>
      </div>
    </div>
  )
}
