// Placeholder until the documents are written.
import type { NoteDoc } from './types';

export const ja_JP: NoteDoc[] = [];
