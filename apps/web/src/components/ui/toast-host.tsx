import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useI18n } from '../../i18n/i18n.ts';

/** react-toastify's own ✕ is 14 px; this one is a 44 px target that looks the same. */
function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={closeToast}
      aria-label={t('Close notification')}
      className="-mt-2 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center self-start rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

/** react-toastify with the spec's defaults: top-right, closes after 5000 ms. */
export default function ToastHost() {
  const { t } = useI18n();
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop closeButton={CloseButton} aria-label={t('Notifications Alt+T')} />;
}
