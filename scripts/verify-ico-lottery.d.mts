/** Types of scripts/verify-ico-lottery.mjs for the tests that import it. */
export function draw(seed: string, offeredLots: number, subscriptions: readonly { id: number; lots: number }[]): Map<number, number>;
export function verify(data: unknown): string[];
