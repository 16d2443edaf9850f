import type { Locale } from '@aurelix/shared/locales';

/** The text of a code message, in the language of the request that asked for it. */
const TEXTS: Record<
  Locale,
  { subject: (brand: string) => string; text: (brand: string, code: string) => string }
> = {
  en_US: {
    subject: (b) => `${b} verification code`,
    text: (b, c) =>
      `Your ${b} verification code is ${c}. It is valid for 10 minutes. Never share it with anyone. If you did not request it, you can ignore this message.`,
  },
  ja_JP: {
    subject: (b) => `${b} 認証コード`,
    text: (b, c) =>
      `${b}の認証コードは ${c} です。有効期限は10分間です。このコードは誰にも教えないでください。お心当たりのない場合は、このメッセージを無視してください。`,
  },
  ko_KR: {
    subject: (b) => `${b} 인증 코드`,
    text: (b, c) =>
      `${b} 인증 코드는 ${c}입니다. 10분 동안 유효합니다. 이 코드를 다른 사람에게 알려 주지 마세요. 요청하지 않으셨다면 이 메시지를 무시하셔도 됩니다.`,
  },
  zh_TW: {
    subject: (b) => `${b} 驗證碼`,
    text: (b, c) =>
      `您的 ${b} 驗證碼為 ${c}，10 分鐘內有效。請勿將驗證碼告知任何人。若非本人操作，請忽略此訊息。`,
  },
  zh_CN: {
    subject: (b) => `${b} 验证码`,
    text: (b, c) =>
      `您的 ${b} 验证码为 ${c}，10 分钟内有效。请勿将验证码告诉任何人。如非本人操作，请忽略此消息。`,
  },
  ru_RU: {
    subject: (b) => `Код подтверждения ${b}`,
    text: (b, c) =>
      `Ваш код подтверждения ${b}: ${c}. Код действует 10 минут. Никому его не сообщайте. Если вы не запрашивали код, просто проигнорируйте это сообщение.`,
  },
  tr_TR: {
    subject: (b) => `${b} doğrulama kodu`,
    text: (b, c) =>
      `${b} doğrulama kodunuz: ${c}. Kod 10 dakika geçerlidir. Bu kodu kimseyle paylaşmayın. Bu isteği siz yapmadıysanız bu mesajı dikkate almayın.`,
  },
  fr_FR: {
    subject: (b) => `Code de vérification ${b}`,
    text: (b, c) =>
      `Votre code de vérification ${b} est ${c}. Il est valable 10 minutes. Ne le communiquez à personne. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
  },
  es_ES: {
    subject: (b) => `Código de verificación de ${b}`,
    text: (b, c) =>
      `Tu código de verificación de ${b} es ${c}. Es válido durante 10 minutos. No lo compartas con nadie. Si no lo has solicitado, ignora este mensaje.`,
  },
  de_DE: {
    subject: (b) => `${b}-Bestätigungscode`,
    text: (b, c) =>
      `Ihr ${b}-Bestätigungscode lautet ${c}. Er ist 10 Minuten gültig. Geben Sie ihn an niemanden weiter. Falls Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.`,
  },
};

export function codeMessage(locale: Locale, brand: string, code: string): { subject: string; text: string } {
  const t = TEXTS[locale];
  return { subject: t.subject(brand), text: t.text(brand, code) };
}
