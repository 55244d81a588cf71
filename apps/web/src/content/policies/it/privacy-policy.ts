import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument } from '../types';

/*
 * Italian privacy policy (the source language of the site).
 */

export const policy: PolicyDocument = {
  title: 'Privacy Policy',
  intro:
    'La presente informativa è resa ai sensi dell’art. 13 del Regolamento (UE) 2016/679 (“GDPR”) e del D.Lgs. 196/2003 (“Codice in materia di protezione dei dati personali”), come modificato dal D.Lgs. 101/2018, e descrive come NBT Mobility S.r.l. tratta i dati personali delle persone che visitano questo sito, inviano una richiesta di contatto o di preventivo o accedono all’area riservata. L’informativa riguarda esclusivamente questo sito e non i siti di terze parti eventualmente raggiungibili tramite link.',
  sections: [
    {
      id: 'informazioni-generali',
      heading: '1. Informazioni generali e titolare del trattamento',
      blocks: [
        p(
          'Titolare del trattamento è NBT Mobility S.r.l. (di seguito “NBT” o il “Titolare”), con sede legale in Via dell’Esempio 1, 20057 Assago (MI), Italia, P.IVA IT00000000000.',
        ),
        list([
          `Email: ${EMAIL_LINK}`,
          `Telefono: ${PHONE_LINK}`,
          'Indirizzo postale: Via dell’Esempio 1, 20057 Assago (MI), Italia',
        ]),
        p(
          'Non ricorrendo le condizioni previste dall’art. 37 GDPR, il Titolare non ha designato un Responsabile della protezione dei dati (DPO): per qualsiasi questione relativa ai dati personali è possibile rivolgersi direttamente al Titolare ai recapiti sopra indicati.',
        ),
      ],
    },
    {
      id: 'dati-raccolti',
      heading: '2. Dati personali raccolti',
      blocks: [
        p(
          'Il Titolare tratta soltanto i dati necessari alle finalità descritte nella presente informativa. In particolare:',
        ),
        list([
          'Dati di navigazione: i sistemi informatici che gestiscono il sito acquisiscono, nel normale funzionamento, alcuni dati la cui trasmissione è implicita nell’uso dei protocolli di Internet, quali indirizzo IP, data e ora della richiesta, pagina richiesta, metodo e codice di risposta, tipo di browser e sistema operativo. Sono utilizzati solo per garantire il corretto funzionamento e la sicurezza del sito e non per identificare gli utenti.',
          'Dati forniti tramite il modulo di contatto o di preventivo: nome, cognome, indirizzo email, numero di telefono (facoltativo), servizio di interesse, testo del messaggio e, se la richiesta parte dalla scheda di un veicolo, il riferimento al veicolo. I dati sono registrati nel database del Titolare; dopo l’invio si apre il programma di posta dell’utente con un messaggio precompilato, che l’utente è libero di inviare o meno.',
          'Dati forniti spontaneamente tramite email, telefono o WhatsApp: i dati contenuti nelle comunicazioni che l’utente decide di inviare ai recapiti del Titolare, incluso il numero di telefono o l’indirizzo email del mittente.',
          'Dati degli amministratori dell’area riservata: nome utente, password (conservata esclusivamente in forma cifrata tramite funzione di hash), dati della sessione di accesso e registro degli accessi (data e ora, tipo di evento, nome utente, indirizzo IP, esito dei tentativi di accesso e operazioni amministrative eseguite).',
          'Dati memorizzati sul dispositivo: cookie tecnici e dati nella memoria locale del browser (local storage) relativi al consenso ai cookie, alle preferenze sui cookie e alla lingua scelta, come descritto nella [Cookie Policy](/cookie-policy).',
        ]),
        p(
          'I campi contrassegnati come obbligatori nel modulo di contatto sono necessari per rispondere alla richiesta: in loro assenza non è possibile dare seguito alla stessa. Il numero di telefono è facoltativo. Il sito non richiede categorie particolari di dati (art. 9 GDPR): si invita pertanto l’utente a non inserire nel messaggio dati relativi a salute, opinioni politiche, convinzioni religiose o simili. I servizi offerti tramite il sito non sono rivolti ai minori di 18 anni.',
        ),
      ],
    },
    {
      id: 'finalita',
      heading: '3. Finalità del trattamento',
      blocks: [
        p('I dati personali sono trattati per le seguenti finalità:'),
        list([
          'a) rispondere alle richieste di informazioni e di preventivo relative ai servizi di NBT (noleggio e vendita di veicoli, trasporti pesanti, movimento terra, autoriparazioni, autolavaggio, assistenza stradale) e gestire le successive comunicazioni precontrattuali;',
          'b) consentire il funzionamento del sito, mantenere le preferenze di lingua e registrare le scelte dell’utente in materia di cookie;',
          'c) gestire l’area riservata, autenticare gli amministratori e garantire la sicurezza dei sistemi, anche attraverso la registrazione degli accessi per prevenire, individuare e ricostruire accessi non autorizzati o usi impropri;',
          'd) adempiere agli obblighi previsti dalla legge, da regolamenti o dalla normativa europea, nonché a richieste delle autorità competenti;',
          'e) accertare, esercitare o difendere i diritti del Titolare in sede giudiziaria o stragiudiziale.',
        ]),
        p(
          'I dati non sono utilizzati per attività di marketing, non sono ceduti a terzi e non sono sottoposti a profilazione né a processi decisionali automatizzati ai sensi dell’art. 22 GDPR. Eventuali ulteriori finalità saranno oggetto di preventiva informativa e, ove necessario, di consenso.',
        ),
      ],
    },
    {
      id: 'base-giuridica',
      heading: '4. Base giuridica del trattamento',
      blocks: [
        list([
          'Finalità a): esecuzione di misure precontrattuali adottate su richiesta dell’interessato (art. 6, par. 1, lett. b) GDPR).',
          'Finalità b): legittimo interesse del Titolare a fornire un sito funzionante (art. 6, par. 1, lett. f) GDPR); i cookie tecnici strettamente necessari non richiedono il consenso (art. 122, comma 1, Codice privacy).',
          'Finalità c): legittimo interesse del Titolare alla sicurezza delle reti e dei sistemi informativi (art. 6, par. 1, lett. f) e considerando 49 GDPR); per gli amministratori, anche il rapporto di lavoro o di collaborazione in essere (art. 6, par. 1, lett. b) GDPR). Il registro degli accessi è usato solo a fini di sicurezza e non per il controllo dell’attività lavorativa, nel rispetto dell’art. 4 della L. 300/1970.',
          'Finalità d): adempimento di un obbligo legale al quale è soggetto il Titolare (art. 6, par. 1, lett. c) GDPR).',
          'Finalità e): legittimo interesse del Titolare alla tutela dei propri diritti (art. 6, par. 1, lett. f) GDPR).',
          'Cookie e contenuti di terze parti non necessari (mappa, eventuali strumenti di analisi o marketing): consenso dell’interessato (art. 6, par. 1, lett. a) GDPR e art. 122 Codice privacy), revocabile in qualsiasi momento senza pregiudicare la liceità del trattamento basata sul consenso prestato prima della revoca.',
        ]),
      ],
    },
    {
      id: 'destinatari',
      heading: '5. Destinatari e comunicazione dei dati',
      blocks: [
        p(
          'I dati sono trattati dal personale del Titolare autorizzato e istruito ai sensi dell’art. 29 GDPR e dell’art. 2-quaterdecies del Codice privacy, limitatamente a quanto necessario per le rispettive mansioni. Possono inoltre venire a conoscenza dei dati le seguenti categorie di destinatari:',
        ),
        list([
          'fornitore del servizio di hosting su cui risiedono il sito e il relativo database, nominato responsabile del trattamento ai sensi dell’art. 28 GDPR;',
          'fornitore del servizio di posta elettronica del Titolare, per le email ricevute e inviate, anch’esso nominato responsabile del trattamento;',
          'fornitori incaricati dello sviluppo e della manutenzione tecnica del sito, nominati responsabili del trattamento e autorizzati ad accedere ai dati solo quando strettamente necessario;',
          'consulenti e professionisti (ad esempio legali o fiscali), in qualità di autonomi titolari, quando necessario per le finalità d) ed e);',
          'autorità pubbliche e giudiziarie, nei casi previsti dalla legge.',
        ]),
        p(
          'L’elenco aggiornato dei responsabili del trattamento è disponibile su richiesta scrivendo al Titolare. I dati non sono diffusi né venduti a terzi.',
        ),
        p(
          'I dati sono conservati su server situati nell’Unione Europea e il Titolare non li trasferisce verso Paesi terzi. Qualora in futuro un fornitore dovesse comportare un trasferimento al di fuori dello Spazio Economico Europeo, esso avverrà solo verso Paesi oggetto di una decisione di adeguatezza della Commissione Europea (art. 45 GDPR) o sulla base di clausole contrattuali tipo approvate dalla Commissione (art. 46 GDPR), e la presente informativa sarà aggiornata di conseguenza.',
        ),
        p(
          'Quando l’utente sceglie di usare i pulsanti di condivisione (WhatsApp, Facebook, X, LinkedIn), il link WhatsApp per contattarci o la mappa OpenStreetMap, i dati necessari (ad esempio indirizzo IP e pagina condivisa) sono trasmessi ai rispettivi gestori, autonomi titolari del trattamento secondo le proprie informative, anche con eventuali trasferimenti extra UE.',
        ),
      ],
    },
    {
      id: 'conservazione',
      heading: '6. Periodo di conservazione',
      blocks: [
        p(
          'I dati sono conservati per il tempo strettamente necessario alle finalità per cui sono raccolti, secondo i seguenti criteri:',
        ),
        list([
          'Richieste di contatto e di preventivo, e relative email: 24 mesi dalla ricezione. Se alla richiesta segue un contratto, i dati necessari confluiscono nella gestione del rapporto contrattuale e sono conservati per la sua durata e, per la documentazione contabile e fiscale, per 10 anni come previsto dall’art. 2220 del Codice civile.',
          'Registro degli accessi all’area riservata: 12 mesi dalla registrazione dell’evento, trascorsi i quali i dati sono cancellati.',
          'Sessioni di accesso degli amministratori: fino al logout o alla scadenza della sessione; le sessioni scadute sono eliminate.',
          'Account degli amministratori: per tutta la durata dell’incarico; l’account è eliminato quando l’incarico cessa.',
          'Dati di navigazione registrati nei log tecnici del server: non oltre 90 giorni.',
          'Cookie e dati memorizzati nel browser: per la durata indicata nella [Cookie Policy](/cookie-policy).',
        ]),
        p(
          'Resta salva la conservazione per un periodo più lungo quando necessaria per accertare un incidente di sicurezza, per difendere un diritto in giudizio o per ottemperare a una richiesta dell’autorità, limitatamente ai dati interessati e per il tempo necessario. I dati cancellati scompaiono anche dalle copie di sicurezza (backup) al termine del loro ciclo periodico di rotazione.',
        ),
      ],
    },
    {
      id: 'diritti',
      heading: '7. Diritti dell’interessato',
      blocks: [
        p(
          'In qualità di interessato, l’utente può esercitare in ogni momento i diritti previsti dagli articoli da 15 a 22 del GDPR, e in particolare:',
        ),
        list([
          'diritto di accesso ai propri dati e alle informazioni sul trattamento (art. 15);',
          'diritto di rettifica dei dati inesatti e di integrazione di quelli incompleti (art. 16);',
          'diritto alla cancellazione dei dati (“diritto all’oblio”), nei casi previsti (art. 17);',
          'diritto di limitazione del trattamento (art. 18);',
          'diritto alla portabilità dei dati forniti, in un formato strutturato, di uso comune e leggibile da dispositivo automatico (art. 20);',
          'diritto di opposizione al trattamento basato sul legittimo interesse, per motivi connessi alla propria situazione particolare (art. 21);',
          'diritto di non essere sottoposto a una decisione basata unicamente su un trattamento automatizzato (art. 22), che comunque il Titolare non effettua;',
          'diritto di revocare in qualsiasi momento il consenso prestato (art. 7, par. 3), anche tramite le impostazioni dei cookie.',
        ]),
        p(
          `Per esercitare i propri diritti è sufficiente inviare una richiesta a ${EMAIL_LINK} oppure per posta all’indirizzo Via dell’Esempio 1, 20057 Assago (MI). Il Titolare risponde senza ingiustificato ritardo e comunque entro un mese dal ricevimento della richiesta, termine prorogabile di due mesi in caso di richieste particolarmente complesse o numerose, dandone comunicazione all’interessato. L’esercizio dei diritti è gratuito; il Titolare può chiedere informazioni utili a verificare l’identità del richiedente.`,
        ),
        p(
          'L’interessato che ritenga che il trattamento dei propri dati violi la normativa ha inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma, [www.garanteprivacy.it](https://www.garanteprivacy.it)) ai sensi dell’art. 77 GDPR, o di adire l’autorità giudiziaria ai sensi dell’art. 79 GDPR.',
        ),
      ],
    },
    {
      id: 'sicurezza',
      heading: '8. Sicurezza dei dati',
      blocks: [
        p(
          'Ai sensi dell’art. 32 GDPR, il Titolare adotta misure tecniche e organizzative adeguate al rischio per proteggere i dati da distruzione, perdita, modifica, divulgazione o accesso non autorizzati, tra cui:',
        ),
        list([
          'trasmissione dei dati tramite connessione cifrata (HTTPS/TLS);',
          'accesso all’area riservata consentito solo agli amministratori autorizzati, con credenziali personali e password conservate esclusivamente sotto forma di hash (algoritmo Argon2id);',
          'cookie di sessione protetti (HttpOnly, SameSite e, su connessione cifrata, Secure), con scadenza per inattività e revoca al logout;',
          'registrazione degli accessi e delle operazioni amministrative, consultabile solo dall’amministratore principale;',
          'verifica lato server di tutti i dati ricevuti e dei file caricati;',
          'aggiornamento periodico dei sistemi e copie di sicurezza dei dati.',
        ]),
        p(
          'Nessun sistema connesso a Internet può garantire una sicurezza assoluta. In caso di violazione dei dati personali, il Titolare adotta le procedure previste dagli artt. 33 e 34 GDPR, inclusa, quando richiesta, la notifica al Garante entro 72 ore e la comunicazione agli interessati.',
        ),
      ],
    },
    {
      id: 'cookie',
      heading: '9. Cookie e tecnologie simili',
      blocks: [
        p(
          'Il sito utilizza solo cookie tecnici e strumenti di memorizzazione locale necessari al suo funzionamento. Nessun contenuto di terze parti viene caricato prima del consenso e al momento non sono utilizzati cookie di analisi o di marketing. Le scelte effettuate tramite il banner possono essere modificate in qualsiasi momento. Per tutti i dettagli si rinvia alla [Cookie Policy](/cookie-policy).',
        ),
      ],
    },
    {
      id: 'modifiche',
      heading: '10. Modifiche alla presente informativa',
      blocks: [
        p(
          'Il Titolare può modificare o aggiornare la presente informativa, anche in seguito a cambiamenti normativi, a indicazioni del Garante o a modifiche dei servizi e delle tecnologie utilizzate. La versione in vigore è sempre pubblicata su questa pagina, con l’indicazione della data dell’ultimo aggiornamento. In caso di modifiche sostanziali, il Titolare ne darà evidenza sul sito e, se necessario, richiederà un nuovo consenso.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '11. Contatti',
      blocks: [
        p(
          'Per domande sulla presente informativa, sul trattamento dei dati personali o per l’esercizio dei diritti è possibile contattare il Titolare:',
        ),
        list([
          'NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italia – P.IVA IT00000000000',
          `Email: ${EMAIL_LINK}`,
          `Telefono: ${PHONE_LINK} (lunedì–venerdì 08:00–18:00, sabato 08:00–13:00)`,
        ]),
      ],
    },
  ],
};
