import { lazy } from 'react';

// The call (WebRTC, audio analysis, speech recognition and synthesis) is a chunk of its own: the
// chat's first load carries none of it.
export const VoiceCallScreen = lazy(() => import('./components/voice-call-screen.tsx'));
export { Connecting } from './components/connecting.tsx';
export type { Ask } from './hooks/use-voice-call.ts';
