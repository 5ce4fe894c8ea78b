import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { LandingPage } from './landing-page.tsx';

beforeEach(() => {
  fakeApi.config = { productName: 'Gyan' };
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', firstName: 'Asha', lastName: 'K', email: 'a@example.in' }));
});
afterEach(() => switchLanguage('en'));

describe('the landing page in Hindi', () => {
  it('greets, asks and lists the course areas in Hindi, and in the spec’s English again after switching back', async () => {
    await switchLanguage('hi');
    renderRoute(<LandingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'आज आप क्या सीखना चाहते हैं?' })).toBeInTheDocument();
    expect(screen.getByText('नमस्ते, Asha!')).toBeInTheDocument();
    expect(screen.getByLabelText('सवाल पूछें')).toHaveAttribute('placeholder', 'कुछ भी पूछें, जैसे: स्प्रेडशीट फ़ॉर्मूला क्या होता है?');
    expect(screen.getByRole('button', { name: 'पूछें' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'कोर्स का क्षेत्र चुनें' })).toBeInTheDocument();
    // The open area keeps its English name; the others are in Hindi, each coming soon.
    expect(screen.getByRole('link', { name: /^Information Technology\s*5 कोर्स →$/ })).toHaveAttribute('href', '/InformationTechnology');
    expect(screen.getByText('कृषि और पशुपालन')).toBeInTheDocument();
    expect(screen.getAllByText('जल्द आ रहा है')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'अध्ययन केंद्र खोजें' })).toBeInTheDocument();

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'What do you want to learn today?' })).toBeInTheDocument();
    expect(screen.getByText('Namaste, Asha!')).toBeInTheDocument();
    expect(screen.getByLabelText('Ask a question')).toHaveAttribute('placeholder', 'Ask anything, e.g. What is a spreadsheet formula?');
    expect(screen.getByRole('link', { name: /^Information Technology\s*5 courses →$/ })).toBeInTheDocument();
    expect(screen.getByText('Agriculture & Animal Husbandry')).toBeInTheDocument();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Find a study centre' })).toBeInTheDocument();
  });
});
