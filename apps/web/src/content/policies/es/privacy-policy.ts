import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument } from '../types';

/*
 * Spanish (Spain) translation of the privacy policy (source: ./../it/privacy-policy.ts).
 * The Italian text is binding; keep section ids, links, addresses and contacts in step with it.
 */

export const policy: PolicyDocument = {
  title: 'Política de privacidad',
  intro:
    'La presente política de privacidad se facilita en cumplimiento del art. 13 del Reglamento (UE) 2016/679, Reglamento General de Protección de Datos («RGPD»), y del Decreto Legislativo italiano 196/2003 («Código en materia de protección de datos personales», en adelante «Código de privacidad italiano»), modificado por el Decreto Legislativo 101/2018, y describe cómo trata NBT Mobility S.r.l. los datos personales de las personas que visitan este sitio web, envían una solicitud de contacto o de presupuesto o acceden al área reservada. Esta política se refiere exclusivamente a este sitio web y no a los sitios de terceros a los que se pueda acceder mediante enlaces.',
  sections: [
    {
      id: 'informazioni-generali',
      heading: '1. Información general y responsable del tratamiento',
      blocks: [
        p(
          'El responsable del tratamiento es NBT Mobility S.r.l. (en adelante, «NBT» o el «Responsable»), con domicilio social en Via dell’Esempio 1, 20057 Assago (MI), Italia, NIF-IVA IT00000000000.',
        ),
        list([
          `Correo electrónico: ${EMAIL_LINK}`,
          `Teléfono: ${PHONE_LINK}`,
          'Dirección postal: Via dell’Esempio 1, 20057 Assago (MI), Italia',
        ]),
        p(
          'Al no concurrir los supuestos previstos en el art. 37 del RGPD, el Responsable no ha designado un delegado de protección de datos (DPD): para cualquier cuestión relativa a los datos personales puede dirigirse directamente al Responsable a través de los datos de contacto indicados.',
        ),
      ],
    },
    {
      id: 'dati-raccolti',
      heading: '2. Datos personales recogidos',
      blocks: [
        p(
          'El Responsable trata únicamente los datos necesarios para las finalidades descritas en esta política. En concreto:',
        ),
        list([
          'Datos de navegación: los sistemas informáticos que gestionan el sitio web obtienen, durante su funcionamiento normal, algunos datos cuya transmisión es inherente al uso de los protocolos de Internet, como la dirección IP, la fecha y hora de la solicitud, la página solicitada, el método y el código de respuesta, el tipo de navegador y el sistema operativo. Se utilizan únicamente para garantizar el correcto funcionamiento y la seguridad del sitio web, y no para identificar a los usuarios.',
          'Datos facilitados mediante el formulario de contacto o de presupuesto: nombre, apellidos, dirección de correo electrónico, número de teléfono (opcional), servicio de interés, texto del mensaje y, si la solicitud se inicia desde la ficha de un vehículo, la referencia del vehículo. Los datos se registran en la base de datos del Responsable; tras el envío se abre el programa de correo del usuario con un mensaje ya redactado, que el usuario es libre de enviar o no.',
          'Datos facilitados voluntariamente por correo electrónico, teléfono o WhatsApp: los datos contenidos en las comunicaciones que el usuario decide enviar a los datos de contacto del Responsable, incluido el número de teléfono o la dirección de correo electrónico del remitente.',
          'Datos de los administradores del área reservada: nombre de usuario, contraseña (conservada exclusivamente de forma cifrada mediante una función hash), datos de la sesión de acceso y registro de accesos (fecha y hora, tipo de evento, nombre de usuario, dirección IP, resultado de los intentos de acceso y operaciones administrativas realizadas).',
          'Datos almacenados en el dispositivo: cookies técnicas y datos en el almacenamiento local del navegador (local storage) relativos al consentimiento de cookies, a las preferencias sobre cookies y al idioma elegido, tal como se describe en la [Política de cookies](/cookie-policy).',
        ]),
        p(
          'Los campos marcados como obligatorios en el formulario de contacto son necesarios para responder a la solicitud: si no se cumplimentan, no es posible tramitarla. El número de teléfono es opcional. El sitio web no solicita categorías especiales de datos (art. 9 del RGPD): por ello, se ruega al usuario que no incluya en el mensaje datos relativos a la salud, opiniones políticas, convicciones religiosas o similares. Los servicios ofrecidos a través del sitio web no están dirigidos a menores de 18 años.',
        ),
      ],
    },
    {
      id: 'finalita',
      heading: '3. Finalidades del tratamiento',
      blocks: [
        p('Los datos personales se tratan con las siguientes finalidades:'),
        list([
          'a) responder a las solicitudes de información y de presupuesto relativas a los servicios de NBT (alquiler y venta de vehículos, transporte pesado, movimiento de tierras, reparación de vehículos, lavado de coches, asistencia en carretera) y gestionar las comunicaciones precontractuales posteriores;',
          'b) permitir el funcionamiento del sitio web, conservar las preferencias de idioma y registrar las elecciones del usuario en materia de cookies;',
          'c) gestionar el área reservada, autenticar a los administradores y garantizar la seguridad de los sistemas, también mediante el registro de accesos para prevenir, detectar y reconstruir accesos no autorizados o usos indebidos;',
          'd) cumplir las obligaciones establecidas por la ley, los reglamentos o la normativa europea, así como atender los requerimientos de las autoridades competentes;',
          'e) formular, ejercer o defender los derechos del Responsable en vía judicial o extrajudicial.',
        ]),
        p(
          'Los datos no se utilizan con fines de marketing, no se ceden a terceros y no son objeto de elaboración de perfiles ni de decisiones automatizadas en el sentido del art. 22 del RGPD. Cualquier otra finalidad será objeto de información previa y, cuando sea necesario, de consentimiento.',
        ),
      ],
    },
    {
      id: 'base-giuridica',
      heading: '4. Base jurídica del tratamiento',
      blocks: [
        list([
          'Finalidad a): aplicación de medidas precontractuales adoptadas a petición del interesado (art. 6.1.b) del RGPD).',
          'Finalidad b): interés legítimo del Responsable en ofrecer un sitio web que funcione correctamente (art. 6.1.f) del RGPD); las cookies técnicas estrictamente necesarias no requieren consentimiento (art. 122, apartado 1, del Código de privacidad italiano).',
          'Finalidad c): interés legítimo del Responsable en la seguridad de las redes y de los sistemas de información (art. 6.1.f) y considerando 49 del RGPD); para los administradores, también la relación laboral o de colaboración existente (art. 6.1.b) del RGPD). El registro de accesos se utiliza exclusivamente con fines de seguridad y no para controlar la actividad laboral, de conformidad con el art. 4 de la Ley italiana 300/1970 (Estatuto de los Trabajadores italiano).',
          'Finalidad d): cumplimiento de una obligación legal aplicable al Responsable (art. 6.1.c) del RGPD).',
          'Finalidad e): interés legítimo del Responsable en la defensa de sus propios derechos (art. 6.1.f) del RGPD).',
          'Cookies y contenidos de terceros no necesarios (mapa y posibles herramientas de analítica o marketing): consentimiento del interesado (art. 6.1.a) del RGPD y art. 122 del Código de privacidad italiano), que puede retirarse en cualquier momento sin que ello afecte a la licitud del tratamiento basado en el consentimiento previo a su retirada.',
        ]),
      ],
    },
    {
      id: 'destinatari',
      heading: '5. Destinatarios y comunicación de los datos',
      blocks: [
        p(
          'Los datos son tratados por el personal del Responsable autorizado e instruido conforme al art. 29 del RGPD y al art. 2-quaterdecies del Código de privacidad italiano, en la medida necesaria para sus respectivas funciones. Además, pueden tener conocimiento de los datos las siguientes categorías de destinatarios:',
        ),
        list([
          'el proveedor del servicio de alojamiento (hosting) en el que residen el sitio web y su base de datos, designado encargado del tratamiento conforme al art. 28 del RGPD;',
          'el proveedor del servicio de correo electrónico del Responsable, para los correos recibidos y enviados, designado igualmente encargado del tratamiento;',
          'los proveedores responsables del desarrollo y del mantenimiento técnico del sitio web, designados encargados del tratamiento y autorizados a acceder a los datos solo cuando sea estrictamente necesario;',
          'asesores y profesionales (por ejemplo, jurídicos o fiscales), en calidad de responsables independientes, cuando sea necesario para las finalidades d) y e);',
          'autoridades públicas y judiciales, en los casos previstos por la ley.',
        ]),
        p(
          'La lista actualizada de encargados del tratamiento está disponible previa solicitud por escrito al Responsable. Los datos no se difunden ni se venden a terceros.',
        ),
        p(
          'Los datos se conservan en servidores situados en la Unión Europea y el Responsable no los transfiere a terceros países. Si en el futuro algún proveedor implicara una transferencia fuera del Espacio Económico Europeo, esta solo se realizará a países que cuenten con una decisión de adecuación de la Comisión Europea (art. 45 del RGPD) o sobre la base de cláusulas contractuales tipo aprobadas por la Comisión (art. 46 del RGPD), y esta política se actualizará en consecuencia.',
        ),
        p(
          'Cuando el usuario decide utilizar los botones para compartir (WhatsApp, Facebook, X, LinkedIn), el enlace de WhatsApp para contactarnos o el mapa de OpenStreetMap, los datos necesarios (por ejemplo, la dirección IP y la página compartida) se transmiten a los respectivos gestores, que actúan como responsables independientes del tratamiento conforme a sus propias políticas de privacidad, incluso con posibles transferencias fuera de la UE.',
        ),
      ],
    },
    {
      id: 'conservazione',
      heading: '6. Plazo de conservación',
      blocks: [
        p(
          'Los datos se conservan durante el tiempo estrictamente necesario para las finalidades para las que se recogen, según los siguientes criterios:',
        ),
        list([
          'Solicitudes de contacto y de presupuesto, y correos electrónicos relacionados: 24 meses desde su recepción. Si la solicitud da lugar a un contrato, los datos necesarios pasan a formar parte de la gestión de la relación contractual y se conservan durante su vigencia y, en lo que respecta a la documentación contable y fiscal, durante 10 años, según lo previsto en el art. 2220 del Código Civil italiano.',
          'Registro de accesos al área reservada: 12 meses desde el registro del evento; transcurrido ese plazo, los datos se eliminan.',
          'Sesiones de acceso de los administradores: hasta el cierre de sesión o la caducidad de la sesión; las sesiones caducadas se eliminan.',
          'Cuentas de los administradores: durante todo el tiempo que dure el encargo; la cuenta se elimina cuando el encargo finaliza.',
          'Datos de navegación registrados en los logs técnicos del servidor: no más de 90 días.',
          'Cookies y datos almacenados en el navegador: durante el plazo indicado en la [Política de cookies](/cookie-policy).',
        ]),
        p(
          'Queda a salvo la conservación durante un plazo más largo cuando sea necesaria para investigar un incidente de seguridad, defender un derecho en juicio o atender un requerimiento de la autoridad, limitada a los datos afectados y durante el tiempo necesario. Los datos eliminados desaparecen también de las copias de seguridad (backups) al término de su ciclo periódico de rotación.',
        ),
      ],
    },
    {
      id: 'diritti',
      heading: '7. Derechos del interesado',
      blocks: [
        p(
          'En su condición de interesado, el usuario puede ejercer en cualquier momento los derechos previstos en los artículos 15 a 22 del RGPD y, en particular:',
        ),
        list([
          'derecho de acceso a sus datos y a la información sobre el tratamiento (art. 15);',
          'derecho de rectificación de los datos inexactos y a que se completen los datos incompletos (art. 16);',
          'derecho de supresión de los datos («derecho al olvido»), en los casos previstos (art. 17);',
          'derecho a la limitación del tratamiento (art. 18);',
          'derecho a la portabilidad de los datos facilitados, en un formato estructurado, de uso común y de lectura mecánica (art. 20);',
          'derecho de oposición al tratamiento basado en el interés legítimo, por motivos relacionados con su situación particular (art. 21);',
          'derecho a no ser objeto de una decisión basada únicamente en el tratamiento automatizado (art. 22), que en cualquier caso el Responsable no lleva a cabo;',
          'derecho a retirar en cualquier momento el consentimiento prestado (art. 7.3), también a través de la configuración de cookies.',
        ]),
        p(
          `Para ejercer sus derechos, basta con enviar una solicitud a ${EMAIL_LINK} o por correo postal a la dirección Via dell’Esempio 1, 20057 Assago (MI), Italia. El Responsable responderá sin dilación indebida y, en todo caso, en el plazo de un mes desde la recepción de la solicitud; este plazo podrá prorrogarse dos meses más en caso de solicitudes especialmente complejas o numerosas, lo que se comunicará al interesado. El ejercicio de los derechos es gratuito; el Responsable podrá solicitar la información necesaria para verificar la identidad del solicitante.`,
        ),
        p(
          'Si el interesado considera que el tratamiento de sus datos infringe la normativa, tiene además derecho a presentar una reclamación ante el Garante per la protezione dei dati personali, la autoridad italiana de protección de datos, equivalente a la Agencia Española de Protección de Datos (Piazza Venezia 11, 00187 Roma, [www.garanteprivacy.it](https://www.garanteprivacy.it)), conforme al art. 77 del RGPD, o a acudir a la autoridad judicial conforme al art. 79 del RGPD.',
        ),
      ],
    },
    {
      id: 'sicurezza',
      heading: '8. Seguridad de los datos',
      blocks: [
        p(
          'Conforme al art. 32 del RGPD, el Responsable aplica medidas técnicas y organizativas adecuadas al riesgo para proteger los datos frente a la destrucción, pérdida, alteración, comunicación o acceso no autorizados, entre ellas:',
        ),
        list([
          'transmisión de los datos mediante conexión cifrada (HTTPS/TLS);',
          'acceso al área reservada permitido únicamente a los administradores autorizados, con credenciales personales y contraseñas conservadas exclusivamente en forma de hash (algoritmo Argon2id);',
          'cookies de sesión protegidas (HttpOnly, SameSite y, en conexión cifrada, Secure), con caducidad por inactividad y revocación al cerrar sesión;',
          'registro de los accesos y de las operaciones administrativas, que solo puede consultar el administrador principal;',
          'verificación en el servidor de todos los datos recibidos y de los archivos subidos;',
          'actualización periódica de los sistemas y copias de seguridad de los datos.',
        ]),
        p(
          'Ningún sistema conectado a Internet puede garantizar una seguridad absoluta. En caso de violación de la seguridad de los datos personales, el Responsable aplica los procedimientos previstos en los arts. 33 y 34 del RGPD, incluida, cuando proceda, la notificación al Garante en un plazo de 72 horas y la comunicación a los interesados.',
        ),
      ],
    },
    {
      id: 'cookie',
      heading: '9. Cookies y tecnologías similares',
      blocks: [
        p(
          'El sitio web utiliza únicamente cookies técnicas y herramientas de almacenamiento local necesarias para su funcionamiento. No se carga ningún contenido de terceros antes del consentimiento y, por el momento, no se utilizan cookies analíticas ni de marketing. Las elecciones realizadas a través del banner pueden modificarse en cualquier momento. Para más información, consulte la [Política de cookies](/cookie-policy).',
        ),
      ],
    },
    {
      id: 'modifiche',
      heading: '10. Modificaciones de esta política',
      blocks: [
        p(
          'El Responsable podrá modificar o actualizar esta política, también como consecuencia de cambios normativos, de indicaciones del Garante o de cambios en los servicios y en las tecnologías utilizadas. La versión vigente se publica siempre en esta página, con la indicación de la fecha de la última actualización. En caso de cambios sustanciales, el Responsable lo indicará en el sitio web y, si fuera necesario, solicitará un nuevo consentimiento.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '11. Contacto',
      blocks: [
        p(
          'Para cualquier consulta sobre esta política, sobre el tratamiento de los datos personales o para el ejercicio de los derechos, puede ponerse en contacto con el Responsable:',
        ),
        list([
          'NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italia – NIF-IVA IT00000000000',
          `Correo electrónico: ${EMAIL_LINK}`,
          `Teléfono: ${PHONE_LINK} (de lunes a viernes, de 08:00 a 18:00; sábados, de 08:00 a 13:00)`,
        ]),
      ],
    },
  ],
};
