import { useEffect, useState } from 'react';
import { copyText } from '../lib/copy-text.ts';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text (lib/copy-text.ts) and says how it went for two seconds; `onFailed` lets the student copy by hand. */
export function useCopy(onFailed: () => void) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async (text: string) => {
    const copied = await copyText(text);
    setState(copied ? 'copied' : 'failed');
    if (!copied) onFailed();
  };
  return { state, copy };
}
