import { queryOptions, useQuery } from '@tanstack/react-query';
import { platNote, type PlatNote, type PlatNoteBody } from '@aurelix/shared/schemas/platform';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../i18n/use-locale';

export type NoteType = PlatNoteBody['type'];

/** Document types of SPEC 7. */
export const NOTE = { agreement: 1, privacy: 2, guide: 3, legal: 4, about: 5 } as const satisfies Record<
  string,
  NoteType
>;

/** POST /api/plat_note {type}: the document in the request's language. */
export function getPlatNote(type: NoteType, signal?: AbortSignal): Promise<PlatNote['detail']> {
  return api.post('/api/plat_note', { type }, { schema: platNote, signal }).then((data) => data.detail);
}

/** The locale is part of the key: switching language fetches the document in the new language. */
export const platNoteQueryOptions = (type: NoteType, locale: string) =>
  queryOptions({
    queryKey: ['plat-note', type, locale],
    queryFn: ({ signal }) => getPlatNote(type, signal),
    staleTime: 30 * 60_000,
  });

export function usePlatNote(type: NoteType, enabled = true) {
  const { locale } = useLocale();
  return useQuery({ ...platNoteQueryOptions(type, locale), enabled });
}
