import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PHOTO_MAX_BYTES } from '@aurelix/shared/schemas/identity';
import '../../../i18n/i18n';
import { checkPhoto, PhotoPicker } from './photo-picker';

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the ID photo picker', () => {
  it('checks type and size on selection', () => {
    expect(checkPhoto(file('notes.txt', 'text/plain'))).toBe('IDENTITY_PHOTO_NOT_IMAGE');
    expect(checkPhoto(file('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1))).toBe('IDENTITY_PHOTO_TOO_LARGE');
    expect(checkPhoto(file('id.png', 'image/png'))).toBeNull();
  });

  it('previews an accepted image, and shows no broken picture for anything else', () => {
    const { rerender } = render(<PhotoPicker side="front" value={file('id.png', 'image/png')} />);
    expect(screen.getByTestId('identity-front-preview').getAttribute('src')).toBe('blob:preview');

    rerender(<PhotoPicker side="front" value={file('notes.txt', 'text/plain')} />);
    expect(screen.queryByTestId('identity-front-preview')).toBeNull();
    expect(screen.getByText('Upload photo')).toBeTruthy();

    rerender(<PhotoPicker side="front" value={file('id.png', 'image/png')} />);
    fireEvent.error(screen.getByTestId('identity-front-preview'));
    expect(screen.queryByTestId('identity-front-preview')).toBeNull();
  });
});
