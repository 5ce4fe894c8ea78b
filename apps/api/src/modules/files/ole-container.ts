/** The part of SheetJS's CFB reader used here (its published type is `any`). */
interface CfbContainer {
  FullPaths: string[];
  FileIndex: { name: string; type: number }[];
}
const STREAM = 2;

/**
 * Whether an OLE compound file (legacy .doc/.xls) has one of the given streams at its root:
 * 'WordDocument' makes it a Word file, 'Workbook' (or 'Book' before Excel 97) an Excel one.
 */
export async function hasCfbStream(data: Buffer, names: string[]): Promise<boolean> {
  try {
    const { CFB } = await import('@e965/xlsx');
    const cfb = CFB.read(data, { type: 'buffer' }) as CfbContainer;
    return cfb.FileIndex.some((entry, i) => {
      const path = cfb.FullPaths[i] ?? '';
      return entry.type === STREAM && names.includes(entry.name) && path.split('/').length === 2;
    });
  } catch {
    return false;
  }
}
