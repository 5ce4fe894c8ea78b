import { Link, useLocation, useNavigate } from 'react-router';
import { useAppConfig, useProductName } from '../../app/app-config.ts';
import { logout } from '../../features/auth/api/logout.ts';

const itemClass = 'flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100';

/** The avatar menu's items (spec section 2); the same list appears in the mobile hamburger menu. */
export function UserMenuItems({ onPick }: { onPick: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const product = useProductName();
  const support = `mailto:${config?.supportEmail ?? 'support@vidya.local'}`;

  const signOut = async () => {
    onPick();
    await logout();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      {pathname !== '/' && (
        <Link to="/" className={itemClass} onClick={onPick}>
          Home
        </Link>
      )}
      <Link to="/myAssignments" className={itemClass} onClick={onPick}>
        My Assignments
      </Link>
      <a href={`${support}?subject=${encodeURIComponent(`${product} support`)}`} className={itemClass} onClick={onPick}>
        Support
      </a>
      <a href={config?.updatesUrl ?? 'https://www.nios.ac.in/'} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={onPick}>
        Updates
      </a>
      <a href={`${support}?subject=${encodeURIComponent(`Contact ${product}`)}`} className={itemClass} onClick={onPick}>
        Contact us
      </a>
      <button type="button" className={`${itemClass} text-red-700`} onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}
