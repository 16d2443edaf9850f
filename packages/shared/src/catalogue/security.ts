import { defineCataloguePart, NO_MESSAGES } from './part';

/** Hardening (issue 15): stored text, the first admin, spot order ids, nicknames: codes 3900-3999 (and 400). */
export const SECURITY_CATALOGUE = defineCataloguePart({
  codes: {
    /** A string PostgreSQL cannot store (NUL, lone surrogate): a bad request like INVALID_PARAMS. */
    TEXT_UNSTORABLE: 400,
    ADMIN_AUTHENTICATOR_REQUIRED: 3901,
    SPOT_CLIENT_ORDER_ID_REUSED: 3902,
    NICKNAME_FORBIDDEN_CHARACTERS: 3903,
    NICKNAME_RESERVED: 3904,
    /** 20 failed logins from any addresses in an hour: the account is locked for everyone for an hour. */
    LOGIN_ACCOUNT_LOCKED: 3905,
  },
  errors: {
    en_US: {
      TEXT_UNSTORABLE: 'The request contains characters that cannot be saved, such as a null character',
      ADMIN_AUTHENTICATOR_REQUIRED: 'Administrators must set up an authenticator app before using the back office',
      SPOT_CLIENT_ORDER_ID_REUSED: 'This client order id was already used for a different order',
      NICKNAME_FORBIDDEN_CHARACTERS: 'The nickname contains characters that are not allowed',
      NICKNAME_RESERVED: 'This nickname is reserved, please choose another one',
      LOGIN_ACCOUNT_LOCKED: 'Too many failed sign-ins on this account. It is locked for an hour; reset your password to unlock it now',
    },
    ja_JP: {
      TEXT_UNSTORABLE: 'リクエストに保存できない文字（NULL文字など）が含まれています',
      ADMIN_AUTHENTICATOR_REQUIRED: '管理画面を利用するには、先に認証アプリを設定してください',
      SPOT_CLIENT_ORDER_ID_REUSED: 'このクライアント注文IDは別の注文で使用済みです',
      NICKNAME_FORBIDDEN_CHARACTERS: 'ニックネームに使用できない文字が含まれています',
      NICKNAME_RESERVED: 'このニックネームは予約されています。別のニックネームを選んでください',
      LOGIN_ACCOUNT_LOCKED: 'このアカウントへのログイン失敗が多すぎるため、1時間ロックされています。今すぐ解除するにはパスワードを再設定してください',
    },
    ko_KR: {
      TEXT_UNSTORABLE: '요청에 저장할 수 없는 문자(NULL 문자 등)가 포함되어 있습니다',
      ADMIN_AUTHENTICATOR_REQUIRED: '관리자 페이지를 사용하려면 먼저 인증 앱을 설정해 주세요',
      SPOT_CLIENT_ORDER_ID_REUSED: '이 클라이언트 주문 ID는 이미 다른 주문에 사용되었습니다',
      NICKNAME_FORBIDDEN_CHARACTERS: '닉네임에 사용할 수 없는 문자가 포함되어 있습니다',
      NICKNAME_RESERVED: '사용할 수 없는 닉네임입니다. 다른 닉네임을 선택해 주세요',
      LOGIN_ACCOUNT_LOCKED: '이 계정에 로그인 실패가 너무 많아 1시간 동안 잠겼습니다. 바로 해제하려면 비밀번호를 재설정해 주세요',
    },
    zh_TW: {
      TEXT_UNSTORABLE: '請求包含無法儲存的字元（例如空字元）',
      ADMIN_AUTHENTICATOR_REQUIRED: '管理員須先設定身分驗證器，才能使用管理後台',
      SPOT_CLIENT_ORDER_ID_REUSED: '此客戶訂單編號已用於另一筆訂單',
      NICKNAME_FORBIDDEN_CHARACTERS: '暱稱包含不允許使用的字元',
      NICKNAME_RESERVED: '此暱稱為保留名稱，請另選一個',
      LOGIN_ACCOUNT_LOCKED: '此帳戶登入失敗次數過多，已鎖定 1 小時；重設密碼即可立即解鎖',
    },
    zh_CN: {
      TEXT_UNSTORABLE: '请求包含无法保存的字符（例如空字符）',
      ADMIN_AUTHENTICATOR_REQUIRED: '管理员须先绑定身份验证器，才能使用管理后台',
      SPOT_CLIENT_ORDER_ID_REUSED: '该客户订单号已用于另一笔订单',
      NICKNAME_FORBIDDEN_CHARACTERS: '昵称包含不允许使用的字符',
      NICKNAME_RESERVED: '该昵称为保留名称，请换一个',
      LOGIN_ACCOUNT_LOCKED: '该账户登录失败次数过多，已锁定 1 小时；重置密码即可立即解锁',
    },
    ru_RU: {
      TEXT_UNSTORABLE: 'Запрос содержит символы, которые нельзя сохранить, например нулевой символ',
      ADMIN_AUTHENTICATOR_REQUIRED: 'Чтобы пользоваться панелью администратора, сначала подключите приложение-аутентификатор',
      SPOT_CLIENT_ORDER_ID_REUSED: 'Этот клиентский идентификатор уже использован для другого ордера',
      NICKNAME_FORBIDDEN_CHARACTERS: 'Никнейм содержит недопустимые символы',
      NICKNAME_RESERVED: 'Этот никнейм зарезервирован, выберите другой',
      LOGIN_ACCOUNT_LOCKED: 'Слишком много неудачных попыток входа в этот аккаунт. Он заблокирован на час; чтобы разблокировать его сейчас, сбросьте пароль',
    },
    tr_TR: {
      TEXT_UNSTORABLE: 'İstek, kaydedilemeyen karakterler (ör. boş karakter) içeriyor',
      ADMIN_AUTHENTICATOR_REQUIRED: 'Yönetim panelini kullanmadan önce bir doğrulayıcı uygulama kurmalısınız',
      SPOT_CLIENT_ORDER_ID_REUSED: 'Bu müşteri emir kimliği başka bir emir için zaten kullanıldı',
      NICKNAME_FORBIDDEN_CHARACTERS: 'Takma ad izin verilmeyen karakterler içeriyor',
      NICKNAME_RESERVED: 'Bu takma ad ayrılmış, lütfen başka bir tane seçin',
      LOGIN_ACCOUNT_LOCKED: 'Bu hesapta çok fazla başarısız giriş denemesi oldu. Hesap bir saatliğine kilitlendi; hemen açmak için şifrenizi sıfırlayın',
    },
    fr_FR: {
      TEXT_UNSTORABLE: 'La requête contient des caractères impossibles à enregistrer, comme un caractère nul',
      ADMIN_AUTHENTICATOR_REQUIRED: "Les administrateurs doivent configurer une application d'authentification avant d'utiliser l'espace d'administration",
      SPOT_CLIENT_ORDER_ID_REUSED: 'Cet identifiant client a déjà servi pour un autre ordre',
      NICKNAME_FORBIDDEN_CHARACTERS: 'Le pseudo contient des caractères non autorisés',
      NICKNAME_RESERVED: 'Ce pseudo est réservé, veuillez en choisir un autre',
      LOGIN_ACCOUNT_LOCKED: 'Trop de tentatives de connexion échouées sur ce compte. Il est bloqué pendant une heure ; réinitialisez votre mot de passe pour le débloquer tout de suite',
    },
    es_ES: {
      TEXT_UNSTORABLE: 'La solicitud contiene caracteres que no se pueden guardar, como un carácter nulo',
      ADMIN_AUTHENTICATOR_REQUIRED: 'Los administradores deben configurar una aplicación de autenticación antes de usar el panel de administración',
      SPOT_CLIENT_ORDER_ID_REUSED: 'Este identificador de orden del cliente ya se usó para otra orden',
      NICKNAME_FORBIDDEN_CHARACTERS: 'El apodo contiene caracteres no permitidos',
      NICKNAME_RESERVED: 'Este apodo está reservado; elige otro',
      LOGIN_ACCOUNT_LOCKED: 'Demasiados intentos fallidos de inicio de sesión en esta cuenta. Está bloqueada durante una hora; restablece tu contraseña para desbloquearla ya',
    },
    de_DE: {
      TEXT_UNSTORABLE: 'Die Anfrage enthält Zeichen, die nicht gespeichert werden können, etwa ein Nullzeichen',
      ADMIN_AUTHENTICATOR_REQUIRED: 'Administratoren müssen vor der Nutzung der Verwaltung eine Authenticator-App einrichten',
      SPOT_CLIENT_ORDER_ID_REUSED: 'Diese Kunden-Order-ID wurde bereits für eine andere Order verwendet',
      NICKNAME_FORBIDDEN_CHARACTERS: 'Der Spitzname enthält unzulässige Zeichen',
      NICKNAME_RESERVED: 'Dieser Spitzname ist reserviert, bitte wähle einen anderen',
      LOGIN_ACCOUNT_LOCKED: 'Zu viele fehlgeschlagene Anmeldungen bei diesem Konto. Es ist für eine Stunde gesperrt; setze dein Passwort zurück, um es sofort zu entsperren',
    },
  },
  success: NO_MESSAGES,
});
