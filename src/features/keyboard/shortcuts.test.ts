import { describe, expect, it } from 'vitest'
import { isDialogOpen, shortcutFor, type KeyPress } from './shortcuts.ts'

/** A stand-in element: its tag, type, editability and the widget roles it sits in (what `closest` would find). */
function element(tagName: string, options: { type?: string; editable?: boolean; insideRoles?: string[]; insideTags?: string[] } = {}): EventTarget {
  const { type, editable = false, insideRoles = [], insideTags = [] } = options
  return {
    tagName,
    type,
    isContentEditable: editable,
    closest: (selector: string) => {
      const roles = insideRoles.some((role) => selector.includes(`[role="${role}"]`))
      const tags = insideTags.some((tag) => selector.split(',').map((part) => part.trim()).includes(tag))
      return roles || tags ? {} : null
    },
  } as unknown as EventTarget
}

const body = element('BODY')
const press = (key: string, overrides: Partial<KeyPress> = {}): KeyPress => ({
  key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, defaultPrevented: false, target: body, ...overrides,
})
const onPage = { dialogOpen: false }

describe('what a key means on a page', () => {
  it('← and → are previous and next, ? the help, / the jump box', () => {
    expect(shortcutFor(press('ArrowLeft'), onPage)).toBe('previous')
    expect(shortcutFor(press('ArrowRight'), onPage)).toBe('next')
    expect(shortcutFor(press('?', { shiftKey: true }), onPage)).toBe('help')
    expect(shortcutFor(press('/'), onPage)).toBe('search')
    expect(shortcutFor(press('a'), onPage)).toBeNull()
    expect(shortcutFor(press('ArrowDown'), onPage)).toBeNull()
  })

  it('a link or a button keeps the shortcuts (they have no use for these keys)', () => {
    for (const target of [element('A'), element('BUTTON'), element('INPUT', { type: 'checkbox' })]) {
      expect(shortcutFor(press('?', { target }), onPage)).toBe('help')
    }
    expect(shortcutFor(press('ArrowRight', { target: element('A') }), onPage)).toBe('next')
    expect(shortcutFor(press('ArrowRight', { target: element('BUTTON') }), onPage)).toBe('next')
  })
})

describe('keys that belong to something else', () => {
  const fields = {
    'a text input': element('INPUT', { type: 'text' }),
    'a search input': element('INPUT', { type: 'search' }),
    'an input without a type': element('input'),
    'a textarea': element('TEXTAREA'),
    'a select': element('SELECT'),
    'a contenteditable element': element('DIV', { editable: true }),
    'a combobox that is not an input': element('DIV', { insideRoles: ['combobox'] }),
  }

  it.each(Object.entries(fields))('typing in %s is never a shortcut', (_, target) => {
    for (const key of ['ArrowLeft', 'ArrowRight', '?', '/']) expect(shortcutFor(press(key, { target }), onPage)).toBeNull()
  })

  it('arrows stay with radio buttons, sliders and composite widgets', () => {
    const widgets = [
      element('INPUT', { type: 'radio' }), element('INPUT', { type: 'range' }),
      element('BUTTON', { insideRoles: ['toolbar'] }), element('A', { insideRoles: ['grid'] }),
      element('DIV', { insideRoles: ['listbox'] }), element('DIV', { insideRoles: ['menu'] }),
      element('DIV', { insideRoles: ['tablist'] }), element('DIV', { insideTags: ['video'] }),
    ]
    for (const target of widgets) {
      expect(shortcutFor(press('ArrowRight', { target }), onPage)).toBeNull()
      expect(shortcutFor(press('ArrowLeft', { target }), onPage)).toBeNull()
    }
  })

  it.each(['ctrlKey', 'metaKey', 'altKey'] as const)('a key with %s is the browser’s or the system’s', (modifier) => {
    for (const key of ['ArrowLeft', 'ArrowRight', '?', '/']) expect(shortcutFor(press(key, { [modifier]: true }), onPage)).toBeNull()
  })

  it('Shift+arrow extends a text selection, so it does not turn the page', () => {
    expect(shortcutFor(press('ArrowRight', { shiftKey: true }), onPage)).toBeNull()
    expect(shortcutFor(press('ArrowLeft', { shiftKey: true }), onPage)).toBeNull()
  })

  it('nothing happens while a dialog is open, a key was already handled, or a character is being composed', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', '?', '/']) {
      expect(shortcutFor(press(key), { dialogOpen: true })).toBeNull()
      expect(shortcutFor(press(key, { defaultPrevented: true }), onPage)).toBeNull()
      expect(shortcutFor(press(key, { isComposing: true }), onPage)).toBeNull()
    }
  })
})

describe('telling that a dialog is open', () => {
  it('looks for a shown dialog, alert dialog or open <dialog>', () => {
    const asked: string[] = []
    const document = (found: boolean) => ({ querySelector: (selector: string) => { asked.push(selector); return found ? ({} as Element) : null } })
    expect(isDialogOpen(document(true))).toBe(true)
    expect(isDialogOpen(document(false))).toBe(false)
    expect(asked[0]).toContain('[role="dialog"]:not([hidden])')
    expect(asked[0]).toContain('dialog[open]')
  })
})
