/**
 * A family of public channels that one feature owns (ticks, depth, trades, candles, ...).
 * The registry asks each family whether a name belongs to it, so a family can follow its own
 * data (the pair list, candle intervals) without the registry knowing about it.
 */
export interface ChannelFamily {
  /** Short name for logs and docs, e.g. 'tick'. */
  name: string;
  /** True when `channel` (lower-case) is a current public channel of this family. */
  has(channel: string): boolean;
  /** Every current channel name of the family. */
  list(): string[];
}

export interface ChannelRegistry {
  /** Adds a family; a second family with the same name replaces the first. */
  register(family: ChannelFamily): void;
  /** True when a client may subscribe to `channel` without signing in. */
  isPublic(channel: string): boolean;
  /** Every current public channel name. */
  list(): string[];
}

export function createChannelRegistry(): ChannelRegistry {
  const families = new Map<string, ChannelFamily>();
  return {
    register(family) {
      families.set(family.name, family);
    },
    isPublic(channel) {
      for (const family of families.values()) if (family.has(channel)) return true;
      return false;
    },
    list() {
      return [...families.values()].flatMap((f) => f.list());
    },
  };
}

/**
 * A family with one channel per pair, e.g. `{left}_{right}_tick`. `nameOf` returns undefined for
 * pairs that have no such channel (contract channels of pairs without contracts). `pairs` is read on
 * every call and the names are rebuilt when it returns a new array, so the family follows the pair
 * list as the owning feature reloads it.
 */
export function pairChannelFamily<P>(
  name: string,
  pairs: () => readonly P[],
  nameOf: (pair: P) => string | undefined,
): ChannelFamily {
  let cachedFor: readonly P[] | undefined;
  let names = new Set<string>();
  const current = () => {
    const list = pairs();
    if (list !== cachedFor) {
      cachedFor = list;
      names = new Set(list.flatMap((p) => nameOf(p) ?? []));
    }
    return names;
  };
  return {
    name,
    has: (channel) => current().has(channel),
    list: () => [...current()],
  };
}
