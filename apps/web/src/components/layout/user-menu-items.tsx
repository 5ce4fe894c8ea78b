import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppConfig, useProductName } from '../../app/app-config.ts';
import { logout } from '../../lib/logout.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { LanguageMenuItem } from '../ui/language-switch.tsx';

const itemClass = 'flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100';

/** The avatar menu's items (spec section 2); the same list appears in the mobile hamburger menu. */
export function UserMenuItems({ onPick }: { onPick: (then?: () => void) => void }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const product = useProductName();
  const support = `mailto:${config?.supportEmail ?? 'support@vidya.local'}`;

  const signOut = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };
  // The menu closes first (on a phone, a Back), then the link is followed; a modified click (a new
  // tab) is left to the browser.
  const follow = (to: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPick(() => void navigate(to));
  };
  const pick = () => onPick();

  return (
    <>
      {pathname !== '/' && (
        <Link to="/" className={itemClass} onClick={follow('/')}>
          {t('Home')}
        </Link>
      )}
      <Link to="/myAssignments" className={itemClass} onClick={follow('/myAssignments')}>
        {t('My Assignments')}
      </Link>
      <a href={`${support}?subject=${encodeURIComponent(`${product} support`)}`} className={itemClass} onClick={pick}>
        {t('Support')}
      </a>
      <a href={config?.updatesUrl ?? 'https://www.nios.ac.in/'} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={pick}>
        {t('Updates')}
      </a>
      <a href={`${support}?subject=${encodeURIComponent(`Contact ${product}`)}`} className={itemClass} onClick={pick}>
        {t('Contact us')}
      </a>
      <LanguageMenuItem className={itemClass} onPick={pick} />
      <button type="button" className={`${itemClass} text-red-700`} onClick={() => onPick(() => void signOut())}>
        {t('Sign out')}
      </button>
    </>
  );
}
