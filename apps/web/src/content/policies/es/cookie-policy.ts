import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument, table } from '../types';

/*
 * Spanish (Spain) translation of the cookie policy (source: ./../it/cookie-policy.ts).
 * The Italian text is binding; keep section ids, links, addresses and contacts in step with it.
 */

export const policy: PolicyDocument = {
  title: 'Política de cookies',
  intro:
    'La presente Política de cookies complementa la [Política de privacidad](/privacy-policy) y explica qué cookies y herramientas similares utiliza este sitio web, gestionado por NBT Mobility S.r.l., y cómo puede el usuario manifestar o modificar sus elecciones, de conformidad con el Reglamento (UE) 2016/679 (RGPD), con el art. 122 del Decreto Legislativo italiano 196/2003, modificado por el Decreto Legislativo 101/2018, y con las «Directrices sobre cookies y otras herramientas de seguimiento» del 10 de junio de 2021 del Garante per la protezione dei dati personali, la autoridad italiana de protección de datos, equivalente a la Agencia Española de Protección de Datos.',
  sections: [
    {
      id: 'cosa-sono',
      heading: '1. Qué son las cookies',
      blocks: [
        p(
          'Las cookies son pequeños archivos de texto que los sitios web visitados envían al navegador del usuario, donde se almacenan para volver a transmitirse a esos mismos sitios en la visita siguiente. Permiten, por ejemplo, mantener activa una sesión de acceso o recordar el idioma elegido.',
        ),
        p(
          'Las mismas normas se aplican a las herramientas similares que almacenan información en el dispositivo o acceden a ella, como el almacenamiento local del navegador (local storage). En esta política, el término «cookies» incluye también dichas herramientas.',
        ),
        p(
          'Las cookies técnicas, necesarias para el funcionamiento del sitio web o para prestar un servicio solicitado por el usuario, no requieren consentimiento; las no técnicas (por ejemplo, las de analítica no anonimizada, elaboración de perfiles o marketing) solo pueden utilizarse con el consentimiento previo. Las cookies propias las instala el sitio web visitado; las de terceros, dominios distintos.',
        ),
      ],
    },
    {
      id: 'utilizzo',
      heading: '2. Cómo utiliza las cookies este sitio web',
      blocks: [
        p(
          'Este sitio web utiliza exclusivamente cookies técnicas propias y datos en el almacenamiento local del navegador, necesarios para recordar el idioma elegido, registrar las elecciones sobre cookies y permitir el acceso de los administradores al área reservada. No utiliza cookies de elaboración de perfiles ni comparte con terceros los datos recogidos mediante cookies.',
        ),
        p(
          'No se carga ningún contenido ni script de terceros antes del consentimiento: el mapa de OpenStreetMap solo se carga a petición del usuario o después de que acepte la categoría «Preferencias», y los botones para compartir son simples enlaces. También las fuentes tipográficas se alojan directamente en el sitio web, sin conexiones con servicios externos.',
        ),
      ],
    },
    {
      id: 'tipologie',
      heading: '3. Tipos de cookies',
      blocks: [
        p(
          'Cookies necesarias. Son imprescindibles para el funcionamiento del sitio web y no pueden desactivarse desde el banner; conforme al art. 122, apartado 1, del Código de privacidad italiano, no requieren consentimiento. Son las siguientes:',
        ),
        table(
          ['Nombre', 'Finalidad', 'Duración', 'Tipo'],
          [
            [
              'cookie-consent',
              'Registra la elección realizada en el banner (todas aceptadas, solo necesarias o personalizada) para no volver a mostrarlo en cada visita',
              'Persistente, hasta que se borren los datos del navegador',
              'Local storage, propia, técnica',
            ],
            [
              'cookie-preferences',
              'Almacena las preferencias por categoría (necesarias, analíticas, marketing, preferencias)',
              'Persistente, hasta que se borren los datos del navegador',
              'Local storage, propia, técnica',
            ],
            [
              'language',
              'Recuerda el idioma de la interfaz elegido por el usuario',
              'Persistente, hasta que se borren los datos del navegador',
              'Local storage, propia, técnica de funcionalidad',
            ],
            [
              'lang',
              'Comunica al servidor el idioma elegido, para que las páginas se envíen ya en el idioma correcto',
              '12 meses',
              'Cookie HTTP, propia, técnica de funcionalidad',
            ],
            [
              'nbt_session',
              'Mantiene la sesión de acceso de los administradores en el área reservada; no se establece para los visitantes habituales',
              'Hasta el cierre de sesión o la caducidad de la sesión por inactividad',
              'Cookie HTTP, propia, técnica de sesión (HttpOnly)',
            ],
          ],
        ),
        p(
          'Cookies analíticas. Sirven para recoger información estadística sobre el uso del sitio web, como el número de visitantes y las páginas más consultadas. La categoría figura en el banner, pero por el momento el sitio web no utiliza ninguna herramienta de analítica ni establece cookies de este tipo.',
        ),
        p(
          'Cookies de marketing. Sirven para mostrar publicidad acorde con los intereses del usuario o para medir la eficacia de las campañas, también en otros sitios web. La categoría figura en el banner, pero por el momento el sitio web no utiliza herramientas de marketing ni de elaboración de perfiles ni establece cookies de este tipo.',
        ),
        p(
          'Cookies de preferencias. Permiten enriquecer el sitio web con funcionalidades y contenidos proporcionados por terceros. Actualmente, esta categoría se refiere únicamente al mapa de OpenStreetMap de la sección «Cómo llegar»: si se acepta la categoría, el mapa se carga automáticamente; de lo contrario, se muestra una vista previa que carga el mapa solo cuando el usuario hace clic. El sitio web no establece cookies propias en esta categoría; en cuanto al proveedor del mapa, véase la sección 4.',
        ),
        p(
          'Si en el futuro el Responsable incorporara herramientas de analítica o de marketing u otros contenidos de terceros, estos solo se activarán tras el consentimiento del usuario, y la presente política se actualizará indicando su nombre, proveedor, finalidad y duración.',
        ),
      ],
    },
    {
      id: 'terze-parti',
      heading: '4. Servicios y contenidos de terceros',
      blocks: [
        list([
          'Mapa de OpenStreetMap: cuando se carga, el navegador se conecta a los servidores de la OpenStreetMap Foundation (Reino Unido, país que cuenta con una decisión de adecuación de la Comisión Europea), que recibe la dirección IP y los datos técnicos de la solicitud y puede establecer sus propias cookies. El tratamiento se rige por la [política de privacidad de OpenStreetMap](https://osmfoundation.org/wiki/Privacy_Policy).',
          'Botones para compartir (WhatsApp, Facebook, X/Twitter, LinkedIn) y enlace de contacto de WhatsApp: son simples enlaces, no widgets integrados. No se envía ningún dato a estas plataformas hasta que el usuario hace clic; tras el clic, el usuario es redirigido al servicio elegido, que trata los datos como responsable independiente conforme a su propia política de privacidad.',
          'Enlaces a los perfiles sociales del Responsable: se abren en una pestaña nueva y, hasta que se hace clic, no transmiten ningún dato a las plataformas.',
        ]),
        p(
          'En cuanto a las cookies y los tratamientos de los servicios de terceros, que no controla el Responsable, se remite a las políticas de privacidad de sus respectivos gestores.',
        ),
      ],
    },
    {
      id: 'gestione',
      heading: '5. Gestión de las preferencias',
      blocks: [
        p(
          'En la primera visita, tras aproximadamente un segundo, aparece un banner que informa sobre el uso de cookies, contiene el enlace a la [Política de privacidad](/privacy-policy) y ofrece tres opciones:',
        ),
        list([
          '«Aceptar todas»: activa todas las categorías de cookies;',
          '«Solo necesarias»: mantiene activas solo las cookies necesarias y desactiva todas las demás categorías;',
          '«Personalizar»: abre el panel de configuración, en el que se pueden activar o desactivar una a una las categorías analíticas, marketing y preferencias (las cookies necesarias están siempre activas) y confirmar con «Guardar preferencias»; «Cancelar» cierra el panel sin guardar.',
        ]),
        p(
          'Antes de la elección no se utiliza ninguna cookie no necesaria; desplazarse por la página no equivale a dar el consentimiento. La elección se almacena en el navegador y el banner no vuelve a mostrarse. Es posible modificarla o retirar el consentimiento en cualquier momento mediante el enlace «Configuración de cookies», presente en el pie de cada página del sitio web, que vuelve a abrir el panel de configuración, o borrando los datos de navegación del sitio web, de modo que el banner se muestre de nuevo.',
        ),
        p(
          'Además, el usuario puede gestionar, bloquear o eliminar las cookies y los datos de los sitios web desde la configuración del navegador. A continuación se indican las instrucciones de los navegadores más utilizados:',
        ),
        list([
          '[Google Chrome](https://support.google.com/chrome/answer/95647?hl=it): Configuración › Privacidad y seguridad › Cookies de terceros / Eliminar datos de navegación;',
          '[Mozilla Firefox](https://support.mozilla.org/it/kb/Gestione%20dei%20cookie): Ajustes › Privacidad & Seguridad › Cookies y datos del sitio;',
          '[Apple Safari](https://support.apple.com/it-it/guide/safari/sfri11471/mac): Ajustes › Privacidad › Gestionar datos de sitios web (en iPhone y iPad: Ajustes › Safari);',
          '[Microsoft Edge](https://support.microsoft.com/it-it/microsoft-edge/eliminare-i-cookie-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09): Configuración › Cookies y permisos del sitio.',
        ]),
      ],
    },
    {
      id: 'conseguenze',
      heading: '6. Consecuencias de la desactivación',
      blocks: [
        p(
          'Rechazar las categorías no necesarias no limita el uso del sitio web: todas las páginas, el catálogo de vehículos y el formulario de contacto siguen plenamente disponibles. Sin el consentimiento a la categoría «Preferencias», el mapa no se carga automáticamente, pero puede visualizarse con un clic.',
        ),
        p(
          'En cambio, bloquear desde el navegador también las cookies y los datos necesarios puede afectar a algunas funciones: no se recuerda el idioma elegido, el banner vuelve a mostrarse en cada visita porque la elección no puede guardarse y no es posible acceder al área reservada.',
        ),
      ],
    },
    {
      id: 'aggiornamenti',
      heading: '7. Actualizaciones de esta Política de cookies',
      blocks: [
        p(
          'La presente Política de cookies puede modificarse como consecuencia de cambios normativos, de nuevas indicaciones del Garante o de la incorporación de nuevas herramientas en el sitio web. La versión vigente se publica siempre en esta página con la fecha de la última actualización. Si los cambios afectan a cookies que requieren consentimiento, el banner se mostrará de nuevo para que el usuario pueda elegir con conocimiento de causa.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '8. Contacto',
      blocks: [
        p(
          `Para cualquier consulta sobre las cookies o sobre el tratamiento de los datos personales, puede ponerse en contacto con el Responsable, NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italia, en la dirección ${EMAIL_LINK} o en el número ${PHONE_LINK}. Encontrará más información, incluidos los derechos del interesado y la posibilidad de presentar una reclamación ante el Garante per la protezione dei dati personali, en la [Política de privacidad](/privacy-policy).`,
        ),
      ],
    },
  ],
};
