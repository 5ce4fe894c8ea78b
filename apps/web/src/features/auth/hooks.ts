import type { AuthResponse } from '@vidya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../i18n/i18n.ts';
import { authStorage } from '../../lib/storage.ts';
import { adoptAccountLanguage } from '../../i18n/account-language.ts';

/** After login, signup or Google sign-in: store tokens and user, then go to /. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (auth: AuthResponse) => {
    authStorage.save(auth);
    void adoptAccountLanguage(auth.user, currentLanguage());
    queryClient.clear();
    void navigate('/', { replace: true });
  };
}
