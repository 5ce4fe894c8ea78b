/** Spec section 9: a side speaks while its average level is above 10 (FFT 512, every 300 ms). */
export const SPEAKING_THRESHOLD = 10;
export const FFT_SIZE = 512;
export const SAMPLE_MS = 300;
export const DEBUG_LOG_MS = 5000;

/** The mean of an analyser's byte frequency data (0 to 255). */
export function averageLevel(bins: ArrayLike<number>): number {
  if (bins.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < bins.length; i++) sum += bins[i] ?? 0;
  return sum / bins.length;
}

export const isSpeaking = (level: number) => level > SPEAKING_THRESHOLD;

/** The call timer: mm:ss (minutes keep counting past 59). */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Samples a stream's level every 300 ms and reports whether it is speaking. Returns the teardown
 * (stops the timer, closes the audio context).
 */
export function watchSpeaking(
  stream: MediaStream,
  onChange: (speaking: boolean) => void,
  label: string,
): () => void {
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = FFT_SIZE;
  context.createMediaStreamSource(stream).connect(analyser);
  const bins = new Uint8Array(analyser.frequencyBinCount);
  let last = false;
  let lastLog = 0;
  const timer = setInterval(() => {
    analyser.getByteFrequencyData(bins);
    const level = averageLevel(bins);
    const now = Date.now();
    if (now - lastLog >= DEBUG_LOG_MS) {
      lastLog = now;
      console.debug(`[voice] ${label} level ${level.toFixed(1)}`);
    }
    if (isSpeaking(level) !== last) onChange((last = !last));
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    void context.close().catch(() => undefined);
  };
}
