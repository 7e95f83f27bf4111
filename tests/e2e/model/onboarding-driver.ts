import type { Page, Request, Response } from '@playwright/test'
import { expect } from '../fixtures.ts'
import type { FreshMember } from '../support/fresh-member.ts'
import {
  dialogIn, ITEM_IDS, MODEL_BIRTHDAY, MODEL_GENDER, QUESTION_COUNT, type ModelRequest, type onboardingSpecModel, type OnboardingModelInput,
} from '#tests/models/onboarding.spec-model.ts'
import { runPath, type SpecPath } from '#tests/models/support/spec-paths.ts'
import { pickBirthday } from '../birthday-helpers.ts'

/**
 * Drives one path of the onboarding spec model through the app in Chromium, against the real reference
 * services. Model events become what a visitor does (pick a birthday, press Continue, choose an answer, press
 * No thanks or Escape) or what a service answers (the real answer, or a stubbed failure set up before the page
 * opens, since a failure has to be in place before the request goes out). In every state a visitor can stop at
 * (a step of the dialog, or the end) the screen, the requests, the stored flag and the toast are checked against
 * the model; states the app passes through on its own (loading, saving, the 100 ms after an answer) are checked
 * by the event that leaves them.
 */

export type OnboardingPath = SpecPath<typeof onboardingSpecModel>

const FLAG = 'rad-onboarding-complete'
/** Any page will do (onboarding is not a route); the Bible index keeps the dialog off the home page's content. */
export const START_PATH = '/bible'
const INTRO = "We're excited to get to know you. Please answer a few quick questions to personalize your experience."
const THANK_YOU = 'Your answers have been saved and your experience is now personalized.'
export const REDEEM_ERROR = 'Error redeeming onboarding points:'

type Kind = 'item' | 'profile' | 'answer' | 'claim' | 'redeem'

function kindOf(request: Request): Kind | null {
  const { pathname } = new URL(request.url())
  const method = request.method()
  if (method === 'GET' && Object.values(ITEM_IDS).some((id) => pathname === `/umbraco/delivery/api/v2/content/item/${id}`)) return 'item'
  if (method === 'PUT' && pathname === '/bible-api/api/v2/account') return 'profile'
  if (method === 'POST' && /^\/global\/api\/v2\/onboarding\/bible\/questions\/[^/]+\/responses$/.test(pathname)) return 'answer'
  if (method === 'PUT' && pathname === '/global/api/v2/onboarding/bible/responses/claim') return 'claim'
  if (method === 'POST' && pathname.startsWith('/bible-api/api/v2/prayer-points/onboarding/')) return 'redeem'
  return null
}

interface Exchange { kind: Kind; request: Request; response: Response | null }

/** Every onboarding request the page makes, in order, with its response once it arrives. */
function recordExchanges(page: Page) {
  const exchanges: Exchange[] = []
  page.on('request', (request) => {
    const kind = kindOf(request)
    if (kind) exchanges.push({ kind, request, response: null })
  })
  page.on('response', (response) => {
    const exchange = exchanges.find((entry) => entry.request === response.request())
    if (exchange) exchange.response = response
  })
  const body = (exchange: Exchange) => exchange.request.postDataJSON() as Record<string, unknown> & { stepNumber?: number }
  /** The requests as the model speaks of them; a saved answer's id stands for its step in a claim. */
  const asModel = async (): Promise<ModelRequest[]> => {
    const stepOfId = new Map<string, number>()
    for (const exchange of exchanges.filter((entry) => entry.kind === 'answer' && entry.response?.status() === 201)) {
      stepOfId.set(((await exchange.response?.json()) as { id: string }).id, body(exchange).stepNumber ?? 0)
    }
    return exchanges.map((exchange): ModelRequest => {
      const { pathname } = new URL(exchange.request.url())
      switch (exchange.kind) {
        case 'item': return { kind: 'item', contentId: pathname.split('/').pop() ?? '' }
        case 'profile': return { kind: 'profile', birthday: String(body(exchange)['birthday']), gender: String(body(exchange)['gender']) }
        case 'answer': return { kind: 'answer', step: body(exchange).stepNumber ?? 0 }
        case 'claim': return { kind: 'claim', steps: (exchange.request.postDataJSON() as string[]).map((id) => stepOfId.get(id) ?? -1) }
        case 'redeem': return { kind: 'redeem', contentId: pathname.split('/').pop() ?? '' }
      }
    })
  }
  /** Waits for the response to the latest request of a kind (for an answer: of that step) and returns it. */
  const answered = async (kind: Kind, step?: number): Promise<Response> => {
    const find = () => exchanges.findLast((entry) => entry.kind === kind && (step === undefined || body(entry).stepNumber === step))
    await expect.poll(() => Boolean(find()?.response), { message: `a ${kind} response arrived` }).toBe(true)
    return find()?.response as Response
  }
  return { exchanges, asModel, answered }
}

/** The seeded item's questions, as the content service serves them (Umbraco block list). */
interface SeededQuestion { text: string }
async function questionsOf(response: Response): Promise<SeededQuestion[]> {
  type Block = { content: { properties: { questionText: string } } }
  const item = (await response.json()) as { properties: { onboardingQuestions?: { items: Block[] } } }
  return (item.properties.onboardingQuestions?.items ?? []).map((block) => ({ text: block.content.properties.questionText }))
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome!' })
const flag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), FLAG)
const shownDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, day).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
}

/** The step whose model state comes before event `index` of the path. */
const stepBefore = (path: OnboardingPath, index: number) => (index === 0 ? path.initial : path.steps[index - 1]?.state ?? path.initial).context.step

/** Stubbed failures, installed before the page opens: exactly the ones the path's events ask for. */
async function stubFailures(page: Page, path: OnboardingPath) {
  const fail = (status: number) => ({ status, contentType: 'application/json', body: JSON.stringify({ title: 'Stubbed failure', status }) })
  const types = path.steps.map((step) => step.event.type)
  if (types.includes('profile.fails')) {
    await page.route((url) => url.pathname === '/bible-api/api/v2/account', (route) =>
      (route.request().method() === 'PUT' ? route.fulfill(fail(503)) : route.fallback()))
  }
  const lostSteps = path.steps.flatMap((step, index) => (step.event.type === 'visitor.answersButThePostFails' ? [stepBefore(path, index)] : []))
  if (lostSteps.length > 0) {
    await page.route((url) => /^\/global\/api\/v2\/onboarding\/bible\/questions\/[^/]+\/responses$/.test(url.pathname), (route) =>
      (lostSteps.includes((route.request().postDataJSON() as { stepNumber: number }).stepNumber) ? route.fulfill(fail(500)) : route.fallback()))
  }
  if (types.includes('service.claimFails')) {
    await page.route((url) => url.pathname === '/global/api/v2/onboarding/bible/responses/claim', (route) => route.fulfill(fail(503)))
  }
  if (types.includes('service.redeemFails')) {
    await page.route((url) => url.pathname.startsWith('/bible-api/api/v2/prayer-points/onboarding/'), (route) => route.fulfill(fail(503)))
  }
}

/** States the app moves through on its own; the event that leaves them checks what happened. */
const PASSING_THROUGH = ['starting', 'loading', { open: 'savingProfile' }, { open: 'advancing' }, 'closing'] as const

export async function driveOnboarding(page: Page, path: OnboardingPath, input: OnboardingModelInput, member: FreshMember | null): Promise<void> {
  if (input.member) {
    if (!member) throw new Error('a member path needs a fresh member')
    await member.signIn(START_PATH)
  }
  if (input.flagSet) await page.addInitScript((key) => localStorage.setItem(key, 'true'), FLAG)
  await stubFailures(page, path)
  const record = recordExchanges(page)
  const refusedCloses: string[] = []
  page.on('console', (message) => { if (message.type() === 'debug' && message.text().includes('close prevented')) refusedCloses.push(message.text()) })

  await page.goto(`${START_PATH}?action=onboarding&ocid=${ITEM_IDS[input.item]}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  let questions: SeededQuestion[] = []

  await runPath(path, {
    events: {
      'item.answers': async () => {
        const response = await record.answered('item')
        if (input.item === 'missing') expect(response.status()).toBe(404)
        else questions = input.item === 'disabled' ? [] : await questionsOf(response)
        if (questions.length > 0) expect(questions).toHaveLength(QUESTION_COUNT)
      },
      'visitor.picksBirthday': async () => { await pickBirthday(page, dialog(page).getByRole('button', { name: 'Select your birthday' }), MODEL_BIRTHDAY) },
      'visitor.picksGender': () => dialog(page).getByRole('button', { name: MODEL_GENDER, exact: true }).click(),
      'visitor.pressesContinue': async (_event, after) => {
        const button = dialog(page).getByRole('button', { name: 'Continue' })
        // A refused Continue is a button that cannot be pressed.
        if (after.matches({ open: 'demographics' })) await expect(button).toBeDisabled()
        else await button.click()
      },
      'profile.saves': async () => {
        // An anonymous visitor's demographics wait in memory for a sign-in (R-ONB-13): no request at all.
        if (input.member) expect((await record.answered('profile')).status()).toBe(200)
      },
      'profile.fails': async () => { expect((await record.answered('profile')).status()).toBe(503) },
      'visitor.answers': async (_event, _after, before) => answer(before.context.step, 201),
      'visitor.answersButThePostFails': async (_event, _after, before) => answer(before.context.step, 500),
      // The next question (or the end) is checked by the state that follows.
      'clock.answerDelayPasses': () => {},
      'visitor.saysNoThanks': () => dialog(page).getByRole('button', { name: 'No thanks' }).click(),
      'visitor.closesDialog': async (_event, after, before) => {
        await page.keyboard.press('Escape')
        if (after.context.refusedCloses > before.context.refusedCloses) {
          await expect.poll(() => refusedCloses.length, { message: 'close-prevented logged' }).toBe(after.context.refusedCloses)
        }
      },
      'service.claims': async () => { expect((await record.answered('claim')).status()).toBe(200) },
      'service.claimFails': async () => { expect((await record.answered('claim')).status()).toBe(503) },
      'service.redeems': async () => {
        const response = await record.answered('redeem')
        expect(response.status()).toBe(200)
        expect(await response.json()).toMatchObject({ transactions: [{ points: 100 }] })
      },
      'service.redeemFails': async () => { expect((await record.answered('redeem')).status()).toBe(503) },
    },
    check: async (state) => {
      if (PASSING_THROUGH.some((value) => state.matches(value as never))) return
      const { context } = state
      const expected = context.requests.filter((request) => request.kind !== 'profile' || input.member)
      await expect.poll(() => record.asModel(), { message: 'requests to the services' }).toEqual(expected)
      expect(refusedCloses, 'refused closes').toHaveLength(context.refusedCloses)
      const shown = dialogIn(state)
      if (shown === 'none') {
        await expect.poll(() => flag(page), { message: 'rad-onboarding-complete' }).toBe(context.flag ? 'true' : null)
        await expect(dialog(page)).toHaveCount(0)
        const toast = page.locator('.toast', { hasText: 'Thank you!' })
        if (context.thankYou) {
          await expect(toast).toBeVisible()
          await expect(toast).toContainText(THANK_YOU)
          await expect(toast).toHaveClass(/toast-blue/)
          await expect(toast.locator('svg.toast-icon')).toBeVisible()
        } else {
          await expect(toast).toHaveCount(0)
        }
        return
      }
      expect(await flag(page), 'no flag while the dialog is open').toBe(context.flagSet ? 'true' : null)
      await expect(dialog(page)).toBeVisible()
      if (shown === 'demographics') {
        await expect(dialog(page)).toContainText(INTRO)
        await expect(dialog(page).getByRole('button', { name: context.birthday ? shownDate(MODEL_BIRTHDAY) : 'Select your birthday' })).toBeVisible()
        await expect(dialog(page).getByRole('button', { name: MODEL_GENDER, exact: true })).toHaveAttribute('aria-pressed', String(context.gender))
        const button = dialog(page).getByRole('button', { name: 'Continue' })
        if (context.birthday && context.gender) await expect(button).toBeEnabled()
        else await expect(button).toBeDisabled()
      } else {
        await expect(dialog(page).getByText(questions[shown.question - 1]?.text ?? `question ${shown.question}`)).toBeVisible()
        // A new step starts with nothing selected.
        await expect(dialog(page).getByRole('combobox')).toHaveText('Select an option...')
        await expect(dialog(page).getByRole('button', { name: 'No thanks' })).toBeVisible()
      }
    },
  })

  /** Chooses the first answer of the question on screen and waits for its post's answer. */
  async function answer(step: number, status: number) {
    await dialog(page).getByRole('combobox').click()
    const first = page.getByRole('listbox').getByRole('option').first()
    const text = (await first.textContent()) ?? ''
    await first.click()
    const response = await record.answered('answer', step)
    expect(response.status()).toBe(status)
    expect(response.request().postDataJSON()).toMatchObject({ pageId: ITEM_IDS[input.item], stepNumber: step, totalSteps: QUESTION_COUNT, responseText: text })
  }

  // Points are the account's: a completed member's profile shows what the model awarded (a fresh member starts at 0).
  if (input.member && path.end.matches('closed')) {
    await page.goto('/my-profile')
    await expect(page.getByTestId('points-earned')).toHaveText(String(path.end.context.pointsAwarded))
  }
}
