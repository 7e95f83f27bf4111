import { describe, expect, it } from 'vitest'
import { runPath, specPaths } from '#tests/models/support/spec-paths.ts'
import {
  FAVORITES, FOUND_EMAIL, LEAD_PATHING, leadRequest, NEW_LEAD_ID, serializeVisitorState, SESSION_RSID, VISITS, visitorSpecModel,
  type VisitorModelContext,
} from '#tests/models/visitor.spec-model.ts'
import { startVisitor, type VisitorHarness } from './visitor.fakes.ts'
import type { EmailLookupRequest } from './visitor.machine.ts'

/**
 * Paths from the spec model (tests/models/visitor.spec-model.ts) drive the real visitor machine. Its effects are
 * a fake of the services it calls: each lookup and the lead registration is recorded as the HTTP call of R-CALL-4 / R-CALL-8,
 * and each answer is chosen by the path (found, an Error answer, a Success without an address, a failed request).
 */

/** The HTTP call a lookup request becomes at the service (R-CALL-4, R-CALL-8). */
function asHttp(request: EmailLookupRequest): string {
  switch (request.source) {
    case 'accountSession': return `GET /bible-api/api/v2/sessions/${request.sessionId}/email`
    case 'leadSession': return `GET ${LEAD_PATHING}/sessions/${request.rsid}/email`
    case 'recipient': return `GET ${LEAD_PATHING}/postup/recip/${request.recipId}/email?siteId=${request.siteId}`
    case 'getResponseContact': return `GET ${LEAD_PATHING}/get-response/contacts/${request.contactId}/email`
  }
}

function requestsMade(sut: VisitorHarness): string[] {
  return sut.calls.flatMap((call) => {
    if (call.name === 'lookupEmail') return [asHttp(call.input as EmailLookupRequest)]
    if (call.name === 'registerLead') {
      const { email, rsid } = call.input as { email: string; rsid: string }
      return [leadRequest(email, rsid)]
    }
    return []
  })
}

const pendingLookup = (context: VisitorModelContext) => {
  const [source] = context.remaining
  if (!source) throw new Error('the model has no lookup running')
  return source
}

for (const visit of VISITS) {
  describe(`visitor start-up, spec model: ${visit.name}`, () => {
    for (const path of specPaths(visitorSpecModel, { input: visit, limit: 5000, maxPaths: 40, serializeState: serializeVisitorState })) {
      it(path.name, async () => {
        const sut = startVisitor({
          query: visit.query, leadPathingEnabled: visit.leadPathing, storedLead: visit.storedLead,
          ...(visit.siteIdSetting === null ? {} : { siteId: visit.siteIdSetting }),
        })
        await runPath(path, {
          events: {
            'signIn.ready': () => sut.succeed('initialiseSignIn', undefined),
            'signIn.fails': () => sut.fail('initialiseSignIn', new Error('no provider metadata')),
            'silentLogin.ends': () => sut.fail('trySilentLogin', new Error('login_required')),
            'session.ready': () => sut.succeed('initialiseSession', { rsid: SESSION_RSID }),
            'session.fails': () => sut.fail('initialiseSession', new Error('storage blocked')),
            'lookup.finds': (_event, _after, before) =>
              sut.succeed('lookupEmail', { result: 'Success', email: ` ${FOUND_EMAIL[pendingLookup(before.context)]} `, message: '' }),
            'lookup.answersError': () => sut.succeed('lookupEmail', { result: 'Error', email: '', message: 'unknown id' }),
            'lookup.answersNoEmail': () => sut.succeed('lookupEmail', { result: 'Success', email: 'nobody', message: '' }),
            'lookup.fails': () => sut.fail('lookupEmail', new Error('HTTP 503')),
            'lead.registered': () => sut.succeed('registerLead', { id: NEW_LEAD_ID, email: (sut.pendingInput('registerLead') as { email: string }).email }),
            'lead.fails': () => sut.fail('registerLead', new Error('HTTP 500')),
            'favorites.load': () => sut.succeed('loadFavorites', FAVORITES),
            'favorites.fail': () => sut.fail('loadFavorites', new Error('HTTP 503')),
          },
          check: (state) => {
            const { context } = state
            expect(requestsMade(sut), 'requests to the services, in order').toEqual(context.requests)
            expect(sut.calledNames().includes('trySilentLogin'), 'silent login tried').toBe(context.silentLoginTried)
            expect(sut.lookupFailures.map((failure) => failure.source), 'lookup failures logged').toEqual(context.loggedLookupFailures)
            expect(sut.persisted, 'leads written to local storage').toEqual(context.leadWrites)
            expect(sut.emittedFavorites, 'favorites announced').toEqual(
              context.favorites === 'pending' ? [] : [context.favorites === 'loaded' ? FAVORITES : []])
            if (state.matches('ready')) {
              const snapshot = sut.actor.getSnapshot()
              expect(snapshot.matches('ready')).toBe(true)
              expect(snapshot.context.email).toBe(context.email)
              expect(snapshot.context.lead).toEqual(context.lead)
            }
          },
        })
        sut.actor.stop()
      })
    }
  })
}
