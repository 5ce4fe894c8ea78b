import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useProductName } from '../../app/app-config.ts';
import { authStorage } from '../../lib/storage.ts';
import { tapLink } from '../ui/button.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useOverlayEntry } from './use-overlay-entry.ts';
import { UserMenuItems } from './user-menu-items.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * Where page actions are drawn: the header bar, or the phone's menu, which a pick closes. A pick
 * passes its next step (`then`: go somewhere, open a panel) to run once the menu has closed: the
 * phone menu is a history entry of its own, and closing it is a Back.
 */
export interface ActionPlace {
  inMenu: boolean;
  onPick(then?: () => void): void;
}

/**
 * Brand title, page actions and the avatar menu. Under 768 px everything collapses into one
 * hamburger menu (spec section 2), so `actions` is drawn once for each place. `quickAction` (the
 * chat's New Chat) stays in the bar at every width, so it is one tap on a phone.
 */
export function AppHeader({ actions, quickAction }: { actions?: (place: ActionPlace) => ReactNode; quickAction?: ReactNode }) {
  const { t } = useI18n();
  const product = useProductName();
  const [avatarOpen, setAvatarOpen] = useState(false);
  // The phone menu: Back closes it before it leaves the page.
  const menu = useOverlayEntry('menu');
  const closeAvatar = useCallback((then?: () => void) => {
    setAvatarOpen(false);
    then?.();
  }, []);
  const avatarRef = useRef<HTMLDivElement>(null);
  const mobileRef = useRef<HTMLDivElement>(null);
  const avatarButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(avatarRef, avatarOpen, closeAvatar, avatarButton);
  useDismiss(mobileRef, menu.open, menu.hide, menuButton);
  // A pick in the phone menu removes the item it was made on; the focus goes back to the hamburger
  // (before anything the pick opens, such as the history, takes it and later gives it back).
  const { hideThen } = menu;
  const closeMobile = useCallback(
    (then?: () => void) => {
      menuButton.current?.focus();
      hideThen(then);
    },
    [hideThen],
  );
  const user = authStorage.user();
  const initial = (user?.firstName?.trim()[0] ?? '?').toUpperCase();

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-3 md:px-6">
      <Link to="/" className={`${tapLink} text-lg font-bold text-brand-700`}>
        {product}
      </Link>
      {quickAction && <div className="mr-1 ml-auto flex md:mr-2">{quickAction}</div>}

      <div className="hidden items-center gap-2 md:flex">
        {actions?.({ inMenu: false, onPick: closeAvatar })}
        <div ref={avatarRef} className="relative">
          <button
            ref={avatarButton}
            type="button"
            aria-label={t('Account menu')}
            aria-expanded={avatarOpen}
            onClick={() => setAvatarOpen(!avatarOpen)}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
          >
            {initial}
          </button>
          {avatarOpen && (
            <nav aria-label={t('Account')} className="absolute right-0 mt-2 w-52 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200">
              {user && <p className="truncate px-3 py-2 text-xs text-slate-500">{user.firstName} {user.lastName}</p>}
              <UserMenuItems onPick={closeAvatar} />
            </nav>
          )}
        </div>
      </div>

      <div ref={mobileRef} className="md:hidden">
        <button
          ref={menuButton}
          type="button"
          aria-label={t('Menu')}
          aria-expanded={menu.open}
          onClick={menu.toggle}
          className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden>
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {menu.open && (
          <nav aria-label={t('Menu')} className="absolute inset-x-0 top-14 border-b border-slate-200 bg-white p-2 shadow-lg">
            {actions && <div className="flex flex-col gap-1 border-b border-slate-100 pb-2 [&>*]:justify-start">{actions({ inMenu: true, onPick: closeMobile })}</div>}
            <div className="pt-1">
              <UserMenuItems onPick={closeMobile} />
            </div>
          </nav>
        )}
      </div>
    </header>
  );
}
