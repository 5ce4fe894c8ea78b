import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { authStorage } from '../lib/storage.ts';

/** Learning routes need a stored access token (spec section 2), and the user stored with it. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return authStorage.signedIn() ? children : <Navigate to="/login" replace />;
}

/** /login, /signup and /forgot-password send a signed-in student home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return authStorage.signedIn() ? <Navigate to="/" replace /> : children;
}

/** The landing page needs a stored user. */
export function RequireStoredUser({ children }: { children: ReactNode }) {
  return authStorage.user() ? children : <Navigate to="/login" replace />;
}
