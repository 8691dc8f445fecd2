/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ContentGrid } from '@/app/_components/site/ContentGrid';

let mockPath = '/';
jest.mock('@/i18n/navigation', () => ({ usePathname: () => mockPath }));

describe('ContentGrid', () => {
  it('shows the sidebar column (from the lg breakpoint up) on ordinary pages', () => {
    mockPath = '/panchang/today';
    render(<ContentGrid sidebar={<p>side</p>}>main</ContentGrid>);
    const aside = screen.getByTestId('sidebar');
    expect(aside).toHaveTextContent('side');
    // Hidden on small screens, a block from lg up.
    expect(aside).toHaveClass('hidden', 'lg:block');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('drops the sidebar on the monthly panchang', () => {
    mockPath = '/panchang/monthly';
    render(<ContentGrid sidebar={<p>side</p>}>main</ContentGrid>);
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('main');
  });
});
