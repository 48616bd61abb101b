/** The theme the user chose: follow the system, or always light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** Where the choice is kept between visits (a display preference, nothing private). */
export const THEME_KEY = 'keyscope.theme';

/** A stored value read back: anything but 'light' or 'dark' means follow the system. */
export function readThemeChoice(stored: string | null): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/**
 * The choice after toggling from `dark` (what is shown now): the other theme, stored as
 * 'system' when that is what the system asks for anyway, so the studio follows the system
 * again from then on.
 *
 * @example
 * toggledTheme(false, true); // 'system' (dark, as the system prefers)
 * toggledTheme(false, false); // 'dark'
 */
export function toggledTheme(dark: boolean, systemDark: boolean): ThemeChoice {
  const next = !dark;
  if (next === systemDark) return 'system';
  return next ? 'dark' : 'light';
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The light or dark theme: follows `prefers-color-scheme` until toggled, and sets
 * `<html data-theme>` (app.css's tokens follow it through `color-scheme`).
 */
export class ThemeState {
  choice = $state<ThemeChoice>('system');
  systemDark = $state(false);
  readonly dark = $derived(this.choice === 'system' ? this.systemDark : this.choice === 'dark');
  #store: Store | null;

  constructor(store: Store | null, media: MediaQueryList | null) {
    this.#store = store;
    this.choice = readThemeChoice(safely(() => store?.getItem(THEME_KEY) ?? null));
    this.systemDark = media?.matches ?? false;
    media?.addEventListener('change', (e) => (this.systemDark = e.matches));
  }

  toggle(): void {
    this.choice = toggledTheme(this.dark, this.systemDark);
    const choice = this.choice;
    safely(() =>
      choice === 'system'
        ? this.#store?.removeItem(THEME_KEY)
        : this.#store?.setItem(THEME_KEY, choice)
    );
  }

  /** Put the choice on the root element: no attribute while following the system. */
  apply(root: HTMLElement): void {
    if (this.choice === 'system') delete root.dataset['theme'];
    else root.dataset['theme'] = this.choice;
  }
}

/** Storage can throw (disabled, full, sandboxed): the theme then just is not remembered. */
function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
