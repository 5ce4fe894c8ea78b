import { useOverlayEntry } from '../../../components/layout/use-overlay-entry.ts';

/** The History panel: Back closes it before it leaves the chat (components/layout/use-overlay-entry.ts). */
export const useHistoryPanel = () => useOverlayEntry('history');
