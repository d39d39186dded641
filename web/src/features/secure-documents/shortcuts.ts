// The keyboard shortcuts refused while a confidential document is on screen: print, save, view
// the source, select all, copy, cut, and the developer tools. Select all, copy and cut stay
// allowed in a text field (the typed-name and reason fields of the same page): there they act on
// what the user typed, never on the document.

const EDITING_KEYS = ['a', 'c', 'x'];

/** Whether `target` is a field the user types in. */
function isTextField(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable;
}

/** Whether the viewer refuses this keydown. */
export function isBlockedShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
): boolean {
  const key = event.key.toLowerCase();
  const command = event.ctrlKey || event.metaKey;
  if (key === 'f12') return true;
  if (command && event.shiftKey && ['i', 'j', 'c'].includes(key)) return true;
  if (event.metaKey && event.altKey && ['i', 'j', 'c', 'u'].includes(key)) return true;
  if (!command) return false;
  if (['p', 's', 'u'].includes(key)) return true;
  return EDITING_KEYS.includes(key) && !isTextField(event.target);
}
