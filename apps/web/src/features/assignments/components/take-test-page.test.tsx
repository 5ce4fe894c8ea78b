import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssignmentDetail, Evaluation } from '@vidya/contract';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { api, json } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { TakeTestPage } from './take-test-page.tsx';

const ID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const question = (n: number) => ({
  mcq: `Question ${n}?`,
  options: { A: `a${n}`, B: `b${n}`, C: `c${n}`, D: `d${n}` },
});
const detail: AssignmentDetail = {
  _id: ID,
  assignment: { '1': question(1), '2': question(2), '3': question(3) },
  evaluation: null,
};

let submitted: unknown[] = [];
beforeEach(() => {
  submitted = [];
  api.use(
    http.get(`/api/assignments/${ID}`, () => json(detail)),
    http.post(`/api/assignments/${ID}/evaluate`, async ({ request }) => {
      submitted.push(await request.json());
      const result: Evaluation = { score: 2, maxScore: 3, report: '## What to revise\n\nChapter 3.' };
      return json(result);
    }),
  );
});

const open = () => renderRoute(<TakeTestPage />, { path: '/TakeTest/:assignmentId', url: `/TakeTest/${ID}` });
const group = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

describe('the test screen', () => {
  it('counts answers, keeps them across a reload, submits all of them and shows the result', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByText('Loading assignment...')).toBeTruthy();
    await screen.findByText('Question 1?');
    expect(screen.getByText('0/3 questions answered')).toBeTruthy();
    expect(screen.getByText('3 questions remaining')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Answer all questions to submit' }).disabled,
    ).toBe(true);

    await user.click(within(group(1)).getByRole('radio', { name: /^A\.\s*a1$/ }));
    await user.click(within(group(1)).getByRole('radio', { name: /^C\.\s*c1$/ }));
    await user.click(within(group(2)).getByRole('radio', { name: /^B\.\s*b2$/ }));
    expect(screen.getByText('2/3 questions answered')).toBeTruthy();
    expect(screen.getByText('1 questions remaining')).toBeTruthy();

    // A reload (a new screen) finds the chosen answers again.
    cleanup();
    open();
    await screen.findByText('Question 1?');
    expect(within(group(1)).getByRole<HTMLInputElement>('radio', { name: /^C\.\s*c1$/ }).checked).toBe(true);
    expect(screen.getByText('2/3 questions answered')).toBeTruthy();

    await user.click(within(group(3)).getByRole('radio', { name: /^D\.\s*d3$/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    await screen.findByRole('heading', { name: 'Assessment Complete!' });
    expect(submitted).toEqual([{ userAnswers: { '1': 'C', '2': 'B', '3': 'D' } }]);
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(screen.getByText('Keep learning! You are on the right track.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Score' }).getAttribute('aria-valuenow')).toBe('2');
    // Submitted answers are no longer kept.
    expect(localStorage.getItem(`assignment-answers:${ID}`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'View Report' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'What to revise' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Hide Report' }));
    expect(screen.queryByRole('region', { name: 'Report' })).toBeNull();
  });
});

describe('the test screen in Hindi', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it('counts and asks in Hindi, and in the spec English once switched back', async () => {
    await switchLanguage('hi');
    open();
    expect(screen.getByText('असाइनमेंट लोड हो रहा है...')).toBeInTheDocument();
    await screen.findByText('Question 1?');
    expect(screen.getByRole('group', { name: 'सवाल 2' })).toBeInTheDocument();
    expect(screen.getByText('जवाब दिए: 0/3')).toBeInTheDocument();
    expect(screen.getByText('3 सवाल बाकी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सबमिट करने के लिए सभी सवालों के जवाब दें' })).toBeDisabled();

    await act(() => switchLanguage('en'));
    expect(group(2)).toBeInTheDocument();
    expect(screen.getByText('0/3 questions answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Answer all questions to submit' })).toBeDisabled();
  });
});
