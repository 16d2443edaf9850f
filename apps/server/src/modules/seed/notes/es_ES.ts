// Platform documents in Spanish from Spain (es_ES).
import type { NoteDoc } from './types';

export const es_ES: NoteDoc[] = [
  {
    type: 1,
    title: 'Condiciones de uso',
    content: `Las presentes Condiciones de uso (las «Condiciones») regulan el acceso y la utilización del sitio web, las aplicaciones móviles y todos los servicios ofrecidos por Aurelix («Aurelix», «nosotros» o la «Plataforma»). Al registrar una cuenta o utilizar cualquiera de nuestros servicios, usted declara haber leído, comprendido y aceptado íntegramente estas Condiciones. Si no está de acuerdo con alguna de ellas, le rogamos que no utilice la Plataforma.

## 1. Requisitos y registro de la cuenta

Pueden utilizar la Plataforma las personas mayores de 18 años (o de la mayoría de edad de su país de residencia, si es superior), con plena capacidad de obrar, que no se encuentren en una región restringida ni figuren en listas de sanciones. Cada persona solo puede ser titular de una cuenta.

La cuenta se registra con una dirección de correo electrónico o un número de teléfono móvil, que se confirma mediante un código de verificación de un solo uso. Durante el registro usted establece una contraseña de acceso; además, para las retiradas, las operaciones P2P y demás operaciones con activos deberá configurar una contraseña de fondos independiente, que no puede coincidir con la de acceso. Si dispone de un código de invitación, puede introducirlo al registrarse: vincula su cuenta con el usuario que le invitó y no otorga ningún otro derecho. Usted se compromete a facilitar información veraz y actualizada.

## 2. Verificación de identidad y límites

Para cumplir la normativa de prevención del blanqueo de capitales y de conocimiento del cliente (KYC), podemos solicitarle un documento de identidad, una fotografía y otra información. Sus límites de retirada dependen de su estado de verificación:

- cuenta no verificada: un máximo de 100 USDT (o su contravalor) cada 24 horas;
- cuenta verificada: hasta 10.000 USDT (o su contravalor) cada 24 horas.

Nos reservamos el derecho de solicitar documentación adicional, denegar la verificación o modificar los límites cuando así lo exijan la normativa o nuestra evaluación de riesgos.

## 3. Seguridad de la cuenta

Usted es responsable de custodiar su contraseña de acceso, su contraseña de fondos, sus códigos de verificación y los dispositivos desde los que inicia sesión. Le recomendamos activar la autenticación en dos pasos, utilizar contraseñas robustas y distintas para cada servicio y comprobar la dirección del sitio antes de introducir sus datos. El personal de Aurelix nunca le pedirá sus contraseñas ni sus códigos. Toda operación realizada con sus credenciales se considerará realizada por usted. Si sospecha de un acceso no autorizado, comuníquelo de inmediato al servicio de atención al cliente.

## 4. Productos y servicios

- Trading al contado (spot): compraventa de activos digitales mediante órdenes de mercado o limitadas, con liquidación inmediata.
- Futuros perpetuos USDS-M: contratos sin vencimiento, con margen en USDT y apalancamiento. El apalancamiento multiplica tanto las ganancias como las pérdidas; si su margen resulta insuficiente, la posición se liquida de forma forzosa y puede perder la totalidad del margen aportado.
- Contratos por segundos: usted elige la dirección del precio y uno de los plazos fijos disponibles. Al vencer el plazo, el contrato se liquida automáticamente: si acierta, se le abona la rentabilidad mostrada antes de confirmar; si no acierta, pierde el importe invertido; en caso de empate (precio de cierre igual al de apertura), se le devuelve el importe.
- Operaciones P2P: compraventa de activos digitales por moneda fiduciaria directamente entre usuarios, con pago mediante transferencia bancaria. Los activos del vendedor quedan retenidos en depósito de garantía (escrow) por la Plataforma durante la operación. El comprador debe realizar la transferencia y marcar la orden como pagada dentro del plazo indicado, y el vendedor debe confirmar la recepción del pago y liberar los activos dentro del plazo de confirmación. Las órdenes no pagadas a tiempo se cancelan, y las cancelaciones reiteradas pueden conllevar la restricción del acceso al P2P. Las disputas las resuelve el servicio de atención al cliente a la vista de las pruebas aportadas.
- Suscripción de ICO: participación en la venta de tókenes de nuevos proyectos durante el periodo de suscripción. La asignación puede ser proporcional y los tókenes pueden quedar bloqueados durante un tiempo. Que un proyecto figure en la Plataforma no supone una recomendación.

Sus activos se distribuyen entre las distintas cuentas de su monedero multicuenta: spot, futuros, contratos por segundos, fiat e ICO.

## 5. Comisiones

Por defecto, la comisión del trading al contado es del 0,1 % tanto para el maker como para el taker. Las comisiones de los demás productos y las comisiones de red aplicables a las retiradas se muestran antes de confirmar cada operación. Las transferencias internas entre sus propias cuentas son gratuitas. Las comisiones vigentes se publican en la Plataforma y pueden modificarse con preaviso.

## 6. Depósitos y retiradas

Al depositar o retirar debe seleccionar la red que corresponda al activo y a la dirección de destino e indicar, cuando se requiera, la etiqueta (tag) o el memo. Los activos enviados por una red incorrecta o a una dirección errónea pueden perderse de forma irreversible, y Aurelix no puede garantizar su recuperación. Todas las solicitudes de retirada se confirman con la contraseña de fondos y se someten a una revisión de seguridad y cumplimiento normativo, durante la cual pueden retrasarse o rechazarse.

## 7. Usos prohibidos y regiones restringidas

Queda prohibido utilizar la Plataforma para el blanqueo de capitales, la financiación del terrorismo, el fraude, la elusión de sanciones, la manipulación del mercado (incluidas las operaciones ficticias y el «spoofing»), el abuso de promociones, la apertura de varias cuentas, el uso de la identidad o la cuenta de terceros o la alteración del funcionamiento de la Plataforma. Nuestros servicios no se ofrecen a personas situadas en jurisdicciones sujetas a sanciones integrales ni en los territorios donde estén prohibidos; la lista actualizada se publica en la Plataforma. Se prohíbe eludir estas restricciones, incluso mediante VPN.

## 8. Suspensión y cancelación

Podemos limitar funciones, bloquear activos, suspender o cerrar su cuenta en caso de incumplimiento de estas Condiciones, a requerimiento de las autoridades competentes, ante sospechas de fraude o frente a amenazas para la seguridad. Usted puede cerrar su cuenta en cualquier momento tras retirar sus activos. El cierre no le exime de las obligaciones contraídas con anterioridad.

## 9. Limitación de responsabilidad

La Plataforma se ofrece «tal cual». En la medida en que la ley lo permita, Aurelix no responderá del lucro cesante, los daños indirectos, las pérdidas de mercado, los fallos de las redes blockchain, los actos de terceros, los supuestos de fuerza mayor ni los errores del usuario, como la elección de una red incorrecta. En todo caso, la responsabilidad total de Aurelix se limita al importe de las comisiones que usted haya abonado en los últimos 12 meses.

## 10. Modificaciones, normativa aplicable y contacto

Podemos modificar estas Condiciones publicando una nueva versión en la Plataforma; le avisaremos con antelación de los cambios relevantes. El uso continuado de los servicios implica la aceptación de la nueva versión. Estas Condiciones se completan con la Política de privacidad, el Aviso legal y las normas específicas de cada producto. En caso de discrepancia entre versiones lingüísticas, prevalecerá la versión en inglés. Las controversias se regirán por la legislación indicada en la Plataforma para el operador del servicio, sin perjuicio de las normas imperativas de protección de los consumidores.

Para cualquier consulta, escríbanos a support@aurelix.example.`,
  },
  {
    type: 2,
    title: 'Política de privacidad',
    content: `Esta Política de privacidad explica qué datos personales recoge Aurelix, con qué finalidades los utilizamos, con quién los compartimos y qué derechos le asisten. Tratamos sus datos conforme a la normativa de protección de datos aplicable, incluido el Reglamento General de Protección de Datos (RGPD) cuando resulte aplicable.

## 1. Datos que recogemos

- Datos de la cuenta: correo electrónico o número de teléfono, alias, código de invitación y el resumen criptográfico (hash) de sus contraseñas; nunca almacenamos las contraseñas en claro.
- Datos de verificación de identidad: nombre y apellidos, fecha de nacimiento, nacionalidad, datos e imágenes de su documento de identidad y fotografía de comprobación.
- Datos de dispositivos y accesos: dirección IP, tipo de dispositivo y navegador, horas de inicio de sesión e historial de sesiones.
- Datos de operaciones: depósitos, retiradas, direcciones de monedero, órdenes y operaciones ejecutadas, transferencias entre cuentas, órdenes P2P y los datos bancarios indicados en ellas, suscripciones de ICO.
- Sus consultas al servicio de atención al cliente y la correspondencia mantenida con nosotros.

## 2. Finalidades y bases jurídicas

- Ejecución del contrato: registro, gestión de la cuenta, ejecución de órdenes, liquidación, depósitos y retiradas.
- Cumplimiento de obligaciones legales: verificación de identidad, prevención del blanqueo de capitales y de la financiación del terrorismo, obligaciones contables y fiscales, atención de requerimientos de las autoridades.
- Interés legítimo: protección de las cuentas, prevención del fraude, supervisión de la estabilidad y mejora del servicio.
- Consentimiento: comunicaciones opcionales y demás supuestos en que la ley lo exija. Puede retirar su consentimiento en cualquier momento.

## 3. Plazos de conservación

Conservamos sus datos mientras su cuenta permanezca activa y, tras su cierre, durante el plazo que exijan la normativa de prevención del blanqueo de capitales y la normativa contable (por lo general, un mínimo de cinco años). Los registros de acceso y los datos técnicos se conservan el tiempo necesario para la seguridad del servicio. Transcurridos estos plazos, los datos se suprimen o se anonimizan.

## 4. Comunicación de datos

No vendemos sus datos personales. Solo podrán comunicarse a:

- proveedores que actúan por cuenta nuestra: alojamiento, verificación de identidad, envío de SMS y correos electrónicos, atención al cliente;
- su contraparte en una operación P2P, en la medida estrictamente necesaria (por ejemplo, el nombre del beneficiario y sus datos bancarios);
- autoridades administrativas y judiciales, cuando lo exija la ley o un requerimiento oficial;
- un eventual sucesor en caso de fusión o transmisión del negocio, manteniendo las garantías de esta Política.

## 5. Seguridad

Ciframos los datos en tránsito, almacenamos las contraseñas y los tokens de sesión únicamente como resúmenes criptográficos, limitamos el acceso de nuestro personal según el principio de mínimo privilegio, registramos las operaciones y realizamos auditorías periódicas. Dado que ningún sistema es infalible, le pedimos que también respete las normas de seguridad de su cuenta.

## 6. Sus derechos

En los términos previstos por la ley, usted tiene derecho a:

- acceder a sus datos y obtener una copia;
- rectificar los datos inexactos o incompletos;
- solicitar la supresión de los datos cuya conservación no sea legalmente obligatoria;
- oponerse al tratamiento basado en el interés legítimo y solicitar su limitación;
- retirar su consentimiento y presentar una reclamación ante la autoridad de control (en España, la Agencia Española de Protección de Datos).

Para ejercer sus derechos, escriba a support@aurelix.example. Antes de atender su solicitud podremos pedirle que acredite su identidad.

## 7. Cookies y almacenamiento local

Solo utilizamos tecnologías de almacenamiento estrictamente necesarias en su navegador y en la aplicación: el token de sesión (para mantener la sesión iniciada), el idioma de la interfaz y la moneda de valoración de precios que haya elegido. Esta información no se utiliza con fines publicitarios. Si la borra, tendrá que volver a iniciar sesión y elegir de nuevo sus preferencias.

## 8. Transferencias internacionales

Nuestros servidores y proveedores pueden estar ubicados fuera de su país de residencia, incluso fuera del Espacio Económico Europeo. En tales casos aplicamos las garantías previstas en la normativa, como las cláusulas contractuales tipo de protección de datos.

## 9. Menores de edad

La Plataforma no está dirigida a menores de 18 años. No recogemos sus datos de forma consciente; si detectamos que lo hemos hecho, cerraremos la cuenta y suprimiremos los datos, salvo obligación legal en contrario.

## 10. Cambios y contacto

Podemos actualizar esta Política; anunciaremos los cambios relevantes en la Plataforma. Para cualquier consulta sobre sus datos personales, escriba a support@aurelix.example.`,
  },
  {
    type: 3,
    title: 'Guía para principiantes',
    content: `Esta guía le acompaña paso a paso desde el registro hasta su primera orden y su primera retirada. Le llevará una media hora.

## Paso 1: regístrese

Pulse «Registrarse» y elija hacerlo con su correo electrónico o con su número de móvil. Introduzca el código de verificación que recibirá por correo o SMS y cree una contraseña de acceso segura. Si un conocido le ha dado un código de invitación, escríbalo ahora en el campo correspondiente: no podrá añadirlo más tarde.

## Paso 2: proteja su cuenta

- Configure una contraseña de fondos en el apartado «Seguridad». Se le pedirá para las retiradas y las operaciones P2P y debe ser distinta de la contraseña de acceso.
- Active la autenticación en dos pasos.
- Guarde la web de Aurelix en marcadores y entre siempre desde ahí para no caer en páginas de phishing.
- No comparta nunca sus contraseñas ni sus códigos, tampoco con quien diga ser del servicio de atención al cliente.

## Paso 3: verifique su identidad

En «Perfil» → «Verificación de identidad», rellene sus datos y suba una foto de su DNI, NIE o pasaporte y un selfi. La revisión suele ser rápida. Sin verificar, puede retirar hasta 100 USDT (o su contravalor) cada 24 horas; una vez verificado, hasta 10.000 USDT cada 24 horas.

## Paso 4: deposite fondos

Vaya a «Activos» → «Depositar» y elija la criptomoneda y la red. La red seleccionada en Aurelix debe coincidir con la que utilice para el envío y, si se indica una etiqueta (tag) o memo, es obligatorio incluirla. Un error de red puede suponer la pérdida definitiva de sus fondos. Copie la dirección y realice el envío: los fondos se abonarán en su cuenta spot tras las confirmaciones necesarias en la blockchain. Si aún no tiene criptomonedas, puede comprar USDT por transferencia bancaria en la sección P2P: los activos del vendedor quedan en depósito de garantía hasta que este confirme haber recibido su pago. Realice la transferencia y pulse «Pagado» dentro del plazo indicado. Los USDT comprados se abonan en su cuenta fiat, desde donde puede traspasarlos gratis a su cuenta spot (consulte el paso 7).

## Paso 5: su primera orden al contado

Abra «Trading» → «Spot» y seleccione un par, por ejemplo BTC/USDT.

- Orden limitada: usted fija el precio. La orden solo se ejecuta si el mercado alcanza ese precio; mientras tanto, permanece en el libro de órdenes.
- Orden de mercado: se ejecuta al instante a los mejores precios disponibles. Es rápida, pero el precio final puede diferir ligeramente del último precio mostrado.

Indique la cantidad o el importe, revise el resumen y confirme. La comisión por defecto es del 0,1 % tanto para el maker como para el taker. Sus órdenes abiertas y ejecutadas aparecen en la parte inferior de la página. Le recomendamos empezar con un importe pequeño para familiarizarse con la plataforma.

## Paso 6: interprete el libro de órdenes y el gráfico

En el libro de órdenes, las filas rojas son órdenes de venta (ask) y las verdes, órdenes de compra (bid). La diferencia entre el mejor precio de venta y el mejor precio de compra se llama diferencial o spread. En el gráfico de velas, cada vela muestra los precios de apertura, cierre, máximo y mínimo del intervalo elegido, desde un minuto hasta una semana; las barras bajo el gráfico indican el volumen negociado.

## Paso 7: traspase fondos entre cuentas

Su monedero se divide en varias cuentas: spot, futuros, contratos por segundos, fiat (P2P) e ICO. Para operar con futuros o participar en una ICO, traspase primero fondos a la cuenta correspondiente desde «Activos» → «Transferir». Las transferencias internas son gratuitas e inmediatas. Antes de probar los futuros apalancados o los contratos por segundos, lea con atención sus normas: una liquidación o una pérdida pueden hacerle perder todo el importe.

## Paso 8: retire fondos

Abra «Activos» → «Retirar», elija la criptomoneda y la red, pegue la dirección de destino y compruebe que la plataforma receptora admite esa red. Indique el importe y confirme con su contraseña de fondos y el código de verificación. Las retiradas pasan una revisión de seguridad, por lo que en ocasiones pueden tardar algo más. Puede consultar su estado en el historial de activos.

## ¿Necesita ayuda?

En el Centro de ayuda encontrará respuestas a las preguntas más frecuentes. Si surge algún problema, escriba a support@aurelix.example indicando el correo o el teléfono de su cuenta y, si procede, el identificador de la transacción (TxID). Para estar al día y charlar con la comunidad, síganos en Telegram, X, Discord, Reddit y YouTube.`,
  },
  {
    type: 4,
    title: 'Aviso legal y advertencia de riesgos',
    content: `Le rogamos que lea detenidamente este aviso antes de utilizar Aurelix. Al utilizar la Plataforma, usted declara que comprende y acepta los riesgos que se describen a continuación.

## 1. Advertencia de riesgos

Operar con activos digitales conlleva un riesgo elevado y no es adecuado para todos los inversores.

- Volatilidad: el precio de los activos digitales puede subir o bajar bruscamente en poco tiempo, e incluso llegar a cero.
- Apalancamiento: en los futuros, el apalancamiento amplifica tanto las posibles ganancias como las pérdidas. Un movimiento de precio pequeño en su contra puede provocar la liquidación forzosa de la posición y la pérdida de todo el margen.
- Contratos por segundos: al tratarse de plazos cortos y fijos, el resultado depende en gran medida de fluctuaciones de muy corto plazo; si no acierta, pierde la totalidad del importe.
- Liquidez: en determinados momentos puede no ser posible ejecutar una operación al precio esperado, o incluso no poder ejecutarla.
- Operaciones P2P: el pago en moneda fiduciaria se realiza fuera de la Plataforma, lo que conlleva riesgos de errores en el pago, devolución de transferencias o actuaciones fraudulentas de la contraparte.
- ICO: los nuevos proyectos pueden no llegar a materializarse y sus tókenes pueden no llegar a tener liquidez.
- Riesgos técnicos: fallos de las redes blockchain, congestión, ciberataques y errores del usuario (como elegir una red incorrecta) pueden causar retrasos o pérdidas.

Puede perder la totalidad del capital invertido. Invierta únicamente importes cuya pérdida pueda asumir.

## 2. Ausencia de asesoramiento

Los contenidos de la Plataforma, incluidos análisis, gráficos, noticias y presentaciones de proyectos, tienen carácter meramente informativo y no constituyen asesoramiento de inversión, financiero, fiscal ni jurídico, ni una oferta de compra o venta de ningún activo. Usted adopta sus decisiones de forma autónoma y bajo su exclusiva responsabilidad; si lo necesita, consulte a un asesor independiente.

## 3. Situación regulatoria

Aurelix no es una entidad de crédito. Los activos digitales depositados en la Plataforma no están asegurados ni cubiertos por ningún fondo de garantía de depósitos o de indemnización de inversores. La regulación de los activos digitales varía de un país a otro y puede cambiar, lo que podría afectar a la disponibilidad de determinados productos. Usted es responsable de cumplir la legislación de su país, incluidas sus obligaciones tributarias.

## 4. Restricciones territoriales

Los servicios de Aurelix no se ofrecen a personas situadas en jurisdicciones sujetas a sanciones integrales ni en aquellos territorios donde la ley los prohíba. Algunos productos, como los futuros o los contratos por segundos, pueden no estar disponibles en determinadas regiones. Ningún contenido de la Plataforma constituye una oferta de servicios en una jurisdicción en la que dicha oferta sea ilícita.

## 5. Propiedad intelectual e industrial

El nombre y el logotipo de Aurelix, el diseño, los textos, el código informático y el resto de contenidos de la Plataforma pertenecen a Aurelix o a sus licenciantes y están protegidos por la ley. Queda prohibida su reproducción, modificación, distribución o explotación comercial sin autorización previa por escrito, salvo en los casos expresamente permitidos por la ley.

## 6. Enlaces a terceros

La Plataforma puede incluir enlaces a sitios web, servicios y comunidades de terceros. No controlamos dichos recursos ni respondemos de su contenido, su seguridad o sus prácticas de privacidad. El acceso a ellos se realiza bajo su propia responsabilidad.

## 7. Disponibilidad del servicio y cambios en los productos

La Plataforma puede no estar disponible temporalmente por tareas de mantenimiento, actualizaciones, incidencias de proveedores o condiciones de mercado extraordinarias. Podemos suspender la negociación de determinados pares, dejar de dar soporte a ciertos activos previo aviso y modificar los parámetros de los productos, como el apalancamiento permitido, los plazos de los contratos por segundos o los límites. Este aviso puede actualizarse; en todo momento será de aplicación la versión publicada en la Plataforma.

## 8. Exactitud de la información

Procuramos mantener actualizada la información de la Plataforma, pero no garantizamos que sea completa ni que esté libre de errores. Las cotizaciones pueden mostrarse con cierto retraso. En caso de controversia, prevalecerán los registros de la Plataforma y las Condiciones de uso. Para cualquier consulta: support@aurelix.example.`,
  },
  {
    type: 5,
    title: 'Acerca de Aurelix',
    content: `Aurelix es una plataforma de intercambio de activos digitales pensada para quienes buscan una interfaz clara, normas transparentes y una protección sólida de sus fondos.

## Nuestra misión

Queremos acercar los activos digitales a todo el mundo, desde quien da sus primeros pasos en las criptomonedas hasta el trader profesional. Por eso explicamos nuestros productos con un lenguaje sencillo, hablamos claro sobre los riesgos y publicamos de antemano nuestras comisiones y límites.

## Qué ofrecemos

- Trading al contado de los principales activos digitales, con una comisión por defecto del 0,1 % para maker y taker.
- Futuros perpetuos USDS-M con apalancamiento, dirigidos a traders con experiencia.
- Contratos por segundos con plazos fijos y liquidación automática.
- Operaciones P2P: compra y venta de criptomonedas por euros u otras divisas mediante transferencia bancaria, con los activos en depósito de garantía.
- Suscripción de ICO para participar en las ventas de tókenes de nuevos proyectos.
- Un monedero multicuenta con transferencias gratuitas e inmediatas entre las cuentas spot, de futuros, de contratos por segundos, fiat e ICO.

Puede utilizar Aurelix desde el navegador y desde nuestras aplicaciones móviles para Android e iOS.

## Nuestra forma de entender la seguridad

- Almacenamiento en frío: la mayor parte de los activos de los usuarios se guarda en monederos sin conexión; los monederos en caliente solo contienen lo necesario para las retiradas del día a día.
- Contabilidad auditable: cada movimiento de saldo se registra por partida doble en un libro mayor que se concilia y audita periódicamente.
- Protección de las cuentas: autenticación en dos pasos, contraseña de fondos independiente, contraseñas almacenadas únicamente como resúmenes criptográficos y revisión de las solicitudes de retirada.
- Cumplimiento normativo: verificación de identidad y límites de retirada de 100 USDT cada 24 horas sin verificar y de 10.000 USDT cada 24 horas una vez verificada la cuenta.

## Una plataforma internacional

Aurelix está disponible en 10 idiomas: inglés, japonés, coreano, chino tradicional, chino simplificado, ruso, turco, francés, español y alemán. Los precios pueden mostrarse en 8 monedas: USD, JPY, KRW, HKD, RUB, EUR, GBP y TRY.

## Condiciones transparentes

La comisión estándar del trading al contado es del 0,1 % para maker y taker. Las transferencias entre sus propias cuentas son gratuitas y la comisión de red de las retiradas se muestra antes de confirmar la operación. Los límites de retirada, las normas de cada producto y las redes admitidas para cada criptomoneda se publican en la Plataforma, de modo que siempre conoce de antemano las condiciones de cada operación.

## Trading responsable

Los futuros apalancados y los contratos por segundos pueden hacerle perder rápidamente todo el importe invertido. Por eso las normas de cada producto y las advertencias de riesgo están publicadas en la Plataforma, y recomendamos a quienes empiezan hacerlo con el trading al contado y con importes pequeños. La Guía para principiantes y el Centro de ayuda le ayudarán a adquirir los conocimientos básicos.

## Nuestros compromisos

Informamos con transparencia sobre nuestras normas, comisiones y cualquier cambio, anunciamos con antelación los mantenimientos programados y atendemos cada consulta con cuidado. No prestamos asesoramiento de inversión: nuestro trabajo es ofrecerle herramientas fiables e información clara para que decida con conocimiento de causa.

## Contacto

Atención al cliente: support@aurelix.example. Para seguir nuestras novedades y conversar con el equipo y con otros usuarios, únase a nuestras comunidades en Telegram, X, Discord, Reddit y YouTube. Los enlaces a nuestros canales oficiales se publican en la Plataforma; desconfíe de las cuentas falsas que se hagan pasar por Aurelix.`,
  },
];
