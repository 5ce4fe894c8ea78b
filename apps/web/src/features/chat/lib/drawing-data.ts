/** The whiteboard drawing sent with a question, as its file in the message (the api names it so too). */
export const DRAWING_FILE = { fileName: 'whiteboard.png', mimeType: 'image/png', whiteboard: true } as const;

/**
 * A drawing is kept in the outbox as a data URL: a few tens of KB that sessionStorage keeps across a
 * reload (unlike attached files), and that the bubble shows as the thumbnail until the server's copy.
 */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the drawing'));
    reader.readAsDataURL(blob);
  });
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const [head = '', base64 = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? DRAWING_FILE.mimeType;
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}
