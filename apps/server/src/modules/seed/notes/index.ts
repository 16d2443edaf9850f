import type { Locale } from '@aurelix/shared/locales';
import type { NoteDoc } from './types';
import { en_US } from './en_US';
import { ja_JP } from './ja_JP';
import { ko_KR } from './ko_KR';
import { zh_TW } from './zh_TW';
import { zh_CN } from './zh_CN';
import { ru_RU } from './ru_RU';
import { tr_TR } from './tr_TR';
import { fr_FR } from './fr_FR';
import { es_ES } from './es_ES';
import { de_DE } from './de_DE';

/** The five platform documents of SPEC 7 in each locale, seeded into platform_notes. */
export const NOTES: Record<Locale, NoteDoc[]> = { en_US, ja_JP, ko_KR, zh_TW, zh_CN, ru_RU, tr_TR, fr_FR, es_ES, de_DE };
