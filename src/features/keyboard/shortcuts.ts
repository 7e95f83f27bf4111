/**
 * What a key press means to the site, decided in one place: ←/→ previous/next (chapter or verse), `?` the
 * keyboard help, `/` the jump box. A key that belongs to something else is never taken: typing in a field,
 * arrows in a widget that moves with them (radios, toolbars, grids, menus), a key with Ctrl, Alt or ⌘, a key
 * another handler already used, and anything while a dialog is open.
 *
 * Pure (no DOM globals), so the rules are unit-tested with plain objects; the browser passes real events.
 */
export type Shortcut = 'previous' | 'next' | 'help' | 'search'

/** The part of a KeyboardEvent the rules read. */
export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
  defaultPrevented: boolean
  isComposing?: boolean
  target: EventTarget | null
}

/** The part of an element the rules read (an HTMLElement has all of it). */
interface ElementLike {
  tagName: string
  isContentEditable?: boolean
  type?: string
  closest?: (selector: string) => unknown
}

function asElement(target: EventTarget | null): ElementLike | null {
  const element = target as Partial<ElementLike> | null
  return element !== null && typeof element.tagName === 'string' ? (element as ElementLike) : null
}

/** Inputs whose keys are not text: a shortcut may pass through them. */
const NON_TEXT_INPUTS = ['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']

/** Roles of widgets a reader types into, even when they are not form fields. */
const TEXT_ROLES = '[role="textbox"], [role="combobox"], [role="searchbox"], [role="spinbutton"]'

/** Widgets whose own arrow keys move inside them (ARIA composite widgets, sliders, media). */
const ARROW_WIDGETS = [
  TEXT_ROLES, '[role="toolbar"]', '[role="grid"]', '[role="treegrid"]', '[role="tree"]', '[role="listbox"]',
  '[role="menu"]', '[role="menubar"]', '[role="radiogroup"]', '[role="tablist"]', '[role="slider"]', '[role="scrollbar"]',
  'audio', 'video',
].join(', ')

const isInside = (element: ElementLike, selector: string) => typeof element.closest === 'function' && element.closest(selector) !== null

/** True when a key press belongs to a field the reader is typing in, so a shortcut must leave it alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = asElement(target)
  if (!element) return false
  if (element.isContentEditable) return true
  const tag = element.tagName.toUpperCase()
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.includes((element.type ?? 'text').toLowerCase())
  return isInside(element, TEXT_ROLES)
}

/** True when ←/→ already do something where the key was pressed: a caret, a radio group, a slider, a toolbar. */
export function usesArrowKeys(target: EventTarget | null): boolean {
  const element = asElement(target)
  if (!element) return false
  if (isTypingTarget(target) || element.tagName.toUpperCase() === 'INPUT') return true
  return isInside(element, ARROW_WIDGETS)
}

export interface PageState {
  /** A dialog is open: its keys are its own. */
  dialogOpen: boolean
}

/** The shortcut a key press asks for, or null when it is not one (or not here, or not now). */
export function shortcutFor(press: KeyPress, page: PageState): Shortcut | null {
  if (press.defaultPrevented || press.isComposing === true || page.dialogOpen) return null
  if (press.ctrlKey || press.metaKey || press.altKey) return null
  switch (press.key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      // Shift+arrow extends a text selection.
      if (press.shiftKey || usesArrowKeys(press.target)) return null
      return press.key === 'ArrowLeft' ? 'previous' : 'next'
    case '?':
      // `?` needs Shift on most layouts, so Shift is allowed here.
      return isTypingTarget(press.target) ? null : 'help'
    case '/':
      return isTypingTarget(press.target) ? null : 'search'
    default:
      return null
  }
}

/** Whether a dialog (Ariakit's, a native <dialog>, an alert) is showing in the document. */
export function isDialogOpen(root: Pick<Document, 'querySelector'>): boolean {
  return root.querySelector('[role="dialog"]:not([hidden]), [role="alertdialog"]:not([hidden]), dialog[open]') !== null
}
