import { defineCataloguePart, NO_MESSAGES } from './part';

/** Futures price protection (issue 26 item 6): the price band and triggered closes: codes 6300-6399. */
export const FUTURES_PROTECTION_CATALOGUE = defineCataloguePart({
  codes: {
    FUTURES_PRICE_OUTSIDE_BAND: 6301,
    FUTURES_NO_PRICE_IN_BAND: 6302,
    FUTURES_PRICE_BAND_INVALID: 6303,
    TRIGGER_CLOSE_GAVE_UP: 6304,
  },
  errors: {
    en_US: {
      FUTURES_PRICE_OUTSIDE_BAND: 'The price is too far from the index price: this contract accepts prices only within its price band around the index',
      FUTURES_NO_PRICE_IN_BAND: 'No order in the book is within the price band around the index price, so nothing was filled',
      FUTURES_PRICE_BAND_INVALID: 'The price band is a percentage from 0 (off) to 50, with at most 2 decimal places',
      TRIGGER_CLOSE_GAVE_UP: 'The close found no liquidity within the price band for 10 minutes and was stopped; the position is still open',
    },
    ja_JP: {
      FUTURES_PRICE_OUTSIDE_BAND: '価格がインデックス価格から離れすぎています。この契約ではインデックス価格を中心とした価格帯の範囲内でのみ注文できます',
      FUTURES_NO_PRICE_IN_BAND: 'インデックス価格を中心とした価格帯の範囲内に板の注文がないため、約定しませんでした',
      FUTURES_PRICE_BAND_INVALID: '価格帯は0（無効）から50までのパーセントで、小数点以下2桁まで入力してください',
      TRIGGER_CLOSE_GAVE_UP: '10分間、価格帯の範囲内に流動性がなかったため決済を中止しました。ポジションはまだ保有中です',
    },
    ko_KR: {
      FUTURES_PRICE_OUTSIDE_BAND: '가격이 지수 가격에서 너무 멉니다. 이 계약은 지수 가격 기준 가격 밴드 안에서만 주문할 수 있습니다',
      FUTURES_NO_PRICE_IN_BAND: '지수 가격 기준 가격 밴드 안에 호가가 없어 체결되지 않았습니다',
      FUTURES_PRICE_BAND_INVALID: '가격 밴드는 0(사용 안 함)에서 50 사이의 퍼센트로, 소수점 이하 2자리까지 입력하세요',
      TRIGGER_CLOSE_GAVE_UP: '10분 동안 가격 밴드 안에서 유동성을 찾지 못해 청산을 중단했습니다. 포지션은 아직 열려 있습니다',
    },
    zh_TW: {
      FUTURES_PRICE_OUTSIDE_BAND: '價格偏離指數價格過多：此合約只接受指數價格上下價格區間內的委託價格',
      FUTURES_NO_PRICE_IN_BAND: '指數價格上下的價格區間內沒有掛單，未能成交',
      FUTURES_PRICE_BAND_INVALID: '價格區間為 0（關閉）至 50 的百分比，最多 2 位小數',
      TRIGGER_CLOSE_GAVE_UP: '平倉在 10 分鐘內都未能在價格區間內找到流動性，已停止；倉位仍未平倉',
    },
    zh_CN: {
      FUTURES_PRICE_OUTSIDE_BAND: '价格偏离指数价格过多：该合约只接受指数价格上下价格区间内的委托价格',
      FUTURES_NO_PRICE_IN_BAND: '指数价格上下的价格区间内没有挂单，未能成交',
      FUTURES_PRICE_BAND_INVALID: '价格区间为 0（关闭）至 50 的百分比，最多 2 位小数',
      TRIGGER_CLOSE_GAVE_UP: '平仓在 10 分钟内都未能在价格区间内找到流动性，已停止；仓位仍未平仓',
    },
    ru_RU: {
      FUTURES_PRICE_OUTSIDE_BAND: 'Цена слишком далека от индексной: по этому контракту принимаются только цены в пределах ценового коридора вокруг индекса',
      FUTURES_NO_PRICE_IN_BAND: 'В стакане нет заявок в пределах ценового коридора вокруг индексной цены, поэтому ничего не исполнено',
      FUTURES_PRICE_BAND_INVALID: 'Ценовой коридор задаётся в процентах от 0 (выключен) до 50, не более 2 знаков после запятой',
      TRIGGER_CLOSE_GAVE_UP: 'Закрытие 10 минут не находило ликвидности в пределах ценового коридора и остановлено; позиция всё ещё открыта',
    },
    tr_TR: {
      FUTURES_PRICE_OUTSIDE_BAND: 'Fiyat endeks fiyatından çok uzak: bu kontratta yalnızca endeks çevresindeki fiyat bandı içindeki fiyatlar kabul edilir',
      FUTURES_NO_PRICE_IN_BAND: 'Endeks fiyatı çevresindeki fiyat bandı içinde defterde emir yok, bu yüzden hiçbir işlem gerçekleşmedi',
      FUTURES_PRICE_BAND_INVALID: 'Fiyat bandı 0 (kapalı) ile 50 arasında bir yüzde olmalı, en fazla 2 ondalık basamakla',
      TRIGGER_CLOSE_GAVE_UP: 'Kapatma 10 dakika boyunca fiyat bandı içinde likidite bulamadı ve durduruldu; pozisyon hâlâ açık',
    },
    fr_FR: {
      FUTURES_PRICE_OUTSIDE_BAND: 'Le prix est trop éloigné du prix indice : ce contrat n’accepte que des prix compris dans sa bande de prix autour de l’indice',
      FUTURES_NO_PRICE_IN_BAND: 'Aucun ordre du carnet ne se trouve dans la bande de prix autour du prix indice : rien n’a été exécuté',
      FUTURES_PRICE_BAND_INVALID: 'La bande de prix est un pourcentage de 0 (désactivée) à 50, avec au plus 2 décimales',
      TRIGGER_CLOSE_GAVE_UP: 'La clôture n’a trouvé aucune liquidité dans la bande de prix pendant 10 minutes et a été arrêtée ; la position est toujours ouverte',
    },
    es_ES: {
      FUTURES_PRICE_OUTSIDE_BAND: 'El precio se aleja demasiado del precio índice: este contrato solo acepta precios dentro de su banda de precios en torno al índice',
      FUTURES_NO_PRICE_IN_BAND: 'No hay órdenes en el libro dentro de la banda de precios en torno al precio índice, así que no se ha ejecutado nada',
      FUTURES_PRICE_BAND_INVALID: 'La banda de precios es un porcentaje de 0 (desactivada) a 50, con 2 decimales como máximo',
      TRIGGER_CLOSE_GAVE_UP: 'El cierre no encontró liquidez dentro de la banda de precios durante 10 minutos y se ha detenido; la posición sigue abierta',
    },
    de_DE: {
      FUTURES_PRICE_OUTSIDE_BAND: 'Der Preis liegt zu weit vom Indexpreis entfernt: Dieser Kontrakt nimmt nur Preise innerhalb seines Preisbands um den Index an',
      FUTURES_NO_PRICE_IN_BAND: 'Im Orderbuch liegt keine Order innerhalb des Preisbands um den Indexpreis, daher wurde nichts ausgeführt',
      FUTURES_PRICE_BAND_INVALID: 'Das Preisband ist ein Prozentsatz von 0 (aus) bis 50 mit höchstens 2 Nachkommastellen',
      TRIGGER_CLOSE_GAVE_UP: 'Die Schließung fand 10 Minuten lang keine Liquidität innerhalb des Preisbands und wurde beendet; die Position ist weiterhin offen',
    },
  },
  success: NO_MESSAGES,
});
