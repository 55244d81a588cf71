import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument, table } from '../types';

/*
 * Italian cookie policy (the source language of the site).
 */

export const policy: PolicyDocument = {
  title: 'Cookie Policy',
  intro:
    'La presente Cookie Policy integra la [Privacy Policy](/privacy-policy) e spiega quali cookie e strumenti analoghi sono utilizzati da questo sito, gestito da NBT Mobility S.r.l., e come l’utente può esprimere o modificare le proprie scelte, in conformità al Regolamento (UE) 2016/679, all’art. 122 del D.Lgs. 196/2003, come modificato dal D.Lgs. 101/2018, e alle “Linee guida cookie e altri strumenti di tracciamento” del Garante per la protezione dei dati personali del 10 giugno 2021.',
  sections: [
    {
      id: 'cosa-sono',
      heading: '1. Cosa sono i cookie',
      blocks: [
        p(
          'I cookie sono piccoli file di testo che i siti visitati inviano al browser dell’utente, dove vengono memorizzati per essere poi ritrasmessi agli stessi siti alla visita successiva. Consentono, ad esempio, di mantenere attiva una sessione di accesso o di ricordare la lingua scelta.',
        ),
        p(
          'Alle stesse regole sono soggetti gli strumenti analoghi che memorizzano informazioni sul dispositivo o vi accedono, come la memoria locale del browser (local storage). In questa policy il termine “cookie” comprende anche tali strumenti.',
        ),
        p(
          'I cookie tecnici, necessari al funzionamento del sito o a un servizio richiesto dall’utente, non richiedono il consenso; quelli non tecnici (ad esempio di analisi non anonimizzata, profilazione o marketing) possono essere usati solo con il consenso preventivo. I cookie di prima parte sono installati dal sito visitato, quelli di terza parte da domini diversi.',
        ),
      ],
    },
    {
      id: 'utilizzo',
      heading: '2. Come questo sito utilizza i cookie',
      blocks: [
        p(
          'Questo sito utilizza esclusivamente cookie tecnici di prima parte e dati nella memoria locale del browser, necessari a ricordare la lingua scelta, a registrare le scelte sui cookie e a consentire l’accesso all’area riservata agli amministratori. Non utilizza cookie di profilazione e non condivide con terzi i dati raccolti tramite cookie.',
        ),
        p(
          'Nessun contenuto o script di terze parti viene caricato prima del consenso: la mappa OpenStreetMap viene caricata solo su richiesta dell’utente o dopo l’accettazione della categoria “Preferenze”, e i pulsanti di condivisione sono semplici link. Anche i caratteri tipografici sono ospitati direttamente sul sito, senza collegamenti a servizi esterni.',
        ),
      ],
    },
    {
      id: 'tipologie',
      heading: '3. Tipologie di cookie',
      blocks: [
        p(
          'Cookie necessari. Sono indispensabili al funzionamento del sito e non possono essere disattivati dal banner; ai sensi dell’art. 122, comma 1, del Codice privacy non richiedono il consenso. Sono i seguenti:',
        ),
        table(
          ['Nome', 'Finalità', 'Durata', 'Tipo'],
          [
            [
              'cookie-consent',
              'Registra la scelta espressa nel banner (tutti accettati, solo necessari o personalizzata) per non riproporlo a ogni visita',
              'Persistente, fino alla cancellazione dei dati del browser',
              'Local storage, prima parte, tecnico',
            ],
            [
              'cookie-preferences',
              'Memorizza le preferenze per categoria (necessari, analisi, marketing, preferenze)',
              'Persistente, fino alla cancellazione dei dati del browser',
              'Local storage, prima parte, tecnico',
            ],
            [
              'language',
              'Ricorda la lingua dell’interfaccia scelta dall’utente',
              'Persistente, fino alla cancellazione dei dati del browser',
              'Local storage, prima parte, tecnico di funzionalità',
            ],
            [
              'lang',
              'Comunica al server la lingua scelta, così che le pagine siano inviate già nella lingua corretta',
              '12 mesi',
              'Cookie HTTP, prima parte, tecnico di funzionalità',
            ],
            [
              'nbt_session',
              'Mantiene la sessione di accesso degli amministratori nell’area riservata; non viene impostato ai normali visitatori',
              'Fino al logout o alla scadenza della sessione per inattività',
              'Cookie HTTP, prima parte, tecnico di sessione (HttpOnly)',
            ],
          ],
        ),
        p(
          'Cookie di analisi. Servono a raccogliere informazioni statistiche sull’uso del sito, come il numero di visitatori e le pagine più consultate. La categoria è presente nel banner, ma al momento il sito non utilizza alcuno strumento di analisi e non imposta cookie di questo tipo.',
        ),
        p(
          'Cookie di marketing. Servono a mostrare pubblicità in linea con gli interessi dell’utente o a misurare l’efficacia delle campagne, anche su altri siti. La categoria è presente nel banner, ma al momento il sito non utilizza strumenti di marketing o di profilazione e non imposta cookie di questo tipo.',
        ),
        p(
          'Cookie di preferenze. Consentono di arricchire il sito con funzionalità e contenuti forniti da terze parti. Attualmente la categoria riguarda solo la mappa OpenStreetMap della sezione “Come Raggiungerci”: se la categoria è accettata, la mappa viene caricata automaticamente; altrimenti viene mostrata un’anteprima che carica la mappa solo al clic dell’utente. Il sito non imposta cookie propri in questa categoria; per il fornitore della mappa si veda la sezione 4.',
        ),
        p(
          'Se in futuro il Titolare introducesse strumenti di analisi, di marketing o ulteriori contenuti di terze parti, essi saranno attivati solo dopo il consenso dell’utente e la presente policy sarà aggiornata indicandone nome, fornitore, finalità e durata.',
        ),
      ],
    },
    {
      id: 'terze-parti',
      heading: '4. Servizi e contenuti di terze parti',
      blocks: [
        list([
          'Mappa OpenStreetMap: quando viene caricata, il browser si collega ai server della OpenStreetMap Foundation (Regno Unito, Paese con decisione di adeguatezza della Commissione Europea), che riceve l’indirizzo IP e i dati tecnici della richiesta e può impostare propri cookie. Il trattamento avviene secondo la [privacy policy di OpenStreetMap](https://osmfoundation.org/wiki/Privacy_Policy).',
          'Pulsanti di condivisione (WhatsApp, Facebook, X/Twitter, LinkedIn) e link di contatto WhatsApp: sono semplici collegamenti, non widget incorporati. Nessun dato viene inviato a queste piattaforme finché l’utente non fa clic; dopo il clic, l’utente viene indirizzato al servizio scelto, che tratta i dati come autonomo titolare secondo la propria informativa.',
          'Link ai profili social del Titolare: si aprono in una nuova scheda e, fino al clic, non trasmettono alcun dato alle piattaforme.',
        ]),
        p(
          'Per i cookie e i trattamenti dei servizi di terze parti, non controllati dal Titolare, si rinvia alle informative dei rispettivi gestori.',
        ),
      ],
    },
    {
      id: 'gestione',
      heading: '5. Gestione delle preferenze',
      blocks: [
        p(
          'Alla prima visita, dopo circa un secondo, compare un banner che informa sull’uso dei cookie, contiene il link alla [Privacy Policy](/privacy-policy) e offre tre opzioni:',
        ),
        list([
          '«Accetta tutti»: attiva tutte le categorie di cookie;',
          '«Solo necessari»: mantiene attivi solo i cookie necessari e disattiva tutte le altre categorie;',
          '«Personalizza»: apre il pannello delle impostazioni, in cui attivare o disattivare singolarmente le categorie analisi, marketing e preferenze (i cookie necessari sono sempre attivi) e confermare con «Salva preferenze»; «Annulla» chiude il pannello senza salvare.',
        ]),
        p(
          'Prima della scelta non viene usato alcun cookie non necessario; lo scorrimento della pagina non vale come consenso. La scelta è memorizzata nel browser e il banner non viene riproposto. È possibile modificarla o revocare il consenso in qualsiasi momento tramite il link «Impostazioni cookie» presente nel piè di pagina di ogni pagina del sito, che riapre il pannello delle impostazioni, oppure cancellando i dati di navigazione del sito, così che il banner venga mostrato di nuovo.',
        ),
        p(
          'L’utente può inoltre gestire, bloccare o eliminare i cookie e i dati dei siti dalle impostazioni del browser. Di seguito le istruzioni dei browser più diffusi:',
        ),
        list([
          '[Google Chrome](https://support.google.com/chrome/answer/95647?hl=it): Impostazioni › Privacy e sicurezza › Cookie di terze parti / Elimina dati di navigazione;',
          '[Mozilla Firefox](https://support.mozilla.org/it/kb/Gestione%20dei%20cookie): Impostazioni › Privacy e sicurezza › Cookie e dati dei siti web;',
          '[Apple Safari](https://support.apple.com/it-it/guide/safari/sfri11471/mac): Impostazioni › Privacy › Gestisci dati siti web (su iPhone e iPad: Impostazioni › Safari);',
          '[Microsoft Edge](https://support.microsoft.com/it-it/microsoft-edge/eliminare-i-cookie-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09): Impostazioni › Cookie e autorizzazioni del sito.',
        ]),
      ],
    },
    {
      id: 'conseguenze',
      heading: '6. Conseguenze della disattivazione',
      blocks: [
        p(
          'Rifiutare le categorie non necessarie non limita l’uso del sito: tutte le pagine, il catalogo dei veicoli e il modulo di contatto restano pienamente disponibili. In assenza del consenso alla categoria “Preferenze” la mappa non viene caricata automaticamente, ma può essere visualizzata con un clic.',
        ),
        p(
          'Bloccare dal browser anche i cookie e i dati necessari può invece compromettere alcune funzioni: la lingua scelta non viene ricordata, il banner viene riproposto a ogni visita perché la scelta non può essere salvata e l’accesso all’area riservata non è possibile.',
        ),
      ],
    },
    {
      id: 'aggiornamenti',
      heading: '7. Aggiornamenti della presente Cookie Policy',
      blocks: [
        p(
          'La presente Cookie Policy può essere modificata in seguito a cambiamenti normativi, a nuove indicazioni del Garante o all’introduzione di nuovi strumenti sul sito. La versione in vigore è sempre pubblicata su questa pagina con la data dell’ultimo aggiornamento. Se le modifiche riguardano cookie che richiedono il consenso, il banner sarà mostrato di nuovo per consentire all’utente una scelta informata.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '8. Contatti',
      blocks: [
        p(
          `Per domande sui cookie o sul trattamento dei dati personali è possibile contattare il Titolare, NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), all’indirizzo ${EMAIL_LINK} o al numero ${PHONE_LINK}. Ulteriori informazioni, inclusi i diritti dell’interessato e la possibilità di proporre reclamo al Garante per la protezione dei dati personali, sono disponibili nella [Privacy Policy](/privacy-policy).`,
        ),
      ],
    },
  ],
};
