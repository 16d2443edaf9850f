import type { Locale } from './locales';

/**
 * The one error catalogue (STYLE habit 6): every business error has a stable key, a numeric
 * envelope code and a message in each of the 10 locales. The server answers with the message in
 * the request's `lang`; the web app may map the key to its own text.
 */
export const ERROR_CODES = {
  SYSTEM_ERROR: 500,
  INVALID_PARAMS: 400,
  INVALID_JSON: 400,
  UNKNOWN_FIELD: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_LOGGED_IN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  UNKNOWN_PAIR: 1001,
  UNKNOWN_NOTE: 1002,
  UNKNOWN_CURRENCY: 1003,
  INSUFFICIENT_BALANCE: 2001,
  INVALID_AMOUNT: 2002,
} as const;

export type ErrorKey = keyof typeof ERROR_CODES;

type Messages = Record<ErrorKey, string>;

const en_US: Messages = {
  SYSTEM_ERROR: 'System error',
  INVALID_PARAMS: 'Invalid parameters',
  INVALID_JSON: 'The request body is not valid JSON',
  UNKNOWN_FIELD: 'The request contains an unknown field',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  NOT_LOGGED_IN: 'Please log in first.',
  NOT_FOUND: 'Not found',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  UNKNOWN_PAIR: 'This trading pair does not exist',
  UNKNOWN_NOTE: 'This document does not exist',
  UNKNOWN_CURRENCY: 'This currency does not exist',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  INVALID_AMOUNT: 'Invalid amount',
};

const ja_JP: Messages = {
  SYSTEM_ERROR: 'システムエラー',
  INVALID_PARAMS: 'パラメータが正しくありません',
  INVALID_JSON: 'リクエストの形式が正しくありません（JSON）',
  UNKNOWN_FIELD: 'リクエストに不明な項目が含まれています',
  PAYLOAD_TOO_LARGE: 'リクエストのサイズが大きすぎます',
  UNSUPPORTED_MEDIA_TYPE: 'サポートされていないコンテンツ形式です',
  NOT_LOGGED_IN: '先にログインしてください。',
  NOT_FOUND: '見つかりません',
  TOO_MANY_REQUESTS: 'リクエストが多すぎます。しばらくしてから再度お試しください',
  UNKNOWN_PAIR: 'この取引ペアは存在しません',
  UNKNOWN_NOTE: 'このドキュメントは存在しません',
  UNKNOWN_CURRENCY: 'この通貨は存在しません',
  INSUFFICIENT_BALANCE: '残高が不足しています',
  INVALID_AMOUNT: '数量が正しくありません',
};

const ko_KR: Messages = {
  SYSTEM_ERROR: '시스템 오류',
  INVALID_PARAMS: '잘못된 매개변수입니다',
  INVALID_JSON: '요청 본문이 올바른 JSON이 아닙니다',
  UNKNOWN_FIELD: '요청에 알 수 없는 항목이 포함되어 있습니다',
  PAYLOAD_TOO_LARGE: '요청 크기가 너무 큽니다',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 콘텐츠 형식입니다',
  NOT_LOGGED_IN: '먼저 로그인해 주세요.',
  NOT_FOUND: '찾을 수 없습니다',
  TOO_MANY_REQUESTS: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
  UNKNOWN_PAIR: '존재하지 않는 거래쌍입니다',
  UNKNOWN_NOTE: '존재하지 않는 문서입니다',
  UNKNOWN_CURRENCY: '존재하지 않는 코인입니다',
  INSUFFICIENT_BALANCE: '잔액이 부족합니다',
  INVALID_AMOUNT: '수량이 올바르지 않습니다',
};

const zh_TW: Messages = {
  SYSTEM_ERROR: '系統錯誤',
  INVALID_PARAMS: '參數錯誤',
  INVALID_JSON: '請求內容不是有效的 JSON',
  UNKNOWN_FIELD: '請求包含無法識別的欄位',
  PAYLOAD_TOO_LARGE: '請求內容過大',
  UNSUPPORTED_MEDIA_TYPE: '不支援的內容類型',
  NOT_LOGGED_IN: '請先登入。',
  NOT_FOUND: '找不到資源',
  TOO_MANY_REQUESTS: '請求過於頻繁，請稍後再試',
  UNKNOWN_PAIR: '此交易對不存在',
  UNKNOWN_NOTE: '此文件不存在',
  UNKNOWN_CURRENCY: '此幣種不存在',
  INSUFFICIENT_BALANCE: '餘額不足',
  INVALID_AMOUNT: '數量無效',
};

const zh_CN: Messages = {
  SYSTEM_ERROR: '系统错误',
  INVALID_PARAMS: '参数错误',
  INVALID_JSON: '请求内容不是有效的 JSON',
  UNKNOWN_FIELD: '请求包含无法识别的字段',
  PAYLOAD_TOO_LARGE: '请求内容过大',
  UNSUPPORTED_MEDIA_TYPE: '不支持的内容类型',
  NOT_LOGGED_IN: '请先登录。',
  NOT_FOUND: '未找到',
  TOO_MANY_REQUESTS: '请求过于频繁，请稍后再试',
  UNKNOWN_PAIR: '该交易对不存在',
  UNKNOWN_NOTE: '该文档不存在',
  UNKNOWN_CURRENCY: '该币种不存在',
  INSUFFICIENT_BALANCE: '余额不足',
  INVALID_AMOUNT: '数量无效',
};

const ru_RU: Messages = {
  SYSTEM_ERROR: 'Системная ошибка',
  INVALID_PARAMS: 'Неверные параметры',
  INVALID_JSON: 'Тело запроса не является корректным JSON',
  UNKNOWN_FIELD: 'Запрос содержит неизвестное поле',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый тип содержимого',
  NOT_LOGGED_IN: 'Сначала войдите в аккаунт.',
  NOT_FOUND: 'Не найдено',
  TOO_MANY_REQUESTS: 'Слишком много запросов, повторите попытку позже',
  UNKNOWN_PAIR: 'Такой торговой пары не существует',
  UNKNOWN_NOTE: 'Такого документа не существует',
  UNKNOWN_CURRENCY: 'Такой валюты не существует',
  INSUFFICIENT_BALANCE: 'Недостаточно средств',
  INVALID_AMOUNT: 'Неверная сумма',
};

const tr_TR: Messages = {
  SYSTEM_ERROR: 'Sistem hatası',
  INVALID_PARAMS: 'Geçersiz parametreler',
  INVALID_JSON: 'İstek gövdesi geçerli bir JSON değil',
  UNKNOWN_FIELD: 'İstek tanınmayan bir alan içeriyor',
  PAYLOAD_TOO_LARGE: 'İstek çok büyük',
  UNSUPPORTED_MEDIA_TYPE: 'Desteklenmeyen içerik türü',
  NOT_LOGGED_IN: 'Lütfen önce giriş yapın.',
  NOT_FOUND: 'Bulunamadı',
  TOO_MANY_REQUESTS: 'Çok fazla istek gönderildi, lütfen daha sonra tekrar deneyin',
  UNKNOWN_PAIR: 'Bu işlem çifti mevcut değil',
  UNKNOWN_NOTE: 'Bu belge mevcut değil',
  UNKNOWN_CURRENCY: 'Bu para birimi mevcut değil',
  INSUFFICIENT_BALANCE: 'Yetersiz bakiye',
  INVALID_AMOUNT: 'Geçersiz tutar',
};

const fr_FR: Messages = {
  SYSTEM_ERROR: 'Erreur système',
  INVALID_PARAMS: 'Paramètres invalides',
  INVALID_JSON: "Le corps de la requête n'est pas un JSON valide",
  UNKNOWN_FIELD: 'La requête contient un champ inconnu',
  PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse',
  UNSUPPORTED_MEDIA_TYPE: 'Type de contenu non pris en charge',
  NOT_LOGGED_IN: "Veuillez d'abord vous connecter.",
  NOT_FOUND: 'Introuvable',
  TOO_MANY_REQUESTS: 'Trop de requêtes, veuillez réessayer plus tard',
  UNKNOWN_PAIR: "Cette paire de trading n'existe pas",
  UNKNOWN_NOTE: "Ce document n'existe pas",
  UNKNOWN_CURRENCY: "Cette devise n'existe pas",
  INSUFFICIENT_BALANCE: 'Solde insuffisant',
  INVALID_AMOUNT: 'Montant invalide',
};

const es_ES: Messages = {
  SYSTEM_ERROR: 'Error del sistema',
  INVALID_PARAMS: 'Parámetros no válidos',
  INVALID_JSON: 'El cuerpo de la solicitud no es un JSON válido',
  UNKNOWN_FIELD: 'La solicitud contiene un campo desconocido',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no admitido',
  NOT_LOGGED_IN: 'Primero inicia sesión.',
  NOT_FOUND: 'No encontrado',
  TOO_MANY_REQUESTS: 'Demasiadas solicitudes, inténtalo de nuevo más tarde',
  UNKNOWN_PAIR: 'Este par de trading no existe',
  UNKNOWN_NOTE: 'Este documento no existe',
  UNKNOWN_CURRENCY: 'Esta moneda no existe',
  INSUFFICIENT_BALANCE: 'Saldo insuficiente',
  INVALID_AMOUNT: 'Importe no válido',
};

const de_DE: Messages = {
  SYSTEM_ERROR: 'Systemfehler',
  INVALID_PARAMS: 'Ungültige Parameter',
  INVALID_JSON: 'Der Anfrageinhalt ist kein gültiges JSON',
  UNKNOWN_FIELD: 'Die Anfrage enthält ein unbekanntes Feld',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß',
  UNSUPPORTED_MEDIA_TYPE: 'Nicht unterstützter Inhaltstyp',
  NOT_LOGGED_IN: 'Bitte melden Sie sich zuerst an.',
  NOT_FOUND: 'Nicht gefunden',
  TOO_MANY_REQUESTS: 'Zu viele Anfragen, bitte versuchen Sie es später erneut',
  UNKNOWN_PAIR: 'Dieses Handelspaar existiert nicht',
  UNKNOWN_NOTE: 'Dieses Dokument existiert nicht',
  UNKNOWN_CURRENCY: 'Diese Währung existiert nicht',
  INSUFFICIENT_BALANCE: 'Unzureichendes Guthaben',
  INVALID_AMOUNT: 'Ungültiger Betrag',
};

export const ERROR_MESSAGES: Record<Locale, Messages> = {
  en_US, ja_JP, ko_KR, zh_TW, zh_CN, ru_RU, tr_TR, fr_FR, es_ES, de_DE,
};

export function errorMessage(key: ErrorKey, locale: Locale): string {
  return ERROR_MESSAGES[locale][key];
}
