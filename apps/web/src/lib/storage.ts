import type { AuthResponse, User } from '@vidya/contract';

/** Local storage keys, exactly as the spec names them (section 3). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  accessTokenExpiresAt: 'accessTokenExpiresAt',
  user: 'user',
  startCallPrompt: 'start-call-prompt',
} as const;

const AUTH_KEYS = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.accessTokenExpiresAt, STORAGE_KEYS.user];

export const authStorage = {
  accessToken: () => localStorage.getItem(STORAGE_KEYS.accessToken),
  refreshToken: () => localStorage.getItem(STORAGE_KEYS.refreshToken),
  user(): User | null {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      const user: unknown = JSON.parse(raw);
      return typeof user === 'object' && user !== null && !Array.isArray(user) ? (user as User) : null;
    } catch {
      return null;
    }
  },
  /**
   * Signed in means a token and a readable user: a token alone (user missing or corrupt) would send
   * / to /login and /login back to / forever.
   */
  signedIn(): boolean {
    return Boolean(authStorage.accessToken()) && authStorage.user() !== null;
  },
  save(auth: AuthResponse) {
    localStorage.setItem(STORAGE_KEYS.accessToken, auth.accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, auth.refreshToken);
    localStorage.setItem(STORAGE_KEYS.accessTokenExpiresAt, auth.accessTokenExpiresAt);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(auth.user));
  },
  /** The signed-in user as the api last described them (after a change to the account). */
  saveUser(user: User) {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  },
  /** Removes the four auth items (spec section 4, sign out). */
  clear() {
    AUTH_KEYS.forEach((k) => localStorage.removeItem(k));
  },
};
