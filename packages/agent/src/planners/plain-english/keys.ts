// Key names a person writes, mapped to Playwright's names.
const KEY_NAMES: Record<string, string> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  escape: 'Escape',
  esc: 'Escape',
  backspace: 'Backspace',
  delete: 'Delete',
  del: 'Delete',
  space: 'Space',
  spacebar: 'Space',
  home: 'Home',
  end: 'End',
  'page up': 'PageUp',
  pageup: 'PageUp',
  'page down': 'PageDown',
  pagedown: 'PageDown',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  'arrow up': 'ArrowUp',
  'arrow down': 'ArrowDown',
  'arrow left': 'ArrowLeft',
  'arrow right': 'ArrowRight',
  'up arrow': 'ArrowUp',
  'down arrow': 'ArrowDown',
  'left arrow': 'ArrowLeft',
  'right arrow': 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  ctrl: 'Control',
  control: 'Control',
  shift: 'Shift',
  alt: 'Alt',
  option: 'Alt',
  cmd: 'Meta',
  command: 'Meta',
  meta: 'Meta',
};
const MODIFIERS = new Set(['Control', 'Shift', 'Alt', 'Meta']);

/** Playwright's name for a key or combination ("ctrl+a" → "Control+a"), or undefined when the
 *  words are not a key (so "press Sign in" is a click). */
export function toKeyName(words: string): string | undefined {
  const cleaned = words
    .trim()
    .replace(/\s+key$/i, '')
    .replace(/^the\s+/i, '');
  const parts = cleaned.split(/\s*\+\s*/);
  const mapped = parts.map((part, i) => {
    const lower = part.toLowerCase();
    if (KEY_NAMES[lower]) return KEY_NAMES[lower];
    if (/^f([1-9]|1[0-2])$/i.test(part)) return part.toUpperCase();
    // A single character is a key only in a combination ("ctrl+a") or when it is the last part.
    if (part.length === 1 && (parts.length > 1 || i === 0)) return part;
    return undefined;
  });
  if (mapped.some((m) => m === undefined)) return undefined;
  const keys = mapped as string[];
  if (keys.slice(0, -1).some((k) => !MODIFIERS.has(k))) return undefined;
  return keys.join('+');
}
