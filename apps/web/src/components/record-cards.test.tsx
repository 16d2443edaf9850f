import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RecordCards } from './record-cards';

interface Row {
  id: string;
  no: string;
  price: string;
  method: string;
}
const rows: Row[] = [
  { id: '1', no: 'P2P-001', price: '7.20 CNY', method: 'Bank 6222 **** 0001' },
  { id: '2', no: 'P2P-002', price: '7.21 CNY', method: 'Bank 6222 **** 0002' },
];
const fields = [
  { key: 'price', title: 'Price', render: (r: Row) => r.price },
  { key: 'method', title: 'Payment method', render: (r: Row) => r.method },
];

describe('RecordCards', () => {
  it('shows every field of every record on its card, and pages', () => {
    const onChange = vi.fn();
    render(
      <RecordCards<Row>
        records={rows}
        rowKey={(r) => r.id}
        head={(r) => r.no}
        fields={fields}
        emptyText="No orders"
        testId="cards"
        pagination={{ current: 1, pageSize: 2, total: 3, onChange }}
      />,
    );
    const cards = screen.getAllByTestId('cards-item');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.textContent).toBe('P2P-002Price7.21 CNYPayment methodBank 6222 **** 0002');
    fireEvent.click(within(document.querySelector('.ant-pagination')!).getByTitle('Next Page'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it('says when there is nothing', () => {
    render(<RecordCards<Row> records={[]} rowKey={(r) => r.id} head={(r) => r.no} fields={fields} emptyText="No orders" />);
    expect(screen.getByText('No orders')).toBeTruthy();
  });
});
