/**
 * The reader's theme: the system's, or light or dark whatever the system says. Kept in this
 * browser (localStorage) and applied as `data-theme` on <html>, which theme.css turns into
 * `color-scheme`. public/theme-boot.js applies the stored choice before the first paint.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;

export type ThemeChoice = (typeof themeChoices)[number];

export const themeLabels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** public/theme-boot.js reads the same key. */
export const THEME_STORAGE_KEY = 'cash-flow-theme';

function isThemeChoice(value: string | null): value is ThemeChoice {
  return value !== null && (themeChoices as readonly string[]).includes(value);
}

/** The stored choice; "system" when none is stored, it is unreadable, or storage is blocked. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | null): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY) ?? null;
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Applies the choice at once and keeps it for the next visit; "system" keeps nothing. */
export function saveThemeChoice(choice: ThemeChoice, root: HTMLElement, storage: Pick<Storage, 'setItem' | 'removeItem'> | null): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice still holds until the page is left.
  }
}
