/** Every funding query starts with this key, so one invalidation after a withdrawal refreshes them all. */
export const FUNDING_KEY = ['funding'] as const;
/** The withdrawal address book's queries (one per currency and network filter). */
export const ADDRESS_BOOK_KEY = [...FUNDING_KEY, 'addresses'] as const;
