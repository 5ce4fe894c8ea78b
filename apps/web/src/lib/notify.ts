/**
 * Toasts through react-toastify, loaded only when the first toast is shown or after the page is idle,
 * so it stays out of the first download on a slow phone.
 */
const loadToastify = () => import('react-toastify');

// Toasts shown with an id, so `dismiss` can skip loading react-toastify when there is nothing to close.
const shown = new Set<string>();

export const notify = {
  error: (message: string, id?: string) => {
    if (id) shown.add(id);
    void loadToastify().then(({ toast }) => toast.error(message, { toastId: id }));
  },
  success: (message: string) => void loadToastify().then(({ toast }) => toast.success(message)),
  /** Closes the toast shown with `id`, once what it warned about has been put right. */
  dismiss: (id: string) => {
    if (!shown.delete(id)) return;
    void loadToastify().then(({ toast }) => toast.dismiss(id));
  },
};
