import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument, table } from '../types';

/*
 * German (Germany) translation of the cookie policy (see ../it/cookie-policy.ts, the binding text).
 * Section ids are the same as in Italian: they are the anchors of the page.
 */

export const policy: PolicyDocument = {
  title: 'Cookie-Richtlinie',
  intro:
    'Diese Cookie-Richtlinie ergänzt die [Datenschutzerklärung](/privacy-policy) und erläutert, welche Cookies und ähnlichen Technologien diese von der NBT Mobility S.r.l. betriebene Website verwendet und wie Sie Ihre Auswahl treffen oder ändern können – im Einklang mit der Verordnung (EU) 2016/679 (DSGVO), Art. 122 des italienischen Datenschutzkodex (Gesetzesvertretendes Dekret Nr. 196/2003 in der durch das Gesetzesvertretende Dekret Nr. 101/2018 geänderten Fassung) und den Leitlinien zu Cookies und anderen Tracking-Instrumenten („Linee guida cookie e altri strumenti di tracciamento“) vom 10. Juni 2021 des Garante per la protezione dei dati personali, der italienischen Datenschutzaufsichtsbehörde.',
  sections: [
    {
      id: 'cosa-sono',
      heading: '1. Was sind Cookies?',
      blocks: [
        p(
          'Cookies sind kleine Textdateien, die besuchte Websites an Ihren Browser senden. Dort werden sie gespeichert und beim nächsten Besuch an dieselben Websites zurückübermittelt. Sie ermöglichen es zum Beispiel, eine Anmeldesitzung aufrechtzuerhalten oder sich die gewählte Sprache zu merken.',
        ),
        p(
          'Denselben Regeln unterliegen ähnliche Technologien, die Informationen auf dem Endgerät speichern oder darauf zugreifen, etwa der lokale Speicher des Browsers (Local Storage). In dieser Richtlinie umfasst der Begriff „Cookies“ auch diese Technologien.',
        ),
        p(
          'Technisch notwendige Cookies, die für den Betrieb der Website oder für einen von Ihnen angeforderten Dienst erforderlich sind, bedürfen keiner Einwilligung; nicht technische Cookies (zum Beispiel für nicht anonymisierte Analysen, Profiling oder Marketing) dürfen nur mit vorheriger Einwilligung verwendet werden. Erstanbieter-Cookies werden von der besuchten Website gesetzt, Drittanbieter-Cookies von anderen Domains.',
        ),
      ],
    },
    {
      id: 'utilizzo',
      heading: '2. Wie diese Website Cookies verwendet',
      blocks: [
        p(
          'Diese Website verwendet ausschließlich technisch notwendige Erstanbieter-Cookies und Daten im lokalen Speicher des Browsers, um sich die gewählte Sprache zu merken, Ihre Cookie-Auswahl zu speichern und Administratoren den Zugang zum geschützten Bereich zu ermöglichen. Sie verwendet keine Profiling-Cookies und gibt über Cookies erhobene Daten nicht an Dritte weiter.',
        ),
        p(
          'Inhalte oder Skripte Dritter werden erst nach Ihrer Einwilligung geladen: Die OpenStreetMap-Karte wird nur auf Ihre Anforderung oder nach Zustimmung zur Kategorie „Präferenzen“ geladen, und die Teilen-Schaltflächen sind einfache Links. Auch die Schriftarten werden direkt auf der Website bereitgestellt, ohne Verbindung zu externen Diensten.',
        ),
      ],
    },
    {
      id: 'tipologie',
      heading: '3. Arten von Cookies',
      blocks: [
        p(
          'Notwendige Cookies. Sie sind für den Betrieb der Website unverzichtbar und können über das Banner nicht deaktiviert werden; gemäß Art. 122 Abs. 1 des italienischen Datenschutzkodex bedürfen sie keiner Einwilligung. Im Einzelnen:',
        ),
        table(
          ['Name', 'Zweck', 'Speicherdauer', 'Art'],
          [
            [
              'cookie-consent',
              'Speichert die im Banner getroffene Auswahl (alle akzeptiert, nur notwendige oder individuell angepasst), damit das Banner nicht bei jedem Besuch erneut erscheint',
              'Dauerhaft, bis zum Löschen der Browserdaten',
              'Local Storage, Erstanbieter, technisch notwendig',
            ],
            [
              'cookie-preferences',
              'Speichert die Einstellungen je Kategorie (notwendig, Analyse, Marketing, Präferenzen)',
              'Dauerhaft, bis zum Löschen der Browserdaten',
              'Local Storage, Erstanbieter, technisch notwendig',
            ],
            [
              'language',
              'Merkt sich die von Ihnen gewählte Sprache der Benutzeroberfläche',
              'Dauerhaft, bis zum Löschen der Browserdaten',
              'Local Storage, Erstanbieter, technisch notwendig (Funktion)',
            ],
            [
              'lang',
              'Teilt dem Server die gewählte Sprache mit, damit die Seiten direkt in der richtigen Sprache ausgeliefert werden',
              '12 Monate',
              'HTTP-Cookie, Erstanbieter, technisch notwendig (Funktion)',
            ],
            [
              'nbt_session',
              'Hält die Anmeldesitzung der Administratoren im geschützten Bereich aufrecht; wird bei normalen Besuchern nicht gesetzt',
              'Bis zur Abmeldung oder zum Ablauf der Sitzung wegen Inaktivität',
              'HTTP-Cookie, Erstanbieter, technisch notwendig (Sitzung, HttpOnly)',
            ],
          ],
        ),
        p(
          'Analyse-Cookies. Sie dienen dazu, statistische Informationen über die Nutzung der Website zu erheben, etwa die Zahl der Besucher und die am häufigsten aufgerufenen Seiten. Die Kategorie ist im Banner vorhanden; derzeit setzt die Website jedoch keine Analysetools ein und setzt keine Cookies dieser Art.',
        ),
        p(
          'Marketing-Cookies. Sie dienen dazu, Werbung passend zu Ihren Interessen anzuzeigen oder die Wirksamkeit von Kampagnen zu messen, auch auf anderen Websites. Die Kategorie ist im Banner vorhanden; derzeit setzt die Website jedoch weder Marketing- noch Profiling-Tools ein und setzt keine Cookies dieser Art.',
        ),
        p(
          'Präferenz-Cookies. Sie ermöglichen es, die Website um Funktionen und Inhalte von Drittanbietern zu ergänzen. Derzeit betrifft diese Kategorie nur die OpenStreetMap-Karte im Abschnitt „Anfahrt“: Wenn Sie der Kategorie zustimmen, wird die Karte automatisch geladen; andernfalls wird eine Vorschau angezeigt, die die Karte erst nach Ihrem Klick lädt. Die Website setzt in dieser Kategorie keine eigenen Cookies; zum Anbieter der Karte siehe Abschnitt 4.',
        ),
        p(
          'Sollte der Verantwortliche künftig Analyse- oder Marketingtools oder weitere Inhalte Dritter einführen, werden diese erst nach Ihrer Einwilligung aktiviert, und diese Richtlinie wird unter Angabe von Name, Anbieter, Zweck und Speicherdauer aktualisiert.',
        ),
      ],
    },
    {
      id: 'terze-parti',
      heading: '4. Dienste und Inhalte Dritter',
      blocks: [
        list([
          'OpenStreetMap-Karte: Beim Laden der Karte verbindet sich Ihr Browser mit den Servern der OpenStreetMap Foundation (Vereinigtes Königreich, ein Land mit Angemessenheitsbeschluss der Europäischen Kommission), die Ihre IP-Adresse und die technischen Daten der Anfrage erhält und eigene Cookies setzen kann. Die Verarbeitung erfolgt gemäß der [Datenschutzerklärung von OpenStreetMap](https://osmfoundation.org/wiki/Privacy_Policy).',
          'Teilen-Schaltflächen (WhatsApp, Facebook, X/Twitter, LinkedIn) und WhatsApp-Kontaktlink: Es handelt sich um einfache Links, nicht um eingebettete Widgets. An diese Plattformen werden keine Daten gesendet, solange Sie nicht klicken; nach dem Klick werden Sie zum gewählten Dienst weitergeleitet, der die Daten als eigenständiger Verantwortlicher nach seinen eigenen Datenschutzhinweisen verarbeitet.',
          'Links zu den Social-Media-Profilen des Verantwortlichen: Sie öffnen sich in einem neuen Tab und übermitteln bis zum Klick keinerlei Daten an die Plattformen.',
        ]),
        p(
          'Für Cookies und Datenverarbeitungen von Drittanbietern, auf die der Verantwortliche keinen Einfluss hat, verweisen wir auf die Datenschutzhinweise der jeweiligen Anbieter.',
        ),
      ],
    },
    {
      id: 'gestione',
      heading: '5. Verwaltung Ihrer Einstellungen',
      blocks: [
        p(
          'Beim ersten Besuch erscheint nach etwa einer Sekunde ein Banner, das über die Verwendung von Cookies informiert, auf die [Datenschutzerklärung](/privacy-policy) verlinkt und drei Optionen bietet:',
        ),
        list([
          '„Alle akzeptieren“: aktiviert alle Cookie-Kategorien;',
          '„Nur notwendige“: lässt nur die notwendigen Cookies aktiv und deaktiviert alle anderen Kategorien;',
          '„Anpassen“: öffnet die Einstellungen, in denen Sie die Kategorien Analyse, Marketing und Präferenzen einzeln aktivieren oder deaktivieren (notwendige Cookies sind immer aktiv) und mit „Auswahl speichern“ bestätigen; „Abbrechen“ schließt die Einstellungen, ohne zu speichern.',
        ]),
        p(
          'Vor Ihrer Entscheidung werden keine nicht notwendigen Cookies verwendet; das Scrollen der Seite gilt nicht als Einwilligung. Ihre Auswahl wird im Browser gespeichert, und das Banner erscheint nicht erneut. Sie können sie jederzeit ändern oder Ihre Einwilligung widerrufen – über den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite, der die Einstellungen erneut öffnet, oder indem Sie die Browserdaten der Website löschen, sodass das Banner wieder angezeigt wird.',
        ),
        p(
          'Außerdem können Sie Cookies und Website-Daten in den Einstellungen Ihres Browsers verwalten, blockieren oder löschen. Hier die Anleitungen der gängigsten Browser:',
        ),
        list([
          '[Google Chrome](https://support.google.com/chrome/answer/95647?hl=it): Einstellungen › Datenschutz und Sicherheit › Drittanbieter-Cookies / Browserdaten löschen;',
          '[Mozilla Firefox](https://support.mozilla.org/it/kb/Gestione%20dei%20cookie): Einstellungen › Datenschutz & Sicherheit › Cookies und Website-Daten;',
          '[Apple Safari](https://support.apple.com/it-it/guide/safari/sfri11471/mac): Einstellungen › Datenschutz › Websitedaten verwalten (auf iPhone und iPad: Einstellungen › Safari);',
          '[Microsoft Edge](https://support.microsoft.com/it-it/microsoft-edge/eliminare-i-cookie-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09): Einstellungen › Cookies und Websiteberechtigungen.',
        ]),
      ],
    },
    {
      id: 'conseguenze',
      heading: '6. Folgen einer Deaktivierung',
      blocks: [
        p(
          'Wenn Sie die nicht notwendigen Kategorien ablehnen, wird die Nutzung der Website nicht eingeschränkt: Alle Seiten, der Fahrzeugkatalog und das Kontaktformular bleiben uneingeschränkt verfügbar. Ohne Einwilligung in die Kategorie „Präferenzen“ wird die Karte nicht automatisch geladen, kann aber mit einem Klick angezeigt werden.',
        ),
        p(
          'Wenn Sie dagegen im Browser auch die notwendigen Cookies und Daten blockieren, können einige Funktionen beeinträchtigt sein: Die gewählte Sprache wird nicht gespeichert, das Banner erscheint bei jedem Besuch erneut, weil Ihre Auswahl nicht gespeichert werden kann, und der Zugang zum geschützten Bereich ist nicht möglich.',
        ),
      ],
    },
    {
      id: 'aggiornamenti',
      heading: '7. Aktualisierungen dieser Cookie-Richtlinie',
      blocks: [
        p(
          'Diese Cookie-Richtlinie kann aufgrund von Gesetzesänderungen, neuen Vorgaben des Garante oder der Einführung neuer Technologien auf der Website geändert werden. Die jeweils gültige Fassung ist stets auf dieser Seite mit dem Datum der letzten Aktualisierung veröffentlicht. Betreffen die Änderungen einwilligungspflichtige Cookies, wird das Banner erneut angezeigt, damit Sie eine informierte Entscheidung treffen können.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '8. Kontakt',
      blocks: [
        p(
          `Bei Fragen zu Cookies oder zur Verarbeitung personenbezogener Daten können Sie sich an den Verantwortlichen, die NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), wenden – per E-Mail an ${EMAIL_LINK} oder telefonisch unter ${PHONE_LINK}. Weitere Informationen, unter anderem zu Ihren Rechten als betroffene Person und zur Möglichkeit einer Beschwerde beim Garante per la protezione dei dati personali, finden Sie in der [Datenschutzerklärung](/privacy-policy).`,
        ),
      ],
    },
  ],
};
