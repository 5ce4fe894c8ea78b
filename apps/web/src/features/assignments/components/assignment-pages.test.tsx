import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenerateAssignmentResponse, PastAssignment } from '@vidya/contract';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { api, json } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { AssignmentsPage } from './assignments-page.tsx';
import { MyAssignmentsPage } from './my-assignments-page.tsx';

const SESSION = '0b6f5c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const ASSIGNMENT = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

describe('/Assignments', () => {
  it.each(['/Assignments', '/Assignments?session=undefined'])(
    'alerts when the session id is missing (%s)',
    async (url) => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      renderRoute(<AssignmentsPage />, { path: '/Assignments', url });
      await userEvent.click(screen.getByRole('button', { name: 'Generate Assignment' }));
      expect(alert).toHaveBeenCalledWith('Invalid or missing session ID');
      alert.mockRestore();
    },
  );

  it('generates from the session, shows Generating... meanwhile, then opens the test', async () => {
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    api.use(
      http.post(`/api/assignments/${SESSION}/generate-assignment`, async () => {
        await answered;
        const body: GenerateAssignmentResponse = {
          assignment: { '1': { mcq: 'Q?', options: { A: 'a', B: 'b', C: 'c', D: 'd' } } },
          assignmentId: ASSIGNMENT,
        };
        return json(body);
      }),
    );
    const { router } = renderRoute(<AssignmentsPage />, {
      path: '/Assignments',
      url: `/Assignments?session=${SESSION}`,
    });
    expect(screen.getByRole('heading', { name: 'Test your knowledge' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Assignment' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeTruthy();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/TakeTest/${ASSIGNMENT}`));
  });
});

describe("/Assignments past the day's limit", () => {
  it("shows the server's reason on the page", async () => {
    const limit = 'You have made 20 assignments today, the most for one day. Come back tomorrow for more.';
    api.use(http.post(`/api/assignments/${SESSION}/generate-assignment`, () => json({ message: limit }, 429)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(<AssignmentsPage />, { path: '/Assignments', url: `/Assignments?session=${SESSION}` });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Assignment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByRole('button', { name: 'Generate Assignment' })).toBeEnabled();
    warn.mockRestore();
  });
});

describe('/myAssignments', () => {
  const past = (n: number, score: number): PastAssignment => ({
    _id: `id-${n}`,
    dateTaken: new Date(2026, 10, n).toISOString(),
    score,
    maxScore: 10,
    report: `Report ${n}`,
  });

  it('shows the empty state', async () => {
    api.use(http.get('/api/assignments', () => json([])));
    renderRoute(<MyAssignmentsPage />, { path: '/myAssignments' });
    expect(screen.getByText('Loading your previous assignments...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No Assignments Yet' })).toBeTruthy();
    expect(screen.getByText('Complete some assessments to see your progress here.')).toBeTruthy();
  });

  it('lists attempts newest first with their count, score and a bar green at 70 % or above', async () => {
    api.use(http.get('/api/assignments', () => json([past(20, 7), past(10, 6)])));
    renderRoute(<MyAssignmentsPage />, { path: '/myAssignments' });
    expect(await screen.findByRole('heading', { name: '2 Assessments' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Assignment - 2', 'Assignment - 1']);
    expect(screen.getByText('7 / 10')).toBeTruthy();
    const bars = screen
      .getAllByRole('progressbar', { name: 'Score' })
      .map((b) => (b.firstChild as HTMLElement).dataset.good);
    expect(bars).toEqual(['true', 'false']);
  });
});

describe('the assignment pages in Hindi', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  const past = (day: number, score: number): PastAssignment => ({
    _id: `id-${day}`,
    dateTaken: new Date(2026, 10, day, 16, 30).toISOString(),
    score,
    maxScore: 10,
    report: `Report ${day}`,
  });

  it('lists attempts in Hindi with Hindi dates, and in the spec English with en-IN dates once switched back', async () => {
    api.use(http.get('/api/assignments', () => json([past(20, 7), past(10, 6)])));
    await switchLanguage('hi');
    renderRoute(<MyAssignmentsPage />, { path: '/myAssignments' });
    expect(await screen.findByRole('heading', { name: '2 टेस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'असाइनमेंट - 2' })).toBeInTheDocument();
    expect(screen.getByText('20 नव॰ 2026, 04:30 pm')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'रिपोर्ट देखें' })).toHaveLength(2);
    expect(screen.getAllByRole('progressbar', { name: 'स्कोर' })[0]).toHaveAttribute('aria-valuetext', '10 में से 7');

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('heading', { name: '2 Assessments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assignment - 2' })).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026, 04:30 pm')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'View Report' })).toHaveLength(2);
  });

  it("says the server's refusal in Hindi, with its number (a chat too short)", async () => {
    const tooShort = 'Chat with the AI first: an assignment needs at least 4 messages.';
    api.use(http.post(`/api/assignments/${SESSION}/generate-assignment`, () => json({ message: tooShort }, 400)));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await switchLanguage('hi');
    renderRoute(<AssignmentsPage />, { path: '/Assignments', url: `/Assignments?session=${SESSION}` });
    expect(screen.getByRole('heading', { name: 'अपनी समझ जाँचें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'असाइनमेंट बनाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('पहले AI से चैट करें: असाइनमेंट के लिए कम से कम 4 मैसेज चाहिए।');

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(tooShort);
    expect(screen.getByRole('button', { name: 'Generate Assignment' })).toBeEnabled();
  });
});
