import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument } from '../types';

/*
 * German (Germany) translation of the privacy policy (see ../it/privacy-policy.ts, the binding text).
 * Section ids are the same as in Italian: they are the anchors of the page.
 */

export const policy: PolicyDocument = {
  title: 'Datenschutzerklärung',
  intro:
    'Diese Datenschutzerklärung informiert Sie gemäß Art. 13 der Verordnung (EU) 2016/679 (Datenschutz-Grundverordnung, „DSGVO“) und dem italienischen Datenschutzkodex (Gesetzesvertretendes Dekret Nr. 196/2003, „Codice in materia di protezione dei dati personali“) in der durch das Gesetzesvertretende Dekret Nr. 101/2018 geänderten Fassung darüber, wie die NBT Mobility S.r.l. die personenbezogenen Daten von Personen verarbeitet, die diese Website besuchen, eine Kontakt- oder Angebotsanfrage senden oder den geschützten Bereich nutzen. Sie gilt ausschließlich für diese Website und nicht für Websites Dritter, die gegebenenfalls über Links erreichbar sind.',
  sections: [
    {
      id: 'informazioni-generali',
      heading: '1. Allgemeine Informationen und Verantwortlicher',
      blocks: [
        p(
          'Verantwortlicher für die Datenverarbeitung ist die NBT Mobility S.r.l. (im Folgenden „NBT“ oder der „Verantwortliche“) mit Sitz in Via dell’Esempio 1, 20057 Assago (MI), Italien, USt-IdNr. IT00000000000.',
        ),
        list([
          `E-Mail: ${EMAIL_LINK}`,
          `Telefon: ${PHONE_LINK}`,
          'Postanschrift: Via dell’Esempio 1, 20057 Assago (MI), Italien',
        ]),
        p(
          'Da die Voraussetzungen des Art. 37 DSGVO nicht vorliegen, hat der Verantwortliche keinen Datenschutzbeauftragten benannt. Bei allen Fragen zu Ihren personenbezogenen Daten können Sie sich direkt unter den oben genannten Kontaktdaten an den Verantwortlichen wenden.',
        ),
      ],
    },
    {
      id: 'dati-raccolti',
      heading: '2. Erhobene personenbezogene Daten',
      blocks: [
        p(
          'Der Verantwortliche verarbeitet nur die Daten, die für die in dieser Erklärung beschriebenen Zwecke erforderlich sind. Im Einzelnen:',
        ),
        list([
          'Nutzungsdaten: Die IT-Systeme, mit denen die Website betrieben wird, erfassen im normalen Betrieb bestimmte Daten, deren Übermittlung bei der Nutzung der Internetprotokolle systembedingt erfolgt, etwa IP-Adresse, Datum und Uhrzeit der Anfrage, aufgerufene Seite, Methode und Antwortcode, Browsertyp und Betriebssystem. Sie werden nur verwendet, um den ordnungsgemäßen Betrieb und die Sicherheit der Website zu gewährleisten, und nicht, um Nutzer zu identifizieren.',
          'Daten aus dem Kontakt- oder Angebotsformular: Vorname, Nachname, E-Mail-Adresse, Telefonnummer (freiwillig), gewünschte Leistung, Text der Nachricht und – wenn die Anfrage von der Detailseite eines Fahrzeugs aus gesendet wird – der Verweis auf das Fahrzeug. Die Daten werden in der Datenbank des Verantwortlichen gespeichert; nach dem Absenden öffnet sich Ihr E-Mail-Programm mit einer vorausgefüllten Nachricht, die Sie nach eigenem Ermessen absenden können oder nicht.',
          'Freiwillig per E-Mail, Telefon oder WhatsApp übermittelte Daten: die Daten in den Mitteilungen, die Sie an die Kontaktadressen des Verantwortlichen senden, einschließlich der Telefonnummer oder E-Mail-Adresse des Absenders.',
          'Daten der Administratoren des geschützten Bereichs: Benutzername, Passwort (ausschließlich als kryptografischer Hashwert gespeichert), Sitzungsdaten und Zugriffsprotokoll (Datum und Uhrzeit, Art des Ereignisses, Benutzername, IP-Adresse, Ergebnis von Anmeldeversuchen und ausgeführte Verwaltungsvorgänge).',
          'Auf dem Endgerät gespeicherte Daten: technisch notwendige Cookies und Daten im lokalen Speicher des Browsers (Local Storage) zur Cookie-Einwilligung, zu den Cookie-Einstellungen und zur gewählten Sprache, wie in der [Cookie-Richtlinie](/cookie-policy) beschrieben.',
        ]),
        p(
          'Die im Kontaktformular als Pflichtfelder gekennzeichneten Angaben sind erforderlich, um Ihre Anfrage zu beantworten; ohne sie kann die Anfrage nicht bearbeitet werden. Die Angabe der Telefonnummer ist freiwillig. Die Website erfragt keine besonderen Kategorien personenbezogener Daten (Art. 9 DSGVO); wir bitten Sie daher, in Ihrer Nachricht keine Angaben zu Gesundheit, politischen Meinungen, religiösen Überzeugungen oder Ähnlichem zu machen. Die über die Website angebotenen Leistungen richten sich nicht an Personen unter 18 Jahren.',
        ),
      ],
    },
    {
      id: 'finalita',
      heading: '3. Zwecke der Verarbeitung',
      blocks: [
        p('Personenbezogene Daten werden zu folgenden Zwecken verarbeitet:'),
        list([
          'a) Beantwortung von Informations- und Angebotsanfragen zu den Leistungen von NBT (Vermietung und Verkauf von Fahrzeugen, Schwertransporte, Erdarbeiten, Kfz-Werkstatt, Autowäsche, Pannenhilfe) und Abwicklung der anschließenden vorvertraglichen Kommunikation;',
          'b) Betrieb der Website, Speicherung der Spracheinstellung und Speicherung Ihrer Auswahl zu Cookies;',
          'c) Verwaltung des geschützten Bereichs, Authentifizierung der Administratoren und Gewährleistung der Systemsicherheit, auch durch Protokollierung der Zugriffe, um unbefugte Zugriffe oder Missbrauch zu verhindern, zu erkennen und nachzuvollziehen;',
          'd) Erfüllung von Pflichten aus Gesetzen, Verordnungen oder dem Unionsrecht sowie von Anfragen der zuständigen Behörden;',
          'e) Feststellung, Ausübung oder Verteidigung von Rechtsansprüchen des Verantwortlichen vor Gericht oder außergerichtlich.',
        ]),
        p(
          'Die Daten werden nicht für Marketingzwecke verwendet, nicht an Dritte weitergegeben und weder einem Profiling noch einer automatisierten Entscheidungsfindung im Sinne von Art. 22 DSGVO unterzogen. Über etwaige weitere Zwecke werden Sie vorab informiert und, sofern erforderlich, um Ihre Einwilligung gebeten.',
        ),
      ],
    },
    {
      id: 'base-giuridica',
      heading: '4. Rechtsgrundlagen der Verarbeitung',
      blocks: [
        list([
          'Zweck a): Durchführung vorvertraglicher Maßnahmen auf Anfrage der betroffenen Person (Art. 6 Abs. 1 lit. b DSGVO).',
          'Zweck b): berechtigtes Interesse des Verantwortlichen an einer funktionsfähigen Website (Art. 6 Abs. 1 lit. f DSGVO); unbedingt erforderliche technische Cookies bedürfen keiner Einwilligung (Art. 122 Abs. 1 des italienischen Datenschutzkodex).',
          'Zweck c): berechtigtes Interesse des Verantwortlichen an der Sicherheit von Netzen und Informationssystemen (Art. 6 Abs. 1 lit. f und Erwägungsgrund 49 DSGVO); bei Administratoren zusätzlich das bestehende Arbeitsverhältnis oder die bestehende freie Mitarbeit (Art. 6 Abs. 1 lit. b DSGVO). Das Zugriffsprotokoll dient ausschließlich Sicherheitszwecken und nicht der Kontrolle der Arbeitstätigkeit, im Einklang mit Art. 4 des italienischen Arbeitnehmerstatuts (Gesetz Nr. 300/1970).',
          'Zweck d): Erfüllung einer rechtlichen Verpflichtung, der der Verantwortliche unterliegt (Art. 6 Abs. 1 lit. c DSGVO).',
          'Zweck e): berechtigtes Interesse des Verantwortlichen am Schutz seiner Rechte (Art. 6 Abs. 1 lit. f DSGVO).',
          'Nicht notwendige Cookies und Inhalte Dritter (Karte, etwaige Analyse- oder Marketingtools): Einwilligung der betroffenen Person (Art. 6 Abs. 1 lit. a DSGVO und Art. 122 des italienischen Datenschutzkodex), die jederzeit widerrufen werden kann, ohne dass die Rechtmäßigkeit der bis zum Widerruf aufgrund der Einwilligung erfolgten Verarbeitung berührt wird.',
        ]),
      ],
    },
    {
      id: 'destinatari',
      heading: '5. Empfänger und Weitergabe der Daten',
      blocks: [
        p(
          'Die Daten werden von Beschäftigten des Verantwortlichen verarbeitet, die gemäß Art. 29 DSGVO und Art. 2-quaterdecies des italienischen Datenschutzkodex dazu befugt und entsprechend unterwiesen sind, und zwar nur, soweit dies für ihre jeweiligen Aufgaben erforderlich ist. Darüber hinaus können folgende Kategorien von Empfängern Kenntnis von den Daten erhalten:',
        ),
        list([
          'der Hosting-Anbieter, auf dessen Servern die Website und die zugehörige Datenbank betrieben werden, als Auftragsverarbeiter gemäß Art. 28 DSGVO;',
          'der E-Mail-Anbieter des Verantwortlichen für empfangene und gesendete E-Mails, ebenfalls als Auftragsverarbeiter;',
          'mit der Entwicklung und technischen Wartung der Website beauftragte Dienstleister, die als Auftragsverarbeiter bestellt sind und nur dann auf die Daten zugreifen dürfen, wenn dies unbedingt erforderlich ist;',
          'Berater und Fachleute (zum Beispiel Rechtsanwälte oder Steuerberater) als eigenständige Verantwortliche, soweit dies für die Zwecke d) und e) erforderlich ist;',
          'Behörden und Gerichte in den gesetzlich vorgesehenen Fällen.',
        ]),
        p(
          'Eine aktuelle Liste der Auftragsverarbeiter erhalten Sie auf schriftliche Anfrage beim Verantwortlichen. Die Daten werden weder veröffentlicht noch an Dritte verkauft.',
        ),
        p(
          'Die Daten werden auf Servern in der Europäischen Union gespeichert; der Verantwortliche übermittelt sie nicht in Drittländer. Sollte ein Dienstleister künftig eine Übermittlung außerhalb des Europäischen Wirtschaftsraums mit sich bringen, erfolgt diese nur in Länder, für die ein Angemessenheitsbeschluss der Europäischen Kommission vorliegt (Art. 45 DSGVO), oder auf der Grundlage von der Kommission genehmigter Standardvertragsklauseln (Art. 46 DSGVO); diese Erklärung wird dann entsprechend aktualisiert.',
        ),
        p(
          'Wenn Sie die Teilen-Schaltflächen (WhatsApp, Facebook, X, LinkedIn), den WhatsApp-Link zur Kontaktaufnahme oder die OpenStreetMap-Karte nutzen, werden die dafür erforderlichen Daten (zum Beispiel IP-Adresse und geteilte Seite) an die jeweiligen Anbieter übermittelt. Diese verarbeiten sie als eigenständige Verantwortliche nach ihren eigenen Datenschutzhinweisen, gegebenenfalls auch mit Übermittlungen in Länder außerhalb der EU.',
        ),
      ],
    },
    {
      id: 'conservazione',
      heading: '6. Speicherdauer',
      blocks: [
        p(
          'Die Daten werden nur so lange gespeichert, wie es für die Zwecke, zu denen sie erhoben wurden, unbedingt erforderlich ist, und zwar nach folgenden Kriterien:',
        ),
        list([
          'Kontakt- und Angebotsanfragen sowie die zugehörigen E-Mails: 24 Monate ab Eingang. Folgt auf die Anfrage ein Vertrag, fließen die erforderlichen Daten in die Vertragsverwaltung ein und werden für die Dauer des Vertragsverhältnisses gespeichert; Buchhaltungs- und Steuerunterlagen werden gemäß Art. 2220 des italienischen Zivilgesetzbuchs (Codice civile) 10 Jahre lang aufbewahrt.',
          'Zugriffsprotokoll des geschützten Bereichs: 12 Monate ab Erfassung des Ereignisses; danach werden die Daten gelöscht.',
          'Anmeldesitzungen der Administratoren: bis zur Abmeldung oder zum Ablauf der Sitzung; abgelaufene Sitzungen werden gelöscht.',
          'Konten der Administratoren: für die gesamte Dauer der Tätigkeit; das Konto wird gelöscht, wenn die Tätigkeit endet.',
          'In den technischen Serverprotokollen erfasste Nutzungsdaten: höchstens 90 Tage.',
          'Cookies und im Browser gespeicherte Daten: für die in der [Cookie-Richtlinie](/cookie-policy) angegebene Dauer.',
        ]),
        p(
          'Eine längere Speicherung bleibt vorbehalten, wenn sie zur Aufklärung eines Sicherheitsvorfalls, zur Verteidigung von Rechtsansprüchen vor Gericht oder zur Erfüllung einer behördlichen Anordnung erforderlich ist – beschränkt auf die betroffenen Daten und die dafür notwendige Dauer. Gelöschte Daten verschwinden auch aus den Sicherungskopien (Backups), sobald deren regelmäßiger Rotationszyklus abgelaufen ist.',
        ),
      ],
    },
    {
      id: 'diritti',
      heading: '7. Rechte der betroffenen Person',
      blocks: [
        p(
          'Als betroffene Person können Sie jederzeit die in den Artikeln 15 bis 22 DSGVO vorgesehenen Rechte ausüben, insbesondere:',
        ),
        list([
          'das Recht auf Auskunft über Ihre Daten und über die Verarbeitung (Art. 15);',
          'das Recht auf Berichtigung unrichtiger und Vervollständigung unvollständiger Daten (Art. 16);',
          'das Recht auf Löschung der Daten („Recht auf Vergessenwerden“) in den vorgesehenen Fällen (Art. 17);',
          'das Recht auf Einschränkung der Verarbeitung (Art. 18);',
          'das Recht auf Übertragbarkeit der von Ihnen bereitgestellten Daten in einem strukturierten, gängigen und maschinenlesbaren Format (Art. 20);',
          'das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, Widerspruch gegen die auf berechtigtem Interesse beruhende Verarbeitung einzulegen (Art. 21);',
          'das Recht, nicht einer ausschließlich auf einer automatisierten Verarbeitung beruhenden Entscheidung unterworfen zu werden (Art. 22), wobei der Verantwortliche solche Entscheidungen ohnehin nicht trifft;',
          'das Recht, eine erteilte Einwilligung jederzeit zu widerrufen (Art. 7 Abs. 3), auch über die Cookie-Einstellungen.',
        ]),
        p(
          `Um Ihre Rechte auszuüben, genügt eine Nachricht an ${EMAIL_LINK} oder ein Brief an Via dell’Esempio 1, 20057 Assago (MI). Der Verantwortliche antwortet unverzüglich, spätestens jedoch innerhalb eines Monats nach Eingang des Antrags; bei besonders komplexen oder zahlreichen Anträgen kann diese Frist um zwei Monate verlängert werden, worüber Sie informiert werden. Die Ausübung Ihrer Rechte ist kostenlos; der Verantwortliche kann Informationen anfordern, die zur Überprüfung Ihrer Identität erforderlich sind.`,
        ),
        p(
          'Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt, haben Sie außerdem das Recht, gemäß Art. 77 DSGVO Beschwerde beim Garante per la protezione dei dati personali, der italienischen Datenschutzaufsichtsbehörde (Piazza Venezia 11, 00187 Roma, [www.garanteprivacy.it](https://www.garanteprivacy.it)), einzulegen oder gemäß Art. 79 DSGVO den Rechtsweg zu beschreiten.',
        ),
      ],
    },
    {
      id: 'sicurezza',
      heading: '8. Datensicherheit',
      blocks: [
        p(
          'Gemäß Art. 32 DSGVO trifft der Verantwortliche dem Risiko angemessene technische und organisatorische Maßnahmen, um die Daten vor Vernichtung, Verlust, Veränderung sowie unbefugter Offenlegung und unbefugtem Zugriff zu schützen, darunter:',
        ),
        list([
          'Übertragung der Daten über eine verschlüsselte Verbindung (HTTPS/TLS);',
          'Zugang zum geschützten Bereich nur für befugte Administratoren mit persönlichen Zugangsdaten; Passwörter werden ausschließlich als Hashwert gespeichert (Algorithmus Argon2id);',
          'geschützte Sitzungscookies (HttpOnly, SameSite und bei verschlüsselter Verbindung Secure), die bei Inaktivität ablaufen und bei der Abmeldung ungültig werden;',
          'Protokollierung der Zugriffe und Verwaltungsvorgänge, die nur der Hauptadministrator einsehen kann;',
          'serverseitige Prüfung aller empfangenen Daten und hochgeladenen Dateien;',
          'regelmäßige Aktualisierung der Systeme und Sicherungskopien der Daten.',
        ]),
        p(
          'Kein mit dem Internet verbundenes System kann absolute Sicherheit garantieren. Im Fall einer Verletzung des Schutzes personenbezogener Daten wendet der Verantwortliche die in Art. 33 und 34 DSGVO vorgesehenen Verfahren an, einschließlich – soweit erforderlich – der Meldung an den Garante innerhalb von 72 Stunden und der Benachrichtigung der betroffenen Personen.',
        ),
      ],
    },
    {
      id: 'cookie',
      heading: '9. Cookies und ähnliche Technologien',
      blocks: [
        p(
          'Die Website verwendet nur technisch notwendige Cookies und lokale Speichertechniken, die für ihren Betrieb erforderlich sind. Inhalte Dritter werden erst nach Ihrer Einwilligung geladen; Analyse- oder Marketing-Cookies werden derzeit nicht eingesetzt. Ihre im Banner getroffene Auswahl können Sie jederzeit ändern. Alle Einzelheiten finden Sie in der [Cookie-Richtlinie](/cookie-policy).',
        ),
      ],
    },
    {
      id: 'modifiche',
      heading: '10. Änderungen dieser Datenschutzerklärung',
      blocks: [
        p(
          'Der Verantwortliche kann diese Erklärung ändern oder aktualisieren, etwa aufgrund von Gesetzesänderungen, Vorgaben des Garante oder Änderungen der angebotenen Leistungen und der eingesetzten Technologien. Die jeweils gültige Fassung ist stets auf dieser Seite mit dem Datum der letzten Aktualisierung veröffentlicht. Bei wesentlichen Änderungen weist der Verantwortliche auf der Website darauf hin und holt, falls erforderlich, eine neue Einwilligung ein.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '11. Kontakt',
      blocks: [
        p(
          'Bei Fragen zu dieser Erklärung, zur Verarbeitung personenbezogener Daten oder zur Ausübung Ihrer Rechte können Sie sich an den Verantwortlichen wenden:',
        ),
        list([
          'NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italien – USt-IdNr. IT00000000000',
          `E-Mail: ${EMAIL_LINK}`,
          `Telefon: ${PHONE_LINK} (Montag–Freitag 08:00–18:00 Uhr, Samstag 08:00–13:00 Uhr)`,
        ]),
      ],
    },
  ],
};
