import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { CoursePicker } from './course-picker.tsx';

beforeEach(() => void (fakeApi.config = { productName: 'Gyan' }));
afterEach(() => switchLanguage('en'));

describe('the course picker', () => {
  it('describes the courses in Hindi with their English names, and in the spec’s English again after switching back', async () => {
    await switchLanguage('hi');
    renderRoute(<CoursePicker />, { path: '/InformationTechnology' });
    expect(screen.getByRole('heading', { level: 1, name: 'Information Technology' })).toBeInTheDocument();
    expect(screen.getByText('कोई कोर्स चुनें और अपने AI टीचर के साथ पढ़ाई शुरू करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Web Development\s*HTML, CSS, JavaScript और वेबसाइट ऑनलाइन डालना$/ })).toHaveAttribute('href', '/webDevelopment');
    expect(screen.getByRole('link', { name: /^Computer Hardware\s*PC जोड़ना, इंस्टॉल करना और रिपेयर करना$/ })).toHaveAttribute('href', '/ComputerHardware');

    await act(() => switchLanguage('en'));
    expect(screen.getByText('Pick a course to start learning with your AI teacher.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Web Development\s*HTML, CSS, JavaScript and publishing websites$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Data Entry\s*Typing speed, accuracy, spreadsheets and records$/ })).toHaveAttribute('href', '/dataEntry');
  });
});
