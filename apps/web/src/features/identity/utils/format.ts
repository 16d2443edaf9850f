import { numberLocale } from '../../../lib/format';

/** '10000' -> '10,000' in the reader's number format; a decimal string never passes through a float. */
export function formatAmount(value: string, intl: string): string {
  const [whole = '0', fraction] = value.split('.');
  const grouped = new Intl.NumberFormat(numberLocale(intl), { useGrouping: true }).format(BigInt(whole.replace('-', '') || '0'));
  const sign = whole.startsWith('-') ? '-' : '';
  const trimmed = fraction?.replace(/0+$/, '');
  const decimal = new Intl.NumberFormat(numberLocale(intl)).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${sign}${grouped}${trimmed ? `${decimal}${trimmed}` : ''}`;
}
