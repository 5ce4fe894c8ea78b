import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, registerStudent, type TestContext } from './app.ts';
import { injectClient } from './request-client.ts';
import { checkUploadCase, fileLinkFromDatabase, imageLink, PIXEL_FLOODS, POLYGLOTS, type UploadWorld } from './upload-cases.ts';

// The pixel floods and polyglots through the real send and file routes of one app (the two-process
// run of the same cases is uploads.cluster.test.ts).
const JWT_SECRET = randomBytes(32).toString('hex');
let ctx: TestContext;
let world: UploadWorld;

beforeAll(async () => {
  ctx = await createTestApp({ JWT_SECRET, TUTOR: 'offline' });
  const student = await registerStudent(ctx.app);
  const fromDatabase = fileLinkFromDatabase(ctx.database.db, JWT_SECRET);
  world = {
    request: injectClient(ctx.app),
    accessToken: student.accessToken,
    // The images' own links, as the student gets them; other files signed as the server would.
    fileLink: (message, fileName) => (message.files.find((f) => f.fileName === fileName)?.url ? imageLink(message, fileName) : fromDatabase(message, fileName)),
  };
});
afterAll(() => ctx?.close());

describe('pixel floods: refused from the header, with a clear message', () => {
  it.each(PIXEL_FLOODS.map((c) => [c.label, c] as const))('%s', (_label, upload) => checkUploadCase(world, upload));
});

describe('polyglots: accepted only as what their bytes say, served so that nothing runs', () => {
  it.each(POLYGLOTS.map((c) => [c.label, c] as const))('%s', (_label, upload) => checkUploadCase(world, upload));
});
