/**
 * Toasts through react-toastify, loaded only when the first toast is shown or after the page is idle,
 * so it stays out of the first download on a slow phone.
 */
const loadToastify = () => import('react-toastify');

export const notify = {
  error: (message: string, id?: string) => void loadToastify().then(({ toast }) => toast.error(message, { toastId: id })),
  success: (message: string) => void loadToastify().then(({ toast }) => toast.success(message)),
};
