import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderWithUi } from '../../test/renderWithUi';
import { LogoLink, LogoMark } from './Logo';

describe('Logo', () => {
  it('links home under the product name', () => {
    renderWithUi(<LogoLink href="/" />);
    expect(screen.getByRole('link', { name: 'Kafka Learning' })).toHaveAttribute('href', '/');
  });

  it('draws the same shapes as the favicon', () => {
    const { container } = renderWithUi(<LogoMark />);
    const favicon = readFileSync(join(__dirname, '../../../../../apps/site/public/favicon.svg'), 'utf8');
    const geometry = (root: ParentNode) =>
      [...root.querySelectorAll('rect, circle, path')].map((el) =>
        ['d', 'cx', 'cy', 'r', 'rx', 'width'].map((a) => el.getAttribute(a)).join(' '),
      );
    const faviconDoc = new DOMParser().parseFromString(favicon, 'image/svg+xml');
    expect(geometry(container).sort()).toEqual(geometry(faviconDoc).sort());
    expect(geometry(faviconDoc)).toHaveLength(5);
  });
});
