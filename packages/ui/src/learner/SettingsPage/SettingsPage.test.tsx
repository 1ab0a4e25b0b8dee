import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { SettingsPage } from './SettingsPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

describe('SettingsPage', () => {
  it('has one page heading and a section heading per panel', () => {
    renderWithUi(
      <SettingsPage
        profile={{ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', onSubmit: vi.fn() }}
        password={{ onSubmit: vi.fn() }}
        emailChange={{ currentEmail: 'jane@example.com', onRequestCode: vi.fn(), onVerify: vi.fn() }}
        billing={{ plan: 'premium', expiresOn: null, paymentMethod: null, urls: sampleLearnerUrls }}
        dataRights={{ exportHref: '#export', onDelete: vi.fn() }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profile',
      'Password',
      'Email',
      'Subscription & billing',
      'Your data',
    ]);
  });
});
