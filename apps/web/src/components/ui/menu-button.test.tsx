import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MenuButton } from './menu-button';

const items = [
  { key: 'en_US', label: 'English' },
  { key: 'ja_JP', label: '日本語' },
  { key: 'de_DE', label: 'Deutsch' },
];

function setup() {
  const onSelect = vi.fn();
  render(
    <MenuButton
      label="Language"
      testId="lang-menu"
      trigger="🌐"
      items={items}
      selected="en_US"
      onSelect={onSelect}
    />,
  );
  return { onSelect, trigger: screen.getByTestId('lang-menu') };
}

describe('MenuButton', () => {
  it('opens a menu with the current choice checked and focused, and picks an item', () => {
    const { onSelect, trigger } = setup();
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const current = screen.getByRole('menuitemradio', { name: 'English' });
    expect(current.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(current);

    fireEvent.click(screen.getByRole('menuitemradio', { name: '日本語' }));
    expect(onSelect).toHaveBeenCalledWith('ja_JP');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('moves with the arrow keys and closes on Escape or an outside press', () => {
    const { onSelect, trigger } = setup();
    fireEvent.click(trigger);
    const menu = screen.getByTestId('lang-menu-list');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('日本語');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toContain('Deutsch');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
