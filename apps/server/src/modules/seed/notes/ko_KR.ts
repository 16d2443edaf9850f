// Placeholder until the documents are written.
import type { NoteDoc } from './types';

export const ko_KR: NoteDoc[] = [];
