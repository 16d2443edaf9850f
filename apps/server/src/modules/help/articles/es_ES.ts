import type { LocaleArticles } from './catalogue';

/** Artículos del centro de ayuda (español). */
export const es_ES: LocaleArticles = {
  'register-account': {
    title: '¿Cómo creo una cuenta?',
    summary: 'Regístrate con un correo electrónico o un número de móvil, un código de verificación y un código de invitación.',
    sections: [
      ['Paso 1: correo o móvil', `1. Haz clic en Registrarse en la cabecera o abre /reg.
2. Elige Correo o Móvil. Si usas el móvil, selecciona primero el prefijo de tu país.
3. Pulsa Enviar código e introduce el código de 6 dígitos que recibas.`],
      ['Sobre el código de verificación', `- El código es válido durante 10 minutos y solo se puede usar una vez.
- Tras 5 intentos fallidos deja de funcionar; solicita uno nuevo.
- Puedes pedir otro código pasados 60 segundos. Si el correo no llega, revisa la carpeta de spam.`],
      ['Paso 2: contraseñas y código de invitación', `1. Introduce dos veces tu contraseña de acceso: de 8 a 64 caracteres, con al menos una letra y un número.
2. Introduce dos veces una contraseña de fondos. Protege las retiradas y debe ser distinta de la contraseña de acceso.
3. Escribe el código de invitación de quien te invitó. Cada usuario tiene su propio código, visible en el centro personal.
4. Lee y acepta el acuerdo de usuario y pulsa Registrarse. Se inicia sesión al momento.`],
    ],
  },
  'identity-verification': {
    title: 'Verificación de identidad (KYC)',
    summary: 'Verifica tu identidad para ampliar tus límites de retirada y de compra con fiat y acceder a los futuros.',
    sections: [
      ['Por qué verificarte', `- El límite de retirada en 24 horas sube de 100 USDT a 10.000 USDT.
- El límite de compra con fiat sube de 1.000 USDT en total a 1.000 USDT por orden y 10.000 USDT en total.
- Los futuros USDS-M solo están disponibles para usuarios verificados.`],
      ['Cómo enviar la solicitud', `1. En el menú de usuario, abre Verificación de identidad (/user/identity).
2. Escribe tu nombre completo y el número de documento tal como aparecen en él.
3. Sube una foto del anverso y otra del reverso: JPEG, PNG o WebP, de hasta 5 MB cada una.
4. Pulsa Enviar. El estado pasa a En revisión.`],
      ['Después de enviarla', `- En revisión: nuestro equipo comprueba los documentos, normalmente en un día hábil.
- Verificado: los nuevos límites se aplican de inmediato y recibes un aviso.
- Verificación rechazada: el aviso indica el motivo. Corrige los datos y vuelve a enviarla.
Puedes consultar el estado, el país de certificación y los límites en /user/identityRight.`],
    ],
  },
  'account-security': {
    title: 'Cómo proteger tu cuenta',
    summary: 'Contraseñas, contraseña de fondos, aplicación de autenticación y bloqueos tras intentos fallidos.',
    sections: [
      ['Contraseña de acceso y de fondos', `- Usa una contraseña de acceso de 8 a 64 caracteres, con letras y números, que no utilices en ningún otro sitio.
- La contraseña de fondos se pide en las retiradas y debe ser distinta de la de acceso.
- Puedes cambiarlas en Ajustes de seguridad (/user/s-securityset). Tras el cambio se cierran todas las sesiones y vuelves a iniciar sesión.`],
      ['Aplicación de autenticación', `1. En Ajustes de seguridad elige Autenticador y escanea el código QR con tu aplicación de autenticación.
2. Introduce el código de 6 dígitos para confirmar y guarda los códigos de respaldo en un lugar seguro y sin conexión.
3. A partir de entonces se pide el código al iniciar sesión, al retirar y al cambiar los ajustes de seguridad.`],
      ['Contraseñas erróneas y bloqueos', `- Tras 5 contraseñas de acceso incorrectas, la cuenta y la dirección desde la que se intenta quedan bloqueadas 15 minutos.
- La misma regla se aplica a la contraseña de fondos.
- ¿Has olvidado la contraseña? Usa ¿Olvidaste la contraseña? en la página de acceso (/forget-pass) para crear una nueva con un código de verificación.`],
      ['Cómo detectar estafas', `- Nuestro personal nunca te pedirá contraseñas, códigos de verificación ni códigos de respaldo.
- Comprueba que estás en el sitio oficial antes de iniciar sesión y revisa los accesos recientes en el centro personal.`],
    ],
  },
  'deposit-crypto': {
    title: '¿Cómo deposito criptomonedas?',
    summary: 'Obtén tu dirección de depósito, elige la red correcta y espera las confirmaciones.',
    sections: [
      ['Obtén tu dirección de depósito', `1. Ve a Billetera y pulsa Depositar junto a la moneda, o abre /wallet/recharge.
2. Elige la moneda y la red, por ejemplo USDT en TRC20, ERC20 o BEP20.
3. Copia la dirección o escanea su código QR desde la billetera de origen.`],
      ['Elige la misma red', `La red debe coincidir con la que usa la plataforma o billetera desde la que retiras. Los activos enviados por otra red pueden perderse y no siempre se pueden recuperar.`],
      ['Cuándo llegan los fondos', `- Primero el depósito aparece como Confirmando mientras la red confirma la transacción.
- Al alcanzar las confirmaciones necesarias pasa a Completado y el importe se abona en tu cuenta spot.
- Cada depósito se abona una sola vez. Lo verás en el historial de la billetera.`],
    ],
  },
  'withdraw-crypto': {
    title: '¿Cómo retiro criptomonedas?',
    summary: 'Envía criptomonedas a una dirección externa con tu contraseña de fondos, dentro de tu límite de 24 horas.',
    sections: [
      ['Haz una retirada', `1. Ve a Billetera y pulsa Retirar, o abre /wallet/cash.
2. Elige la moneda y la red, y escribe una dirección o selecciónala de tu libreta.
3. Introduce la cantidad. La página muestra el mínimo, la comisión de red y lo que recibirás.
4. Confirma con tu contraseña de fondos (y el código del autenticador si está activado).`],
      ['Límites', `- El límite de 24 horas es de 10.000 USDT con la identidad verificada y de 100 USDT sin verificar, calculado en valor USDT.
- Algunas monedas solo admiten depósitos; su botón de retirada está desactivado.`],
      ['Estado de la retirada', `- Pendiente de pago: aún puedes cancelarla y el importe queda congelado.
- Por confirmar: la transferencia se está enviando a la cadena.
- Completada, pago fallido o cancelada: si falla o se cancela, se libera el importe congelado.`],
      ['Libreta de direcciones', `Guarda tus direcciones habituales en /user/c-symAddr con una nota de 4 a 20 caracteres. Para eliminar una dirección se pide confirmación.`],
    ],
  },
  fees: {
    title: 'Comisiones de trading y de retirada',
    summary: 'Comisiones maker y taker, transferencias internas gratuitas y comisiones de red en las retiradas.',
    sections: [
      ['Comisiones de trading spot', `- Las comisiones maker y taker son del 0,1 % del importe negociado por defecto.
- La comisión de cada ejecución aparece en el detalle de la orden, en Órdenes.`],
      ['Transferencias y depósitos', `- Las transferencias internas entre tus cuentas (spot, futuros, contratos por segundos, fiat, ICO) son gratuitas.
- Los depósitos son gratuitos; la billetera de origen puede cobrar su propia comisión de red.`],
      ['Comisiones de retirada', `Cada red tiene su propia comisión de retirada y su mínimo. Ambos se muestran en la página de retirada antes de confirmar, junto con la cantidad que recibirás.`],
      ['Futuros y fiat', `- Abrir una posición de futuros cobra una comisión de tu cuenta de futuros, por lo que no puedes usar el 100 % del saldo.
- Las órdenes P2P se pagan por transferencia bancaria directamente al vendedor; la plataforma no cobra comisión al comprador.`],
    ],
  },
  'spot-trading': {
    title: '¿Cómo opero en el mercado spot?',
    summary: 'Coloca órdenes límite y de mercado, haz su seguimiento y cancela las órdenes abiertas.',
    sections: [
      ['Abre un mercado', `1. Pulsa Spot en la cabecera (se abre BTC/USDT) o elige un par en la página Mercados.
2. La página muestra el gráfico, el libro de órdenes con compras y ventas y las últimas operaciones.`],
      ['Coloca una orden', `- Orden límite: introduce el precio y la cantidad. Permanece en el libro hasta que se ejecute o la canceles.
- Orden de mercado: introduce la cantidad (o el importe a gastar) y se ejecuta a los mejores precios disponibles.
- Los fondos necesarios quedan congelados hasta la ejecución o la cancelación. Una orden debe valer al menos 5 USDT.`],
      ['Seguimiento y cancelación', `- Las órdenes abiertas están en Órdenes > Spot actuales; las ejecutadas y canceladas, en Historial spot.
- Estados: en espera, parcial, ejecutada por completo y cancelada.
- Para cancelar, pulsa Cancelar y confirma «¿Quieres cancelar esta orden?». Un clic repetido en menos de 2 segundos se ignora.`],
    ],
  },
  'usdm-futures': {
    title: 'Futuros perpetuos USDS-M',
    summary: 'Opera en largo o en corto con apalancamiento y protege tus posiciones con take-profit y stop-loss.',
    sections: [
      ['Antes de empezar', `1. Completa la verificación de identidad: los futuros solo se habilitan una vez verificado.
2. Pasa USDT a tu cuenta de futuros con una transferencia interna (/wallet/transfer). Las transferencias son gratuitas.`],
      ['Abre una posición', `- Elige Abrir largo si esperas que el precio suba y Abrir corto si esperas que baje.
- Ajusta el apalancamiento. Cuanto mayor sea, menor margen necesitas, pero el precio de liquidación queda más cerca del actual.
- Al abrir se cobra una comisión de la cuenta de futuros, así que no se puede usar el 100 % del saldo.`],
      ['Take-profit y stop-loss', `Define un disparador por precio o por rentabilidad junto con la cantidad. Cuando se alcanza, la posición se cierra con una orden límite o de mercado.`],
      ['Cierra una posición', `- Cerrar: introduce un precio y una cantidad que no supere la cantidad cerrable.
- Cierre rápido: cierra a mercado, desde el mejor precio hasta el nivel 30 del libro de órdenes.
- Vigila el ratio de margen y el precio de liquidación estimado en Billetera > Futuros USDS-M.`],
    ],
  },
  'second-contracts': {
    title: '¿Qué son los contratos por segundos?',
    summary: 'Contratos de plazo fijo que se liquidan automáticamente al terminar la cuenta atrás.',
    sections: [
      ['Cómo funcionan', `Predices si el precio de un par estará más alto o más bajo al acabar un plazo fijo. El contrato se liquida al precio índice cuando termina la cuenta atrás.`],
      ['Abre un contrato por segundos', `1. Pulsa Contrato por segundos en la cabecera (se abre BTC/USDT por defecto).
2. Si tu cuenta de contratos por segundos está vacía, transfiere antes USDT.
3. Elige subida o bajada, el plazo y el importe, y confirma. La cuenta atrás empieza al instante.`],
      ['Liquidación', `- Al terminar la cuenta atrás el resultado es ganancia, pérdida o empate.
- Si ganas, recibes el beneficio mostrado antes de confirmar; si pierdes, pierdes el importe pagado; si empatas, se te devuelve.
- Los contratos en curso están en Órdenes > Segundos actuales y los liquidados en Historial de segundos.`],
    ],
  },
  'fiat-p2p': {
    title: 'Comprar y vender cripto con dinero fiat (P2P)',
    summary: 'Compra a otros usuarios por transferencia bancaria en tres pasos, o véndeles.',
    sections: [
      ['Comprar en tres pasos', `1. Abre Comprar con fiat en la cabecera, elige la moneda fiat y la cripto e introduce un importe o una cantidad.
2. Confirma la orden, transfiere el dinero a la cuenta bancaria del vendedor que aparece en ella y pulsa «He completado la transferencia».
3. El vendedor comprueba el pago y pulsa «He recibido el pago». La cripto se abona en tu cuenta fiat.`],
      ['Plazos', `- Paga dentro de la cuenta atrás que muestra la orden (120 minutos por defecto); si no, la orden se cancela.
- Si cancelas o dejas caducar 5 órdenes en 24 horas, las compras se bloquean el resto del día.
- Pulsa «He completado la transferencia» solo cuando hayas pagado de verdad.`],
      ['Vender', `Añade una tarjeta bancaria en Métodos de cobro (/user/c-collAddr) con tu nombre real, el nombre del banco y el número de tarjeta. Los compradores te pagan ahí; libera la cripto solo cuando el dinero esté en tu cuenta.`],
      ['Límites', `Sin verificar puedes comprar hasta 1.000 USDT en total. Con la identidad verificada, hasta 1.000 USDT por orden y 10.000 USDT en total.`],
    ],
  },
  'ico-subscription': {
    title: 'Participar en una suscripción ICO',
    summary: 'Suscríbete a nuevos tokens, sigue tu asignación y libera tus tokens.',
    sections: [
      ['Encuentra un proyecto', `Abre ICO en la cabecera (/subscribe). Cada proyecto muestra su progreso, precio de venta, hora de cierre y tu cantidad disponible y máxima para suscribir. Etiquetas: en curso, a punto de terminar, popular y finalizado.`],
      ['Suscríbete', `1. Abre el proyecto y pulsa Participar.
2. Introduce la cantidad y confirma. El pago queda congelado en tu cuenta de suscripción ICO.
3. Para suscribir más mientras el proyecto siga abierto, pulsa Añadir más.`],
      ['Cuando termina la suscripción', `- La suscripción pasa de en cartera a pendiente de liquidar y después a liquidada, con los lotes adjudicados y el pago real.
- El importe no utilizado se devuelve a tu cuenta.
- Los tokens asignados aparecen en Billetera > Suscripción ICO. Usa Descongelar para liberar lo que corresponda; el historial está en los registros ICO.`],
    ],
  },
  'mobile-app': {
    title: 'La aplicación móvil',
    summary: 'Descarga la aplicación para Android o iOS y opera con la misma cuenta.',
    sections: [
      ['Descarga', `1. Pasa el cursor por el icono del teléfono en la cabecera o baja hasta Descargar la app en el pie de página.
2. Escanea el código QR con el móvil o usa el enlace de Android o iOS.
3. Instala la aplicación solo desde estos enlaces oficiales.`],
      ['Inicio de sesión', `Inicia sesión con el mismo correo o número de móvil y la misma contraseña. Tus saldos, órdenes y ajustes son los mismos en la web y en la aplicación.`],
      ['Funciones solo en la aplicación', `Algunas funciones te remiten a la aplicación móvil. Tus ajustes de seguridad, el autenticador y los límites también se aplican en ella.`],
    ],
  },
};
