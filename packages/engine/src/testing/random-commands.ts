/**
 * fast-check arbitraries of command streams for the property tests. Prices and sizes are drawn
 * from a narrow range and only three users trade, so random streams cross often, queue several
 * orders per level and meet their own orders (self-trade prevention) every few commands.
 */
import fc from 'fast-check';
import type { BookCommand, Side, StpMode, TimeInForce } from '../commands';
import { buyWithQuote, cancel, limit, market } from './book-commands';

/** One step of a random stream before ids are assigned. */
type Intent =
  | { kind: 'limit'; side: Side; price: number; qty: number; tif: TimeInForce; user: number; stp?: StpMode }
  | { kind: 'market'; side: Side; qty: number; user: number; stp?: StpMode }
  | { kind: 'quote'; quote: number; user: number; stp?: StpMode }
  | { kind: 'cancel'; pick: number; ownUser: boolean }
  | { kind: 'reuse-id'; pick: number; side: Side; price: number }
  | { kind: 'bad-price'; side: Side; price: number; user: number };

const side = fc.constantFrom<Side>('buy', 'sell');
const user = fc.integer({ min: 1, max: 3 });
const stp = fc.option(fc.constantFrom<StpMode>('cancel-maker', 'cancel-taker', 'cancel-both'), {
  nil: undefined,
});
const tif = fc.constantFrom<TimeInForce>('GTC', 'GTC', 'GTC', 'IOC', 'FOK', 'POST_ONLY');

const intent: fc.Arbitrary<Intent> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      side,
      price: fc.integer({ min: 95, max: 105 }),
      qty: fc.integer({ min: 1, max: 10 }),
      tif,
      user,
      stp,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      side,
      qty: fc.integer({ min: 1, max: 15 }),
      user,
      stp,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('quote' as const),
      quote: fc.integer({ min: 1, max: 2_000 }),
      user,
      stp,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), ownUser: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reuse-id' as const),
      pick: fc.nat(),
      side,
      price: fc.integer({ min: 95, max: 105 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bad-price' as const),
      side,
      price: fc.constantFrom(0, -1, 1.5, Number.NaN),
      user,
    }),
  },
);

/** Turns intents into commands: placements get fresh ids; cancels and reuses target earlier ones. */
function toCommands(intents: readonly Intent[]): BookCommand[] {
  const placed: { id: number; user: number }[] = [];
  const commands: BookCommand[] = [];
  const earlier = (pick: number) => placed[pick % placed.length];
  for (const step of intents) {
    const id = commands.length + 1;
    if (step.kind === 'limit') commands.push(limit(step.side, id, step.user, step.price, step.qty, step));
    else if (step.kind === 'market') commands.push(market(step.side, id, step.user, step.qty, step.stp));
    else if (step.kind === 'quote') commands.push(buyWithQuote(id, step.user, step.quote, step.stp));
    else if (step.kind === 'bad-price') commands.push(limit(step.side, id, step.user, step.price, 1));
    else {
      const target = earlier(step.pick);
      if (target === undefined) continue;
      if (step.kind === 'cancel')
        commands.push(cancel(target.id, step.ownUser ? target.user : (target.user % 3) + 1));
      else commands.push(limit(step.side, target.id, target.user, step.price, 2));
      continue;
    }
    placed.push({ id, user: commands[commands.length - 1]?.userId as number });
  }
  return commands;
}

/** Random command streams of up to `maxLength` steps. */
export const commandStream = (maxLength = 200): fc.Arbitrary<BookCommand[]> =>
  fc.array(intent, { maxLength, size: 'max' }).map(toCommands);
