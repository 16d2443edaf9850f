import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../../i18n/i18n';
import AdminLayout from './admin-layout';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="identity" element={<p>identity page</p>} />
          <Route path="p2p" element={<p>p2p page</p>} />
          <Route path="ico" element={<p>ico page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('admin sections', () => {
  it('shows a tab for every back-office page, marks the open one, and moves between them', () => {
    renderAt('/admin/identity');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const tabs = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(tabs).toEqual([
      ['Identity review', '/admin/identity'],
      ['Withdrawals', '/admin/withdrawals'],
      ['USDS-M Futures', '/admin/futures'],
      ['Second Contract', '/admin/second'],
      ['Fiat P2P', '/admin/p2p'],
      ['ICO', '/admin/ico'],
      ['Audit log', '/admin/audit-log'],
    ]);
    expect(screen.getByText('identity page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Identity review' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Fiat P2P' }));
    expect(screen.getByText('p2p page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fiat P2P' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Identity review' }).getAttribute('aria-current')).toBeNull();
  });
});
