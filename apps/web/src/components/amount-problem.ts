import type { TFunction } from 'i18next';
import type { AmountProblem } from '@aurelix/shared/schemas/amount';

/**
 * The message of a typed amount's problem (shared checkAmountText), in the user's language. `required`
 * is left to each form, which names what it asks for ('Please enter the quantity').
 */
export function amountProblemText(t: TFunction, problem: Exclude<AmountProblem, 'required'>, decimals: number): string {
  if (problem === 'precision') return decimals <= 0 ? t('amountInput.whole') : t('amountInput.precision', { decimals });
  return t(`amountInput.${problem}`);
}
