import type { Locale } from '@aurelix/shared/locales';

/** A notice kind's title and content in one language; `{name}` is replaced by the notice's parameter. */
type Template = { title: string; content: string };
export type SystemNoticeKind =
  | 'login_new_address'
  | 'login_account_locked'
  | 'identity_approved'
  | 'identity_rejected'
  | 'deposit_credited'
  | 'withdrawal_completed'
  | 'withdrawal_rejected'
  | 'futures_liquidated'
  | 'futures_deleveraged'
  | 'futures_trigger_fired'
  | 'futures_trigger_unfilled'
  | 'futures_trigger_filled'
  | 'futures_trigger_gave_up'
  | 'p2p_paid'
  | 'p2p_released'
  | 'p2p_appeal'
  | 'p2p_resolved_release'
  | 'p2p_resolved_return'
  | 'api_key_created';

/**
 * Texts of the system notices. 'admin' notices carry their own title and content. A kind without a
 * template (a module newer than this table) falls back to its parameters so nothing is lost.
 */
const TEMPLATES: Record<Locale, Record<SystemNoticeKind, Template>> = {
  en_US: {
    login_new_address: { title: 'Login from a new address', content: 'Your account was signed in from {ip}. If this was not you, change your password immediately.' },
    login_account_locked: { title: "Account locked after failed sign-ins", content: "There were 20 failed sign-ins on your account within an hour, the last from {ip}, so it is locked for an hour. If this was not you, reset your password: that unlocks it at once." },
    identity_approved: { title: 'Identity verification approved', content: 'Your identity has been verified. Your higher limits are now active.' },
    identity_rejected: { title: 'Identity verification failed', content: 'Your identity verification was not approved. Reason: {reason}. You can submit again.' },
    deposit_credited: { title: "Deposit credited", content: "Your deposit of {amount} {currency} ({network}) has been confirmed and credited to your spot account." },
    withdrawal_completed: { title: "Withdrawal completed", content: "Your withdrawal of {amount} {currency} ({network}) has been sent." },
    withdrawal_rejected: { title: "Withdrawal failed", content: "Your withdrawal of {amount} {currency} ({network}) was not paid out. The funds are available in your spot account again." },
    futures_liquidated: { title: 'Position liquidated', content: 'Your position of {size} {symbol} was liquidated at the mark price {mark}: its margin could no longer cover the maintenance margin. It was taken over at {price}.' },
    futures_deleveraged: { title: 'Position reduced by auto-deleveraging', content: '{size} of your {symbol} position was closed at an average price of {price} to cover a liquidation the market could not absorb. Its profit is in your futures account.' },
    futures_trigger_fired: { title: "Position close triggered", content: "Your {trigger_kind} on your {symbol} {position_side} position was triggered: the {trigger_by} reached {trigger_price}. Closing {size} at market." },
    futures_trigger_unfilled: { title: "Position close not filled yet", content: "Your {trigger_kind} on your {symbol} {position_side} position could not close {size} yet: there are no orders in the book within the price band. It is tried again as prices change, for up to 10 minutes." },
    futures_trigger_filled: { title: "Position closed by your trigger", content: "Your {trigger_kind} closed {size} of your {symbol} {position_side} position at an average price of {price}." },
    futures_trigger_gave_up: { title: "Position close stopped", content: "Your {trigger_kind} could not close your {symbol} {position_side} position: for 10 minutes there was no liquidity within the price band. {size} is still open; close it yourself or set a new stop-loss." },
    p2p_paid: { title: "Payment marked as sent", content: "The buyer of P2P order {order_no} marked {total} {fiat} as sent. Check your account, then confirm receipt before the confirmation time runs out." },
    p2p_released: { title: "Crypto received", content: "The seller of P2P order {order_no} confirmed the payment: {quantity} {crypto} are in your fiat account." },
    p2p_appeal: { title: "P2P order in appeal", content: "P2P order {order_no} ({quantity} {crypto}) is in appeal. The crypto stays in escrow until the platform decides." },
    p2p_resolved_release: { title: "Appeal resolved: released to the buyer", content: "The appeal of P2P order {order_no} is resolved: {quantity} {crypto} were released to the buyer." },
    p2p_resolved_return: { title: "Appeal resolved: returned to the seller", content: "The appeal of P2P order {order_no} is resolved: {quantity} {crypto} were returned to the seller and the order is cancelled." },
    api_key_created: { title: "New API key created", content: "The API key \"{label}\" was created on your account. If this was not you, revoke it under API management at once and change your passwords." },
  },
  ja_JP: {
    login_new_address: { title: '新しいアドレスからのログイン', content: 'お客様のアカウントに {ip} からログインがありました。心当たりがない場合は、直ちにパスワードを変更してください。' },
    login_account_locked: { title: "ログイン失敗によりアカウントをロックしました", content: "1時間以内にお客様のアカウントへのログイン失敗が20回ありました（最後は {ip} から）。そのため1時間ロックしています。心当たりがない場合はパスワードを再設定してください。すぐにロックが解除されます。" },
    identity_approved: { title: '本人確認が承認されました', content: '本人確認が完了しました。より高い限度額が適用されます。' },
    identity_rejected: { title: '本人確認が承認されませんでした', content: '本人確認は承認されませんでした。理由：{reason}。再度申請できます。' },
    deposit_credited: { title: "入金が反映されました", content: "{amount} {currency}（{network}）の入金が確認され、現物アカウントに反映されました。" },
    withdrawal_completed: { title: "出金が完了しました", content: "{amount} {currency}（{network}）の出金を送信しました。" },
    withdrawal_rejected: { title: "出金に失敗しました", content: "{amount} {currency}（{network}）の出金は実行されませんでした。資金は現物アカウントに戻っています。" },
    futures_liquidated: { title: 'ポジションが強制決済されました', content: '{symbol} のポジション {size} は、証拠金が維持証拠金を下回ったため、マーク価格 {mark} で強制決済されました。引き継ぎ価格は {price} です。' },
    futures_deleveraged: { title: '自動デレバレッジによりポジションが縮小されました', content: '市場で吸収できなかった強制決済を補うため、{symbol} のポジションのうち {size} が平均価格 {price} で決済されました。利益は先物アカウントに反映されています。' },
    futures_trigger_fired: { title: "決済注文が発動しました", content: "{symbol} の{position_side}ポジションの{trigger_kind}が発動しました（{trigger_by}が {trigger_price} に到達）。{size} を成行で決済します。" },
    futures_trigger_unfilled: { title: "決済がまだ約定していません", content: "{symbol} の{position_side}ポジションの{trigger_kind}は、価格帯の範囲内に板の注文がないため、まだ {size} を決済できていません。価格が動くたびに最大10分間再試行します。" },
    futures_trigger_filled: { title: "トリガーによりポジションを決済しました", content: "{trigger_kind}により、{symbol} の{position_side}ポジションのうち {size} を平均価格 {price} で決済しました。" },
    futures_trigger_gave_up: { title: "決済を中止しました", content: "{symbol} の{position_side}ポジションの{trigger_kind}は、10分間価格帯の範囲内に流動性がなかったため決済できず、中止しました。{size} はまだ保有中です。ご自身で決済するか、新しい損切り注文を設定してください。" },
    p2p_paid: { title: "送金済みの通知", content: "P2P注文 {order_no} の買い手が {total} {fiat} を送金済みにしました。口座を確認し、確認期限内に入金を確認してください。" },
    p2p_released: { title: "暗号資産を受け取りました", content: "P2P注文 {order_no} の売り手が入金を確認しました。{quantity} {crypto} が法定通貨口座に入りました。" },
    p2p_appeal: { title: "P2P注文が申立て中です", content: "P2P注文 {order_no}（{quantity} {crypto}）は申立て中です。プラットフォームが判断するまで暗号資産はエスクローのままです。" },
    p2p_resolved_release: { title: "申立て解決：買い手へ解放", content: "P2P注文 {order_no} の申立ては解決しました。{quantity} {crypto} は買い手に解放されました。" },
    p2p_resolved_return: { title: "申立て解決：売り手へ返還", content: "P2P注文 {order_no} の申立ては解決しました。{quantity} {crypto} は売り手に返還され、注文は取り消されました。" },
    api_key_created: { title: "新しいAPIキーが作成されました", content: "お客様のアカウントでAPIキー「{label}」が作成されました。心当たりがない場合は、直ちにAPI管理で削除し、パスワードを変更してください。" },
  },
  ko_KR: {
    login_new_address: { title: '새 주소에서 로그인', content: '{ip}에서 계정에 로그인했습니다. 본인이 아닌 경우 즉시 비밀번호를 변경해 주세요.' },
    login_account_locked: { title: "로그인 실패로 계정이 잠겼습니다", content: "1시간 안에 계정 로그인 실패가 20회 발생했습니다(마지막 시도: {ip}). 그래서 계정을 1시간 동안 잠갔습니다. 본인이 아니라면 비밀번호를 재설정해 주세요. 즉시 잠금이 해제됩니다." },
    identity_approved: { title: '신원 인증 승인', content: '신원 인증이 완료되었습니다. 더 높은 한도가 적용됩니다.' },
    identity_rejected: { title: '신원 인증 실패', content: '신원 인증이 승인되지 않았습니다. 사유: {reason}. 다시 제출할 수 있습니다.' },
    deposit_credited: { title: "입금 완료", content: "{amount} {currency}({network}) 입금이 확인되어 현물 계정에 반영되었습니다." },
    withdrawal_completed: { title: "출금 완료", content: "{amount} {currency}({network}) 출금이 전송되었습니다." },
    withdrawal_rejected: { title: "출금 실패", content: "{amount} {currency}({network}) 출금이 처리되지 않았습니다. 자금은 현물 계정으로 반환되었습니다." },
    futures_liquidated: { title: '포지션이 강제 청산되었습니다', content: '{symbol} 포지션 {size}이(가) 증거금이 유지 증거금을 감당하지 못해 마크 가격 {mark}에서 강제 청산되었습니다. 인수 가격은 {price}입니다.' },
    futures_deleveraged: { title: '자동 디레버리징으로 포지션이 축소되었습니다', content: '시장에서 소화하지 못한 강제 청산을 메우기 위해 {symbol} 포지션 중 {size}이(가) 평균 가격 {price}에 청산되었습니다. 수익은 선물 계정에 반영되었습니다.' },
    futures_trigger_fired: { title: "청산 주문이 발동되었습니다", content: "{symbol} {position_side} 포지션의 {trigger_kind}이(가) 발동되었습니다({trigger_by} {trigger_price} 도달). {size}을(를) 시장가로 청산합니다." },
    futures_trigger_unfilled: { title: "청산이 아직 체결되지 않았습니다", content: "{symbol} {position_side} 포지션의 {trigger_kind}이(가) 가격 밴드 안에 호가가 없어 아직 {size}을(를) 청산하지 못했습니다. 가격이 바뀔 때마다 최대 10분 동안 다시 시도합니다." },
    futures_trigger_filled: { title: "트리거로 포지션이 청산되었습니다", content: "{trigger_kind}(으)로 {symbol} {position_side} 포지션 중 {size}을(를) 평균 가격 {price}에 청산했습니다." },
    futures_trigger_gave_up: { title: "청산을 중단했습니다", content: "{symbol} {position_side} 포지션의 {trigger_kind}이(가) 10분 동안 가격 밴드 안에서 유동성을 찾지 못해 청산을 중단했습니다. {size}은(는) 아직 열려 있으니 직접 청산하거나 새 손절 주문을 설정하세요." },
    p2p_paid: { title: "송금 완료 알림", content: "P2P 주문 {order_no}의 구매자가 {total} {fiat} 송금 완료로 표시했습니다. 계좌를 확인한 후 확인 시간 안에 입금을 확인하세요." },
    p2p_released: { title: "암호화폐 수령", content: "P2P 주문 {order_no}의 판매자가 입금을 확인했습니다. {quantity} {crypto}이(가) 법정화폐 계정에 입금되었습니다." },
    p2p_appeal: { title: "P2P 주문 이의 제기", content: "P2P 주문 {order_no}({quantity} {crypto})에 이의가 제기되었습니다. 플랫폼이 결정할 때까지 암호화폐는 에스크로에 남습니다." },
    p2p_resolved_release: { title: "이의 제기 처리: 구매자에게 지급", content: "P2P 주문 {order_no}의 이의 제기가 처리되었습니다. {quantity} {crypto}이(가) 구매자에게 지급되었습니다." },
    p2p_resolved_return: { title: "이의 제기 처리: 판매자에게 반환", content: "P2P 주문 {order_no}의 이의 제기가 처리되었습니다. {quantity} {crypto}이(가) 판매자에게 반환되고 주문이 취소되었습니다." },
    api_key_created: { title: "새 API 키가 생성되었습니다", content: "계정에 API 키 \"{label}\"이(가) 생성되었습니다. 본인이 아니라면 즉시 API 관리에서 해지하고 비밀번호를 변경해 주세요." },
  },
  zh_TW: {
    login_new_address: { title: '新地址登入提醒', content: '您的帳戶已從 {ip} 登入。如非本人操作，請立即修改密碼。' },
    login_account_locked: { title: "登入失敗，帳戶已鎖定", content: "您的帳戶在一小時內登入失敗 20 次（最後一次來自 {ip}），因此已鎖定一小時。如非本人操作，請重設密碼，帳戶將立即解鎖。" },
    identity_approved: { title: '身份認證已通過', content: '您的身份已通過認證，更高的額度現已生效。' },
    identity_rejected: { title: '身份認證未通過', content: '您的身份認證未通過。原因：{reason}。您可以重新提交。' },
    deposit_credited: { title: "充值已到帳", content: "您充值的 {amount} {currency}（{network}）已確認並存入現貨帳戶。" },
    withdrawal_completed: { title: "提現已完成", content: "您提現的 {amount} {currency}（{network}）已發出。" },
    withdrawal_rejected: { title: "提現失敗", content: "您提現的 {amount} {currency}（{network}）未能出金，資金已退回現貨帳戶。" },
    futures_liquidated: { title: '倉位已被強制平倉', content: '您的 {symbol}倉位 {size} 因保證金不足以支付維持保證金，已在標記價格 {mark} 被強制平倉，接管價格為 {price}。' },
    futures_deleveraged: { title: '倉位因自動減倉而減少', content: '為承接市場無法消化的強平單，您的 {symbol}倉位中有 {size} 以均價 {price} 平倉，收益已計入您的合約帳戶。' },
    futures_trigger_fired: { title: "平倉委託已觸發", content: "您 {symbol} {position_side}的{trigger_kind}已觸發（{trigger_by}達到 {trigger_price}），將以市價平倉 {size}。" },
    futures_trigger_unfilled: { title: "平倉尚未成交", content: "您 {symbol} {position_side}的{trigger_kind}因價格區間內沒有掛單，尚未能平倉 {size}。價格變動時會再次嘗試，最長 10 分鐘。" },
    futures_trigger_filled: { title: "已由觸發委託平倉", content: "您的{trigger_kind}已將 {symbol} {position_side}中的 {size} 以平均價格 {price} 平倉。" },
    futures_trigger_gave_up: { title: "平倉已停止", content: "您 {symbol} {position_side}的{trigger_kind}在 10 分鐘內都未能在價格區間內找到流動性，已停止平倉。仍有 {size} 未平倉，請自行平倉或重新設定止損。" },
    p2p_paid: { title: "買方已標記付款", content: "P2P 訂單 {order_no} 的買方已標記付款 {total} {fiat}。請查看您的帳戶，並在確認時限內確認收款。" },
    p2p_released: { title: "已收到加密貨幣", content: "P2P 訂單 {order_no} 的賣方已確認收款，{quantity} {crypto} 已存入您的法幣帳戶。" },
    p2p_appeal: { title: "P2P 訂單申訴中", content: "P2P 訂單 {order_no}（{quantity} {crypto}）正在申訴中。平台裁決前，加密貨幣將保持託管。" },
    p2p_resolved_release: { title: "申訴已處理：放行給買方", content: "P2P 訂單 {order_no} 的申訴已處理，{quantity} {crypto} 已放行給買方。" },
    p2p_resolved_return: { title: "申訴已處理：退回給賣方", content: "P2P 訂單 {order_no} 的申訴已處理，{quantity} {crypto} 已退回給賣方，訂單已取消。" },
    api_key_created: { title: "已建立新的 API 金鑰", content: "您的帳戶已建立 API 金鑰「{label}」。如非本人操作，請立即在 API 管理中刪除並修改密碼。" },
  },
  zh_CN: {
    login_new_address: { title: '新地址登录提醒', content: '您的账户已从 {ip} 登录。如非本人操作，请立即修改密码。' },
    login_account_locked: { title: "登录失败，账户已锁定", content: "您的账户在一小时内登录失败 20 次（最后一次来自 {ip}），因此已锁定一小时。如非本人操作，请重置密码，账户将立即解锁。" },
    identity_approved: { title: '身份认证已通过', content: '您的身份已通过认证，更高的额度现已生效。' },
    identity_rejected: { title: '身份认证未通过', content: '您的身份认证未通过。原因：{reason}。您可以重新提交。' },
    deposit_credited: { title: "充值已到账", content: "您充值的 {amount} {currency}（{network}）已确认并存入现货账户。" },
    withdrawal_completed: { title: "提现已完成", content: "您提现的 {amount} {currency}（{network}）已发出。" },
    withdrawal_rejected: { title: "提现失败", content: "您提现的 {amount} {currency}（{network}）未能出金，资金已退回现货账户。" },
    futures_liquidated: { title: '仓位已被强制平仓', content: '您的 {symbol}仓位 {size} 因保证金不足以覆盖维持保证金，已在标记价格 {mark} 被强制平仓，接管价格为 {price}。' },
    futures_deleveraged: { title: '仓位因自动减仓而减少', content: '为承接市场无法消化的强平单，您的 {symbol}仓位中有 {size} 以均价 {price} 平仓，收益已计入您的合约账户。' },
    futures_trigger_fired: { title: "平仓委托已触发", content: "您 {symbol} {position_side}的{trigger_kind}已触发（{trigger_by}达到 {trigger_price}），将以市价平仓 {size}。" },
    futures_trigger_unfilled: { title: "平仓尚未成交", content: "您 {symbol} {position_side}的{trigger_kind}因价格区间内没有挂单，尚未能平仓 {size}。价格变动时会再次尝试，最长 10 分钟。" },
    futures_trigger_filled: { title: "已由触发委托平仓", content: "您的{trigger_kind}已将 {symbol} {position_side}中的 {size} 以平均价格 {price} 平仓。" },
    futures_trigger_gave_up: { title: "平仓已停止", content: "您 {symbol} {position_side}的{trigger_kind}在 10 分钟内都未能在价格区间内找到流动性，已停止平仓。仍有 {size} 未平仓，请自行平仓或重新设置止损。" },
    p2p_paid: { title: "买方已标记付款", content: "P2P 订单 {order_no} 的买方已标记付款 {total} {fiat}。请查看您的账户，并在确认时限内确认收款。" },
    p2p_released: { title: "已收到加密货币", content: "P2P 订单 {order_no} 的卖方已确认收款，{quantity} {crypto} 已存入您的法币账户。" },
    p2p_appeal: { title: "P2P 订单申诉中", content: "P2P 订单 {order_no}（{quantity} {crypto}）正在申诉中。平台裁决前，加密货币将保持托管。" },
    p2p_resolved_release: { title: "申诉已处理：放行给买方", content: "P2P 订单 {order_no} 的申诉已处理，{quantity} {crypto} 已放行给买方。" },
    p2p_resolved_return: { title: "申诉已处理：退回给卖方", content: "P2P 订单 {order_no} 的申诉已处理，{quantity} {crypto} 已退回给卖方，订单已取消。" },
    api_key_created: { title: "已创建新的 API 密钥", content: "您的账户已创建 API 密钥“{label}”。如非本人操作，请立即在 API 管理中删除并修改密码。" },
  },
  ru_RU: {
    login_new_address: { title: 'Вход с нового адреса', content: 'В ваш аккаунт выполнен вход с адреса {ip}. Если это были не вы, немедленно смените пароль.' },
    login_account_locked: { title: "Аккаунт заблокирован после неудачных входов", content: "За час было 20 неудачных попыток входа в ваш аккаунт, последняя с адреса {ip}, поэтому он заблокирован на час. Если это были не вы, сбросьте пароль: это сразу снимет блокировку." },
    identity_approved: { title: 'Верификация личности одобрена', content: 'Ваша личность подтверждена. Повышенные лимиты уже действуют.' },
    identity_rejected: { title: 'Верификация личности не пройдена', content: 'Ваша верификация не одобрена. Причина: {reason}. Вы можете подать заявку повторно.' },
    deposit_credited: { title: "Депозит зачислен", content: "Ваш депозит {amount} {currency} ({network}) подтверждён и зачислен на спотовый счёт." },
    withdrawal_completed: { title: "Вывод выполнен", content: "Ваш вывод {amount} {currency} ({network}) отправлен." },
    withdrawal_rejected: { title: "Вывод не выполнен", content: "Вывод {amount} {currency} ({network}) не был проведён. Средства снова доступны на спотовом счёте." },
    futures_liquidated: { title: 'Позиция ликвидирована', content: 'Ваша позиция {size} {symbol} ликвидирована по маркировочной цене {mark}: маржи больше не хватало на поддерживающую маржу. Позиция принята по цене {price}.' },
    futures_deleveraged: { title: 'Позиция уменьшена автоделевериджем', content: '{size} вашей позиции {symbol} закрыто по средней цене {price}, чтобы покрыть ликвидацию, которую не смог поглотить рынок. Прибыль зачислена на ваш фьючерсный счёт.' },
    futures_trigger_fired: { title: "Закрытие позиции запущено", content: "По позиции {symbol} ({position_side}) сработал {trigger_kind}: {trigger_by} достигла {trigger_price}. {size} закрывается по рынку." },
    futures_trigger_unfilled: { title: "Позиция ещё не закрыта", content: "По позиции {symbol} ({position_side}) {trigger_kind} пока не смог закрыть {size}: в стакане нет заявок в пределах ценового коридора. Попытки повторяются при каждом изменении цены в течение 10 минут." },
    futures_trigger_filled: { title: "Позиция закрыта по триггеру", content: "По позиции {symbol} ({position_side}) {trigger_kind} закрыл {size} по средней цене {price}." },
    futures_trigger_gave_up: { title: "Закрытие позиции остановлено", content: "По позиции {symbol} ({position_side}) {trigger_kind} 10 минут не находил ликвидности в пределах ценового коридора и остановлен. {size} всё ещё открыто: закройте позицию сами или установите новый стоп-лосс." },
    p2p_paid: { title: "Покупатель отметил оплату", content: "Покупатель по P2P-заказу {order_no} отметил перевод {total} {fiat}. Проверьте счёт и подтвердите получение до истечения времени." },
    p2p_released: { title: "Криптовалюта получена", content: "Продавец по P2P-заказу {order_no} подтвердил оплату: {quantity} {crypto} зачислены на ваш фиатный счёт." },
    p2p_appeal: { title: "P2P-заказ на апелляции", content: "P2P-заказ {order_no} ({quantity} {crypto}) на апелляции. Криптовалюта остаётся на эскроу до решения платформы." },
    p2p_resolved_release: { title: "Апелляция решена: покупателю", content: "Апелляция по P2P-заказу {order_no} решена: {quantity} {crypto} переданы покупателю." },
    p2p_resolved_return: { title: "Апелляция решена: возврат продавцу", content: "Апелляция по P2P-заказу {order_no} решена: {quantity} {crypto} возвращены продавцу, заказ отменён." },
    api_key_created: { title: "Создан новый API-ключ", content: "В вашем аккаунте создан API-ключ «{label}». Если это были не вы, немедленно отзовите его в разделе управления API и смените пароли." },
  },
  tr_TR: {
    login_new_address: { title: 'Yeni bir adresten giriş', content: 'Hesabınıza {ip} adresinden giriş yapıldı. Bu siz değilseniz şifrenizi hemen değiştirin.' },
    login_account_locked: { title: "Başarısız girişler nedeniyle hesap kilitlendi", content: "Hesabınıza bir saat içinde 20 başarısız giriş denemesi yapıldı (sonuncusu {ip} adresinden), bu yüzden hesap bir saatliğine kilitlendi. Bu siz değilseniz şifrenizi sıfırlayın; kilit hemen kalkar." },
    identity_approved: { title: 'Kimlik doğrulaması onaylandı', content: 'Kimliğiniz doğrulandı. Daha yüksek limitleriniz artık geçerli.' },
    identity_rejected: { title: 'Kimlik doğrulaması başarısız', content: 'Kimlik doğrulamanız onaylanmadı. Neden: {reason}. Yeniden başvurabilirsiniz.' },
    deposit_credited: { title: "Yatırma hesabınıza geçti", content: "{amount} {currency} ({network}) yatırma işleminiz onaylandı ve spot hesabınıza eklendi." },
    withdrawal_completed: { title: "Çekim tamamlandı", content: "{amount} {currency} ({network}) çekiminiz gönderildi." },
    withdrawal_rejected: { title: "Çekim başarısız", content: "{amount} {currency} ({network}) çekiminiz ödenmedi. Tutar yeniden spot hesabınızda kullanılabilir." },
    futures_liquidated: { title: 'Pozisyon tasfiye edildi', content: '{size} {symbol} pozisyonunuz, teminatı artık sürdürme teminatını karşılayamadığı için {mark} işaret fiyatından tasfiye edildi. Devralma fiyatı {price}.' },
    futures_deleveraged: { title: 'Pozisyon otomatik kaldıraç azaltmayla küçültüldü', content: 'Piyasanın karşılayamadığı bir tasfiyeyi kapatmak için {symbol} pozisyonunuzun {size} kadarı ortalama {price} fiyatından kapatıldı. Kârı vadeli hesabınızdadır.' },
    futures_trigger_fired: { title: "Pozisyon kapatma tetiklendi", content: "{symbol} {position_side} pozisyonunuzdaki {trigger_kind} tetiklendi: {trigger_by} {trigger_price} seviyesine ulaştı. {size} piyasa fiyatından kapatılıyor." },
    futures_trigger_unfilled: { title: "Pozisyon kapatma henüz gerçekleşmedi", content: "{symbol} {position_side} pozisyonunuzdaki {trigger_kind} henüz {size} kapatamadı: fiyat bandı içinde defterde emir yok. Fiyat değiştikçe 10 dakikaya kadar yeniden denenecek." },
    futures_trigger_filled: { title: "Pozisyon tetikleyiciyle kapatıldı", content: "{symbol} {position_side} pozisyonunuzun {size} kadarı, {trigger_kind} ile {price} ortalama fiyattan kapatıldı." },
    futures_trigger_gave_up: { title: "Pozisyon kapatma durduruldu", content: "{symbol} {position_side} pozisyonunuzdaki {trigger_kind}, 10 dakika boyunca fiyat bandı içinde likidite bulamadığı için durduruldu. {size} hâlâ açık: pozisyonu kendiniz kapatın veya yeni bir zarar durdur emri girin." },
    p2p_paid: { title: "Ödeme gönderildi olarak işaretlendi", content: "{order_no} numaralı P2P siparişinin alıcısı {total} {fiat} tutarını gönderildi olarak işaretledi. Hesabınızı kontrol edin ve süre dolmadan ödemeyi onaylayın." },
    p2p_released: { title: "Kripto alındı", content: "{order_no} numaralı P2P siparişinin satıcısı ödemeyi onayladı: {quantity} {crypto} fiat hesabınızda." },
    p2p_appeal: { title: "P2P siparişi itirazda", content: "{order_no} numaralı P2P siparişi ({quantity} {crypto}) itirazda. Platform karar verene kadar kripto emanette kalır." },
    p2p_resolved_release: { title: "İtiraz sonuçlandı: alıcıya bırakıldı", content: "{order_no} numaralı P2P siparişine itiraz sonuçlandı: {quantity} {crypto} alıcıya bırakıldı." },
    p2p_resolved_return: { title: "İtiraz sonuçlandı: satıcıya iade edildi", content: "{order_no} numaralı P2P siparişine itiraz sonuçlandı: {quantity} {crypto} satıcıya iade edildi ve sipariş iptal edildi." },
    api_key_created: { title: "Yeni API anahtarı oluşturuldu", content: "Hesabınızda \"{label}\" adlı API anahtarı oluşturuldu. Bu işlemi siz yapmadıysanız hemen API yönetiminden iptal edin ve şifrelerinizi değiştirin." },
  },
  fr_FR: {
    login_new_address: { title: 'Connexion depuis une nouvelle adresse', content: "Une connexion à votre compte a eu lieu depuis {ip}. Si ce n'était pas vous, changez immédiatement votre mot de passe." },
    login_account_locked: { title: "Compte bloqué après des connexions échouées", content: "Votre compte a subi 20 tentatives de connexion échouées en une heure, la dernière depuis {ip} ; il est donc bloqué pendant une heure. Si ce n'était pas vous, réinitialisez votre mot de passe : cela le débloque immédiatement." },
    identity_approved: { title: "Vérification d'identité approuvée", content: 'Votre identité a été vérifiée. Vos plafonds plus élevés sont désormais actifs.' },
    identity_rejected: { title: "Échec de la vérification d'identité", content: "Votre vérification d'identité n'a pas été approuvée. Motif : {reason}. Vous pouvez soumettre une nouvelle demande." },
    deposit_credited: { title: "Dépôt crédité", content: "Votre dépôt de {amount} {currency} ({network}) a été confirmé et crédité sur votre compte spot." },
    withdrawal_completed: { title: "Retrait effectué", content: "Votre retrait de {amount} {currency} ({network}) a été envoyé." },
    withdrawal_rejected: { title: "Échec du retrait", content: "Votre retrait de {amount} {currency} ({network}) n'a pas été versé. Les fonds sont de nouveau disponibles sur votre compte spot." },
    futures_liquidated: { title: 'Position liquidée', content: 'Votre position de {size} {symbol} a été liquidée au prix de marque {mark} : sa marge ne couvrait plus la marge de maintenance. Elle a été reprise à {price}.' },
    futures_deleveraged: { title: 'Position réduite par désendettement automatique', content: '{size} de votre position {symbol} a été clôturé au prix moyen de {price} pour couvrir une liquidation que le marché ne pouvait pas absorber. Le gain est sur votre compte contrats.' },
    futures_trigger_fired: { title: "Clôture de position déclenchée", content: "Votre {trigger_kind} sur votre position {position_side} {symbol} s’est déclenché : le {trigger_by} a atteint {trigger_price}. {size} est clôturé au marché." },
    futures_trigger_unfilled: { title: "Clôture pas encore exécutée", content: "Votre {trigger_kind} sur votre position {position_side} {symbol} n’a pas encore pu clôturer {size} : aucun ordre du carnet ne se trouve dans la bande de prix. Il est retenté à chaque variation de prix, pendant 10 minutes au plus." },
    futures_trigger_filled: { title: "Position clôturée par votre ordre", content: "Votre {trigger_kind} a clôturé {size} de votre position {position_side} {symbol} au prix moyen de {price}." },
    futures_trigger_gave_up: { title: "Clôture de position abandonnée", content: "Votre {trigger_kind} n’a pas pu clôturer votre position {position_side} {symbol} : pendant 10 minutes, aucune liquidité dans la bande de prix. {size} reste ouvert ; clôturez la position vous-même ou placez un nouveau stop-loss." },
    p2p_paid: { title: "Paiement indiqué comme envoyé", content: "L’acheteur de la commande P2P {order_no} a indiqué avoir envoyé {total} {fiat}. Vérifiez votre compte, puis confirmez la réception avant la fin du délai." },
    p2p_released: { title: "Crypto reçue", content: "Le vendeur de la commande P2P {order_no} a confirmé le paiement : {quantity} {crypto} sont sur votre compte fiat." },
    p2p_appeal: { title: "Commande P2P en litige", content: "La commande P2P {order_no} ({quantity} {crypto}) est en litige. La crypto reste en séquestre jusqu’à la décision de la plateforme." },
    p2p_resolved_release: { title: "Litige résolu : libéré à l’acheteur", content: "Le litige de la commande P2P {order_no} est résolu : {quantity} {crypto} ont été libérés à l’acheteur." },
    p2p_resolved_return: { title: "Litige résolu : rendu au vendeur", content: "Le litige de la commande P2P {order_no} est résolu : {quantity} {crypto} ont été rendus au vendeur et la commande est annulée." },
    api_key_created: { title: "Nouvelle clé API créée", content: "La clé API « {label} » a été créée sur votre compte. Si ce n’était pas vous, révoquez-la immédiatement dans la gestion des API et changez vos mots de passe." },
  },
  es_ES: {
    login_new_address: { title: 'Inicio de sesión desde una nueva dirección', content: 'Se ha iniciado sesión en tu cuenta desde {ip}. Si no has sido tú, cambia tu contraseña de inmediato.' },
    login_account_locked: { title: "Cuenta bloqueada tras intentos fallidos", content: "Tu cuenta tuvo 20 intentos fallidos de inicio de sesión en una hora, el último desde {ip}, así que está bloqueada durante una hora. Si no has sido tú, restablece tu contraseña: eso la desbloquea al instante." },
    identity_approved: { title: 'Verificación de identidad aprobada', content: 'Tu identidad ha sido verificada. Tus límites más altos ya están activos.' },
    identity_rejected: { title: 'Verificación de identidad fallida', content: 'Tu verificación de identidad no ha sido aprobada. Motivo: {reason}. Puedes enviarla de nuevo.' },
    deposit_credited: { title: "Depósito acreditado", content: "Tu depósito de {amount} {currency} ({network}) se ha confirmado y acreditado en tu cuenta spot." },
    withdrawal_completed: { title: "Retiro completado", content: "Tu retiro de {amount} {currency} ({network}) se ha enviado." },
    withdrawal_rejected: { title: "Retiro fallido", content: "Tu retiro de {amount} {currency} ({network}) no se ha pagado. Los fondos vuelven a estar disponibles en tu cuenta spot." },
    futures_liquidated: { title: 'Posición liquidada', content: 'Tu posición de {size} {symbol} se ha liquidado al precio de marca {mark}: su margen ya no cubría el margen de mantenimiento. Se tomó a {price}.' },
    futures_deleveraged: { title: 'Posición reducida por desapalancamiento automático', content: 'Se han cerrado {size} de tu posición en {symbol} a un precio medio de {price} para cubrir una liquidación que el mercado no pudo absorber. La ganancia está en tu cuenta de futuros.' },
    futures_trigger_fired: { title: "Cierre de posición activado", content: "Se ha activado tu {trigger_kind} de la posición {position_side} en {symbol}: el {trigger_by} llegó a {trigger_price}. Se cierran {size} a mercado." },
    futures_trigger_unfilled: { title: "El cierre aún no se ha ejecutado", content: "Tu {trigger_kind} de la posición {position_side} en {symbol} aún no ha podido cerrar {size}: no hay órdenes en el libro dentro de la banda de precios. Se reintenta con cada cambio de precio durante un máximo de 10 minutos." },
    futures_trigger_filled: { title: "Posición cerrada por tu orden", content: "Tu {trigger_kind} cerró {size} de la posición {position_side} en {symbol} a un precio medio de {price}." },
    futures_trigger_gave_up: { title: "Cierre de posición detenido", content: "Tu {trigger_kind} no pudo cerrar la posición {position_side} en {symbol}: durante 10 minutos no hubo liquidez dentro de la banda de precios. Siguen abiertos {size}; ciérrala tú mismo o coloca un nuevo stop loss." },
    p2p_paid: { title: "Pago marcado como enviado", content: "El comprador de la orden P2P {order_no} ha marcado como enviados {total} {fiat}. Revisa tu cuenta y confirma la recepción antes de que termine el plazo." },
    p2p_released: { title: "Criptomonedas recibidas", content: "El vendedor de la orden P2P {order_no} ha confirmado el pago: {quantity} {crypto} están en tu cuenta fiat." },
    p2p_appeal: { title: "Orden P2P en apelación", content: "La orden P2P {order_no} ({quantity} {crypto}) está en apelación. Las criptomonedas siguen en custodia hasta que decida la plataforma." },
    p2p_resolved_release: { title: "Apelación resuelta: liberado al comprador", content: "La apelación de la orden P2P {order_no} se ha resuelto: {quantity} {crypto} se han liberado al comprador." },
    p2p_resolved_return: { title: "Apelación resuelta: devuelto al vendedor", content: "La apelación de la orden P2P {order_no} se ha resuelto: {quantity} {crypto} se han devuelto al vendedor y la orden se ha cancelado." },
    api_key_created: { title: "Nueva clave API creada", content: "Se ha creado la clave API «{label}» en tu cuenta. Si no has sido tú, revócala de inmediato en la gestión de API y cambia tus contraseñas." },
  },
  de_DE: {
    login_new_address: { title: 'Anmeldung von einer neuen Adresse', content: 'Ihr Konto wurde von {ip} aus angemeldet. Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort.' },
    login_account_locked: { title: "Konto nach fehlgeschlagenen Anmeldungen gesperrt", content: "Bei deinem Konto gab es innerhalb einer Stunde 20 fehlgeschlagene Anmeldungen, die letzte von {ip}. Deshalb ist es für eine Stunde gesperrt. Warst du das nicht, setze dein Passwort zurück: Damit wird es sofort entsperrt." },
    identity_approved: { title: 'Identitätsprüfung bestätigt', content: 'Ihre Identität wurde bestätigt. Ihre höheren Limits gelten ab sofort.' },
    identity_rejected: { title: 'Identitätsprüfung fehlgeschlagen', content: 'Ihre Identitätsprüfung wurde nicht bestätigt. Grund: {reason}. Sie können erneut einreichen.' },
    deposit_credited: { title: "Einzahlung gutgeschrieben", content: "Ihre Einzahlung von {amount} {currency} ({network}) wurde bestätigt und Ihrem Spot-Konto gutgeschrieben." },
    withdrawal_completed: { title: "Auszahlung abgeschlossen", content: "Ihre Auszahlung von {amount} {currency} ({network}) wurde gesendet." },
    withdrawal_rejected: { title: "Auszahlung fehlgeschlagen", content: "Ihre Auszahlung von {amount} {currency} ({network}) wurde nicht ausgeführt. Das Guthaben steht wieder auf Ihrem Spot-Konto zur Verfügung." },
    futures_liquidated: { title: 'Position liquidiert', content: 'Ihre Position von {size} {symbol} wurde zum Markpreis {mark} liquidiert: Ihre Margin deckte die Erhaltungsmargin nicht mehr. Sie wurde zu {price} übernommen.' },
    futures_deleveraged: { title: 'Position durch automatisches Deleveraging verkleinert', content: '{size} Ihrer Position in {symbol} wurden zu einem Durchschnittspreis von {price} geschlossen, um eine Liquidation zu decken, die der Markt nicht aufnehmen konnte. Der Gewinn liegt in Ihrem Futures-Konto.' },
    futures_trigger_fired: { title: "Schließung der Position ausgelöst", content: "Ausgelöst: {trigger_kind} für Ihre {position_side}-Position {symbol}. Der {trigger_by} erreichte {trigger_price}; {size} wird zum Marktpreis geschlossen." },
    futures_trigger_unfilled: { title: "Schließung noch nicht ausgeführt", content: "{trigger_kind} für Ihre {position_side}-Position {symbol}: {size} konnte noch nicht geschlossen werden, weil im Orderbuch keine Order innerhalb des Preisbands liegt. Bei jeder Preisänderung wird es bis zu 10 Minuten lang erneut versucht." },
    futures_trigger_filled: { title: "Position durch Trigger geschlossen", content: "{trigger_kind} für Ihre {position_side}-Position {symbol}: {size} wurde zum Durchschnittspreis von {price} geschlossen." },
    futures_trigger_gave_up: { title: "Schließung der Position beendet", content: "{trigger_kind} für Ihre {position_side}-Position {symbol}: 10 Minuten lang gab es keine Liquidität innerhalb des Preisbands, daher wurde die Schließung beendet. {size} ist weiterhin offen; schließen Sie die Position selbst oder setzen Sie einen neuen Stop-Loss." },
    p2p_paid: { title: "Zahlung als gesendet gemeldet", content: "Der Käufer der P2P-Order {order_no} hat {total} {fiat} als gesendet gemeldet. Prüfen Sie Ihr Konto und bestätigen Sie den Eingang vor Ablauf der Frist." },
    p2p_released: { title: "Krypto erhalten", content: "Der Verkäufer der P2P-Order {order_no} hat die Zahlung bestätigt: {quantity} {crypto} sind in Ihrem Fiat-Konto." },
    p2p_appeal: { title: "P2P-Order im Einspruch", content: "Gegen die P2P-Order {order_no} ({quantity} {crypto}) wurde Einspruch erhoben. Die Krypto bleibt gesperrt, bis die Plattform entscheidet." },
    p2p_resolved_release: { title: "Einspruch entschieden: an den Käufer", content: "Der Einspruch zur P2P-Order {order_no} ist entschieden: {quantity} {crypto} wurden an den Käufer freigegeben." },
    p2p_resolved_return: { title: "Einspruch entschieden: an den Verkäufer", content: "Der Einspruch zur P2P-Order {order_no} ist entschieden: {quantity} {crypto} gingen an den Verkäufer zurück, die Order ist storniert." },
    api_key_created: { title: "Neuer API-Schlüssel erstellt", content: "Für Ihr Konto wurde der API-Schlüssel „{label}“ erstellt. Falls Sie das nicht waren, widerrufen Sie ihn sofort in der API-Verwaltung und ändern Sie Ihre Passwörter." },
  },
};

/**
 * Words that notice parameters name by code, in each language: a futures trigger's kind, a
 * position's side and the price a trigger watches. A notice stores the code, so it reads in the
 * language of whoever opens it.
 */
const TERMS: Record<Locale, Record<string, string>> = {
  en_US: { take_profit: "take-profit", stop_loss: "stop-loss", plan: "trigger order", long: "long", short: "short", mark: "mark price", last: "last price" },
  ja_JP: { take_profit: "利確注文", stop_loss: "損切り注文", plan: "トリガー注文", long: "ロング", short: "ショート", mark: "マーク価格", last: "最終取引価格" },
  ko_KR: { take_profit: "익절 주문", stop_loss: "손절 주문", plan: "트리거 주문", long: "롱", short: "숏", mark: "마크 가격", last: "최근 체결가" },
  zh_TW: { take_profit: "止盈單", stop_loss: "止損單", plan: "計畫委託", long: "多倉", short: "空倉", mark: "標記價格", last: "最新成交價" },
  zh_CN: { take_profit: "止盈单", stop_loss: "止损单", plan: "计划委托", long: "多仓", short: "空仓", mark: "标记价格", last: "最新成交价" },
  ru_RU: { take_profit: "тейк-профит", stop_loss: "стоп-лосс", plan: "триггерный ордер", long: "лонг", short: "шорт", mark: "маркировочная цена", last: "цена последней сделки" },
  tr_TR: { take_profit: "kâr al emri", stop_loss: "zarar durdur emri", plan: "tetikli emir", long: "long", short: "short", mark: "işaret fiyatı", last: "son işlem fiyatı" },
  fr_FR: { take_profit: "take-profit", stop_loss: "stop-loss", plan: "ordre conditionnel", long: "longue", short: "courte", mark: "prix de marque", last: "dernier prix" },
  es_ES: { take_profit: "take profit", stop_loss: "stop loss", plan: "orden condicional", long: "larga", short: "corta", mark: "precio de marca", last: "último precio" },
  de_DE: { take_profit: "Take-Profit", stop_loss: "Stop-Loss", plan: "Trigger-Order", long: "Long", short: "Short", mark: "Markpreis", last: "Preis des letzten Trades" },
};
/** Parameters whose value is a code of TERMS. */
const TERM_PARAMS = new Set(['trigger_kind', 'position_side', 'trigger_by']);

const fill = (text: string, params: Record<string, string>, locale: Locale) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return TERM_PARAMS.has(name) ? (TERMS[locale][value] ?? value) : value;
  });

/** The title and content of a stored notice in `locale`. */
export function renderNotice(kind: string, params: Record<string, string>, locale: Locale): Template {
  if (kind === 'admin') return { title: params.title ?? '', content: params.content ?? '' };
  const template = (TEMPLATES[locale] as Record<string, Template | undefined>)[kind];
  if (!template) return { title: params.title ?? kind, content: params.content ?? '' };
  return { title: fill(template.title, params, locale), content: fill(template.content, params, locale) };
}
