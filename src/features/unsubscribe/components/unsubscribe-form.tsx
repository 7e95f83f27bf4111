import { Form, FormError, FormInput, FormLabel, FormSubmit, useFormStore } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { isValidationProblem } from '#contracts/problem.ts'
import { problemOf } from '#src/lib/problem.ts'
import { MAX_EMAIL_LENGTH } from '#contracts/unsubscribe.ts'
import { useHydrated } from '#src/lib/ui/hydrated.ts'
import { ContentDate } from '#src/features/dates/index.ts'
import { useUnsubscribe } from '../api/unsubscribe.ts'
import { emailProblem, INVALID_EMAIL } from '../email-checks.ts'
import '#src/lib/ui/form-controls.css'

/**
 * The unsubscribe form: an address, checked by the lead service (its 400 names the field, shown next to it in the
 * reader's language), then the recorded request as the confirmation.
 */
export function UnsubscribeForm() {
  const { i18n } = useLingui()
  const unsubscribe = useUnsubscribe()
  const [problem, setProblem] = useState<'none' | 'failed' | 'invalid'>('none')
  const emailId = useId()
  const hydrated = useHydrated()
  const form = useFormStore({ defaultValues: { email: '' } })

  // The service's own rules, checked here first: a malformed address is explained without a round trip, and the
  // message is set inside Ariakit's validation, so a validation run started by blur or typing cannot wipe it.
  form.useValidate((state) => {
    setProblem('none')
    const refusal = emailProblem(state.values.email)
    if (refusal) form.setError(form.names.email, i18n._(refusal))
  })

  form.useSubmit(async (state) => {
    unsubscribe.reset()
    try {
      await unsubscribe.mutateAsync(state.values.email.trim())
    } catch (error) {
      const refused = problemOf(error)
      if (!isValidationProblem(refused)) {
        setProblem('failed')
        return
      }
      // The service's messages are English: the field it names gets this page's own words.
      if (refused.errors['email']) form.setError(form.names.email, i18n._(INVALID_EMAIL))
      else setProblem('invalid')
    }
  })

  const done = unsubscribe.data
  if (done) {
    const { email, requestedAt } = done
    return (
      <section className="unsubscribe-done" role="status" aria-labelledby="unsubscribe-done-heading">
        <h2 id="unsubscribe-done-heading"><Trans>You are unsubscribed</Trans></h2>
        <p><Trans>We will send no more daily devotions to <strong>{email}</strong>.</Trans></p>
        <p className="card-meta"><Trans>Request recorded on <ContentDate value={requestedAt} />.</Trans></p>
      </section>
    )
  }

  return (
    <Form store={form} className="unsubscribe-form form-stack" aria-labelledby="unsubscribe-form-heading" resetOnSubmit={false}>
      <h2 id="unsubscribe-form-heading"><Trans>Stop the daily emails</Trans></h2>
      <div className="form-field">
        {/* A native label tied by id: the server's HTML is labelled before Ariakit has registered the field. */}
        <FormLabel name={form.names.email} className="form-label" render={<label />} htmlFor={emailId}><Trans>Your email address</Trans></FormLabel>
        {/* Text, not type=email: the browser's own check would answer in the browser's language, not the page's. */}
        {/* Until the form's code has run, what is typed would be replaced by the form's empty value, and a click would be
            the browser's own submit (a reload with the address in the URL): the field and the button wait for it. */}
        <FormInput readOnly={!hydrated} id={emailId} name={form.names.email} className="form-input" type="text" inputMode="email" autoComplete="email" spellCheck={false} maxLength={MAX_EMAIL_LENGTH} />
        <FormError name={form.names.email} className="form-error" />
      </div>
      <div className="form-actions">
        <FormSubmit className="button" disabled={!hydrated || unsubscribe.isPending}><Trans>Unsubscribe</Trans></FormSubmit>
      </div>
      {problem === 'failed' ? <p role="alert"><Trans>Your request could not be sent. Please try again.</Trans></p> : null}
      {problem === 'invalid' ? <p role="alert"><Trans>Your request could not be recorded. Please check the address.</Trans></p> : null}
    </Form>
  )
}
