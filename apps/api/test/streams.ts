/** Collects the streamed pieces; the error (if any) after the pieces that did arrive. */
export async function collect(stream: AsyncIterable<string>): Promise<{ pieces: string[]; error: unknown }> {
  const pieces: string[] = [];
  try {
    for await (const piece of stream) pieces.push(piece);
    return { pieces, error: null };
  } catch (error) {
    return { pieces, error };
  }
}
