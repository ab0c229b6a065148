import { afterEach, describe, expect, it } from 'vitest';
import boot from '../../public/theme-boot.js?raw';
import { readThemeChoice, saveThemeChoice, THEME_STORAGE_KEY } from './theme-preference.ts';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
});

describe('theme choice', () => {
  it('is "system" until the reader chooses, and when the stored value is unknown', () => {
    expect(readThemeChoice(localStorage)).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice(localStorage)).toBe('system');
  });

  it('applies a choice to <html> at once and reads it back on the next visit', () => {
    saveThemeChoice('dark', root, localStorage);
    expect(root.dataset.theme).toBe('dark');
    expect(readThemeChoice(localStorage)).toBe('dark');
  });

  it('goes back to the system theme and forgets the choice', () => {
    saveThemeChoice('light', root, localStorage);
    saveThemeChoice('system', root, localStorage);
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('still applies a choice when storage refuses it, and reads "system" from refusing storage', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    saveThemeChoice('dark', root, refusing);
    expect(root.dataset.theme).toBe('dark');
    expect(readThemeChoice(refusing)).toBe('system');
  });
});

describe('public/theme-boot.js, run before the first paint', () => {
  const run = () => {
    /* eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call --
       runs the served script's own text, as the browser does. */
    new Function(boot)();
  };

  it('applies the choice the switch stored, under the same key', () => {
    saveThemeChoice('light', document.createElement('html'), localStorage);
    run();
    expect(root.dataset.theme).toBe('light');
  });

  it('leaves the system theme alone when nothing, or nonsense, is stored', () => {
    run();
    expect(root.dataset.theme).toBeUndefined();
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    run();
    expect(root.dataset.theme).toBeUndefined();
  });
});
