import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ModalProps } from '#src/lib/modals.ts'
import type { OnboardingActorRef } from '../onboarding-actor.ts'
import { DemographicsStep } from './demographics-step.tsx'
import { QuestionStep } from './question-step.tsx'
import '#src/lib/ui/form-controls.css'
import './onboarding-dialog.css'

export interface OnboardingDialogProps extends ModalProps {
  actor: OnboardingActorRef
}

/**
 * The first-visit dialog (R-ONB-5..R-ONB-10). It only shows the actor's state and sends what the visitor does; the
 * composition root opens it when the actor reaches `open` and removes it when the actor is done. Every close
 * but 'No thanks' (Escape, the overlay, the close button) is `dialog.close`; the actor decides what it means.
 */
export default function OnboardingDialog({ actor }: OnboardingDialogProps) {
  const { t } = useLingui()
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'))
  const step = useSelector(actor, (snapshot) => snapshot.context.step)
  const onQuestions = useSelector(actor, (snapshot) => snapshot.matches({ open: 'question' }))
  const birthdayButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  // A refused close (prevent-close) keeps the dialog; say so by putting focus back on something inside it.
  useEffect(() => {
    const subscription = actor.on('close-prevented', () => closeButton.current?.focus())
    return () => subscription.unsubscribe()
  }, [actor])

  return (
    <Dialog
      open={open}
      onClose={(event) => {
        actor.send({ type: 'dialog.close' })
        // The actor refused the close (prevent-close): tell Ariakit, so it keeps the dialog open without re-running
        // its open-time focus (which would pull focus to the birthday button instead of the close button).
        if (actor.getSnapshot().matches('open')) event.preventDefault()
      }}
      unmountOnHide
      initialFocus={birthdayButton}
      className="onboarding-dialog"
      backdrop={<div className="onboarding-backdrop" />}
    >
      <header className="onboarding-header">
        <DialogHeading className="onboarding-heading"><Trans>Welcome!</Trans></DialogHeading>
        <DialogDismiss ref={closeButton} className="onboarding-close" aria-label={t`Close`}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" /></svg>
        </DialogDismiss>
      </header>
      <DialogDescription className="onboarding-intro">
        <Trans>We're excited to get to know you. Please answer a few quick questions to personalize your experience.</Trans>
      </DialogDescription>
      {onQuestions ? <QuestionStep key={step} actor={actor} /> : <DemographicsStep actor={actor} birthdayButton={birthdayButton} />}
    </Dialog>
  )
}
