/** Placeholder until the whiteboard lands: nothing is drawn yet. */
export function drawingPng(drawingKey: string): Promise<Blob | null> {
  void drawingKey;
  return Promise.resolve(null);
}
