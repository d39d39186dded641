// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isBlockedShortcut } from './shortcuts';

const press = (key: string, target: EventTarget | null, modifiers: Partial<KeyboardEvent> = { ctrlKey: true }) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  target,
  ...modifiers,
});

describe('the secure viewer refuses', () => {
  const page = document.createElement('div');

  it.each(['p', 's', 'u', 'a', 'c', 'x'])('Ctrl+%s on the page, and Cmd+%s', (key) => {
    expect(isBlockedShortcut(press(key, page))).toBe(true);
    expect(isBlockedShortcut(press(key, page, { metaKey: true }))).toBe(true);
  });

  it('F12 and the developer tools combinations, wherever the focus is', () => {
    const input = document.createElement('input');
    expect(isBlockedShortcut(press('F12', input, {}))).toBe(true);
    expect(isBlockedShortcut(press('i', input, { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(press('j', input, { metaKey: true, altKey: true }))).toBe(true);
  });

  it('printing, saving and the source from a text field too', () => {
    expect(isBlockedShortcut(press('p', document.createElement('input')))).toBe(true);
    expect(isBlockedShortcut(press('s', document.createElement('textarea')))).toBe(true);
  });
});

describe('the secure viewer allows', () => {
  it.each(['a', 'c', 'x'])('Ctrl+%s in the typed-name field and the reason box (what the user typed)', (key) => {
    expect(isBlockedShortcut(press(key, document.createElement('input')))).toBe(false);
    expect(isBlockedShortcut(press(key, document.createElement('textarea'), { metaKey: true }))).toBe(false);
  });

  it('letters typed without a modifier', () => {
    expect(isBlockedShortcut(press('c', document.createElement('div'), {}))).toBe(false);
  });
});
