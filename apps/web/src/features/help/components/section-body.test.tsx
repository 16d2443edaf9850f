import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { highlight, searchWords } from '../utils/highlight';
import { toBlocks } from './section-body';

describe('article text', () => {
  it('turns numbered steps, bullets and paragraphs into blocks', () => {
    expect(toBlocks('1. Open the wallet.\n2. Click Withdraw.\n- A note\n- Another\nPlain text.')).toEqual([
      { kind: 'ol', items: ['Open the wallet.', 'Click Withdraw.'] },
      { kind: 'ul', items: ['A note', 'Another'] },
      { kind: 'p', text: 'Plain text.' },
    ]);
  });

  it('highlights every search word, whatever its case, and treats regex characters literally', () => {
    const { container } = render(<p>{highlight('Fees: 0.1% maker, 0.1% TAKER (fee)', searchWords('0.1% taker (fee'))}</p>)
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['0.1%', '0.1%', 'TAKER', '(fee']);
  });
});
