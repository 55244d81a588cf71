import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument, table } from './types';

/*
 * British English privacy policy and cookie policy, translated from it.ts (the Italian text is binding).
 */

export const privacyPolicy: PolicyDocument = {
  title: 'Privacy Policy',
  intro:
    'This notice is provided under Article 13 of Regulation (EU) 2016/679 (the “GDPR”) and Italian Legislative Decree 196/2003 (the “Personal Data Protection Code”, or “Privacy Code”), as amended by Legislative Decree 101/2018. It describes how NBT Mobility S.r.l. processes the personal data of people who visit this website, send a contact or quote request, or access the restricted area. This notice covers this website only, and not any third-party websites that may be reached through links.',
  sections: [
    {
      id: 'informazioni-generali',
      heading: '1. General information and data controller',
      blocks: [
        p(
          'The data controller is NBT Mobility S.r.l. (“NBT” or the “Controller”), whose registered office is at Via dell’Esempio 1, 20057 Assago (MI), Italy, VAT No. IT00000000000.',
        ),
        list([
          `Email: ${EMAIL_LINK}`,
          `Phone: ${PHONE_LINK}`,
          'Postal address: Via dell’Esempio 1, 20057 Assago (MI), Italy',
        ]),
        p(
          'As the conditions set out in Article 37 GDPR do not apply, the Controller has not appointed a Data Protection Officer (DPO): for any matter relating to personal data, you can contact the Controller directly using the details above.',
        ),
      ],
    },
    {
      id: 'dati-raccolti',
      heading: '2. Personal data we collect',
      blocks: [
        p('The Controller processes only the data needed for the purposes described in this notice. In particular:'),
        list([
          'Browsing data: in the course of their normal operation, the computer systems that run the website acquire certain data whose transmission is implicit in the use of internet protocols, such as IP address, date and time of the request, page requested, method and response code, browser type and operating system. This data is used solely to ensure that the website works properly and securely, and not to identify users.',
          'Data provided through the contact or quote form: first name, surname, email address, phone number (optional), service of interest, the text of the message and, if the request is sent from a vehicle’s page, a reference to that vehicle. The data is stored in the Controller’s database; after submission, the user’s email program opens with a pre-filled message, which the user is free to send or not.',
          'Data provided voluntarily by email, phone or WhatsApp: the data contained in any communications the user chooses to send to the Controller’s contact addresses, including the sender’s phone number or email address.',
          'Data of restricted-area administrators: username, password (stored only in encrypted form using a hash function), login session data and the access log (date and time, event type, username, IP address, outcome of login attempts and administrative operations carried out).',
          'Data stored on the device: technical cookies and data in the browser’s local storage relating to cookie consent, cookie preferences and the chosen language, as described in the [Cookie Policy](/cookie-policy).',
        ]),
        p(
          'The fields marked as required in the contact form are needed in order to reply to the request: without them, we cannot follow it up. The phone number is optional. The website does not ask for special categories of data (Article 9 GDPR), so please do not include in your message any information about health, political opinions, religious beliefs or the like. The services offered through the website are not intended for anyone under 18.',
        ),
      ],
    },
    {
      id: 'finalita',
      heading: '3. Purposes of processing',
      blocks: [
        p('Personal data is processed for the following purposes:'),
        list([
          '(a) to respond to requests for information and quotes relating to NBT’s services (vehicle hire and sales, heavy haulage, earthmoving, vehicle repairs, car wash, roadside assistance) and to handle any subsequent pre-contractual communications;',
          '(b) to enable the website to function, remember language preferences and record the user’s cookie choices;',
          '(c) to manage the restricted area, authenticate administrators and keep the systems secure, including by logging access in order to prevent, detect and reconstruct unauthorised access or misuse;',
          '(d) to comply with obligations under the law, regulations or European legislation, and with requests from the competent authorities;',
          '(e) to establish, exercise or defend the Controller’s rights in court or out of court.',
        ]),
        p(
          'The data is not used for marketing, is not passed on to third parties and is not subject to profiling or to automated decision-making within the meaning of Article 22 GDPR. Any further purposes will be notified in advance and, where necessary, made subject to consent.',
        ),
      ],
    },
    {
      id: 'base-giuridica',
      heading: '4. Legal basis for processing',
      blocks: [
        list([
          'Purpose (a): taking steps at the request of the data subject prior to entering into a contract (Article 6(1)(b) GDPR).',
          'Purpose (b): the Controller’s legitimate interest in providing a working website (Article 6(1)(f) GDPR); strictly necessary technical cookies do not require consent (Article 122(1) of the Privacy Code).',
          'Purpose (c): the Controller’s legitimate interest in the security of its networks and information systems (Article 6(1)(f) and Recital 49 GDPR); for administrators, also the existing employment or working relationship (Article 6(1)(b) GDPR). The access log is used for security purposes only and not to monitor work activity, in accordance with Article 4 of Italian Law 300/1970 (the Workers’ Statute).',
          'Purpose (d): compliance with a legal obligation to which the Controller is subject (Article 6(1)(c) GDPR).',
          'Purpose (e): the Controller’s legitimate interest in protecting its rights (Article 6(1)(f) GDPR).',
          'Non-essential cookies and third-party content (the map, and any analytics or marketing tools): the consent of the data subject (Article 6(1)(a) GDPR and Article 122 of the Privacy Code), which may be withdrawn at any time without affecting the lawfulness of processing based on consent before its withdrawal.',
        ]),
      ],
    },
    {
      id: 'destinatari',
      heading: '5. Recipients and disclosure of data',
      blocks: [
        p(
          'The data is processed by the Controller’s staff who have been authorised and instructed under Article 29 GDPR and Article 2-quaterdecies of the Privacy Code, and only to the extent needed for their respective duties. The following categories of recipients may also have access to the data:',
        ),
        list([
          'the provider of the hosting service on which the website and its database reside, appointed as a data processor under Article 28 GDPR;',
          'the provider of the Controller’s email service, for emails received and sent, also appointed as a data processor;',
          'suppliers responsible for developing and technically maintaining the website, appointed as data processors and authorised to access the data only when strictly necessary;',
          'consultants and professionals (for example legal or tax advisers), acting as independent controllers, where necessary for purposes (d) and (e);',
          'public and judicial authorities, in the cases provided for by law.',
        ]),
        p(
          'An up-to-date list of data processors is available on request by writing to the Controller. The data is not published or sold to third parties.',
        ),
        p(
          'The data is stored on servers located in the European Union, and the Controller does not transfer it to third countries. Should a supplier in future involve a transfer outside the European Economic Area, this will take place only to countries covered by a European Commission adequacy decision (Article 45 GDPR) or on the basis of standard contractual clauses approved by the Commission (Article 46 GDPR), and this notice will be updated accordingly.',
        ),
        p(
          'When the user chooses to use the share buttons (WhatsApp, Facebook, X, LinkedIn), the WhatsApp link to contact us or the OpenStreetMap map, the necessary data (for example the IP address and the page being shared) is sent to the respective operators, who act as independent controllers under their own privacy notices, which may involve transfers outside the EU.',
        ),
      ],
    },
    {
      id: 'conservazione',
      heading: '6. Retention period',
      blocks: [
        p(
          'Data is kept only for as long as strictly necessary for the purposes for which it was collected, according to the following criteria:',
        ),
        list([
          'Contact and quote requests, and related emails: 24 months from receipt. If the request leads to a contract, the necessary data becomes part of the management of the contractual relationship and is kept for its duration and, for accounting and tax records, for 10 years as required by Article 2220 of the Italian Civil Code.',
          'Restricted-area access log: 12 months from when the event is logged, after which the data is deleted.',
          'Administrator login sessions: until logout or until the session expires; expired sessions are deleted.',
          'Administrator accounts: for as long as the role lasts; the account is deleted when the role ends.',
          'Browsing data recorded in the server’s technical logs: no longer than 90 days.',
          'Cookies and data stored in the browser: for the duration stated in the [Cookie Policy](/cookie-policy).',
        ]),
        p(
          'Data may be kept for longer where this is necessary to investigate a security incident, to defend a legal claim or to comply with a request from the authorities, limited to the data concerned and for the time required. Deleted data also disappears from backup copies at the end of their regular rotation cycle.',
        ),
      ],
    },
    {
      id: 'diritti',
      heading: '7. Your rights as a data subject',
      blocks: [
        p(
          'As a data subject, you may exercise at any time the rights set out in Articles 15 to 22 GDPR, and in particular:',
        ),
        list([
          'the right of access to your data and to information about its processing (Article 15);',
          'the right to have inaccurate data rectified and incomplete data completed (Article 16);',
          'the right to erasure of your data (the “right to be forgotten”), where applicable (Article 17);',
          'the right to restriction of processing (Article 18);',
          'the right to portability of the data you have provided, in a structured, commonly used and machine-readable format (Article 20);',
          'the right to object to processing based on legitimate interest, on grounds relating to your particular situation (Article 21);',
          'the right not to be subject to a decision based solely on automated processing (Article 22), which the Controller does not carry out in any case;',
          'the right to withdraw the consent you have given at any time (Article 7(3)), including through the cookie settings.',
        ]),
        p(
          `To exercise your rights, simply send a request to ${EMAIL_LINK} or by post to Via dell’Esempio 1, 20057 Assago (MI), Italy. The Controller will respond without undue delay and in any event within one month of receiving the request; this period may be extended by two further months for particularly complex or numerous requests, in which case you will be informed. Exercising your rights is free of charge; the Controller may ask for information needed to verify the requester’s identity.`,
        ),
        p(
          'If you believe that the processing of your data breaches data protection law, you also have the right to lodge a complaint with the Garante per la protezione dei dati personali (the Italian Data Protection Authority, Italy’s counterpart to the UK Information Commissioner’s Office), Piazza Venezia 11, 00187 Rome, [www.garanteprivacy.it](https://www.garanteprivacy.it), under Article 77 GDPR, or to bring proceedings before the courts under Article 79 GDPR.',
        ),
      ],
    },
    {
      id: 'sicurezza',
      heading: '8. Data security',
      blocks: [
        p(
          'In accordance with Article 32 GDPR, the Controller applies technical and organisational measures appropriate to the risk to protect data against destruction, loss, alteration, unauthorised disclosure or access, including:',
        ),
        list([
          'data transmission over an encrypted connection (HTTPS/TLS);',
          'access to the restricted area allowed only to authorised administrators, with personal credentials and passwords stored only as hashes (Argon2id algorithm);',
          'protected session cookies (HttpOnly, SameSite and, over an encrypted connection, Secure), which expire after a period of inactivity and are revoked on logout;',
          'logging of access and administrative operations, which only the main administrator can consult;',
          'server-side validation of all data received and files uploaded;',
          'regular system updates and data backups.',
        ]),
        p(
          'No system connected to the internet can guarantee absolute security. In the event of a personal data breach, the Controller follows the procedures laid down in Articles 33 and 34 GDPR, including, where required, notifying the Garante within 72 hours and informing the data subjects.',
        ),
      ],
    },
    {
      id: 'cookie',
      heading: '9. Cookies and similar technologies',
      blocks: [
        p(
          'The website uses only technical cookies and local storage tools that are necessary for it to work. No third-party content is loaded before consent is given, and no analytics or marketing cookies are currently used. Choices made through the banner can be changed at any time. For full details, please see the [Cookie Policy](/cookie-policy).',
        ),
      ],
    },
    {
      id: 'modifiche',
      heading: '10. Changes to this notice',
      blocks: [
        p(
          'The Controller may amend or update this notice, including following changes in the law, guidance from the Garante, or changes to the services and technologies used. The current version is always published on this page, together with the date of the last update. In the event of material changes, the Controller will make this clear on the website and, where necessary, ask for fresh consent.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '11. Contact',
      blocks: [
        p(
          'For questions about this notice or the processing of personal data, or to exercise your rights, you can contact the Controller:',
        ),
        list([
          'NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italy – VAT No. IT00000000000',
          `Email: ${EMAIL_LINK}`,
          `Phone: ${PHONE_LINK} (Monday–Friday 08:00–18:00, Saturday 08:00–13:00)`,
        ]),
      ],
    },
  ],
};

export const cookiePolicy: PolicyDocument = {
  title: 'Cookie Policy',
  intro:
    'This Cookie Policy supplements the [Privacy Policy](/privacy-policy) and explains which cookies and similar tools are used by this website, operated by NBT Mobility S.r.l., and how you can give or change your choices, in accordance with Regulation (EU) 2016/679, Article 122 of Italian Legislative Decree 196/2003 (the Privacy Code) as amended by Legislative Decree 101/2018, and the “Guidelines on cookies and other tracking tools” of 10 June 2021 issued by the Garante per la protezione dei dati personali, the Italian Data Protection Authority.',
  sections: [
    {
      id: 'cosa-sono',
      heading: '1. What cookies are',
      blocks: [
        p(
          'Cookies are small text files that the websites you visit send to your browser, where they are stored and then sent back to the same websites on your next visit. They make it possible, for example, to keep you logged in or to remember the language you chose.',
        ),
        p(
          'The same rules apply to similar tools that store information on, or access information from, your device, such as the browser’s local storage. In this policy, the term “cookies” also covers these tools.',
        ),
        p(
          'Technical cookies, which are necessary for the website to work or for a service you have requested, do not require consent; non-technical cookies (for example non-anonymised analytics, profiling or marketing cookies) may be used only with your prior consent. First-party cookies are set by the website you are visiting; third-party cookies are set by other domains.',
        ),
      ],
    },
    {
      id: 'utilizzo',
      heading: '2. How this website uses cookies',
      blocks: [
        p(
          'This website uses only first-party technical cookies and data in the browser’s local storage, which are needed to remember the language you chose, to record your cookie choices and to allow administrators to access the restricted area. It does not use profiling cookies and does not share data collected through cookies with third parties.',
        ),
        p(
          'No third-party content or scripts are loaded before consent is given: the OpenStreetMap map loads only when you ask for it or after you accept the “Preferences” category, and the share buttons are simple links. Fonts, too, are hosted directly on the website, with no connection to external services.',
        ),
      ],
    },
    {
      id: 'tipologie',
      heading: '3. Types of cookies',
      blocks: [
        p(
          'Necessary cookies. These are essential for the website to work and cannot be switched off from the banner; under Article 122(1) of the Privacy Code they do not require consent. They are as follows:',
        ),
        table(
          ['Name', 'Purpose', 'Duration', 'Type'],
          [
            [
              'cookie-consent',
              'Records the choice made in the banner (all accepted, necessary only or customised) so that it is not shown again on every visit',
              'Persistent, until browser data is cleared',
              'Local storage, first-party, technical',
            ],
            [
              'cookie-preferences',
              'Stores preferences by category (necessary, analytics, marketing, preferences)',
              'Persistent, until browser data is cleared',
              'Local storage, first-party, technical',
            ],
            [
              'language',
              'Remembers the interface language chosen by the user',
              'Persistent, until browser data is cleared',
              'Local storage, first-party, technical (functionality)',
            ],
            [
              'lang',
              'Tells the server which language was chosen, so that pages are sent in the right language from the start',
              '12 months',
              'HTTP cookie, first-party, technical (functionality)',
            ],
            [
              'nbt_session',
              'Keeps administrators logged in to the restricted area; it is not set for ordinary visitors',
              'Until logout or until the session expires through inactivity',
              'HTTP cookie, first-party, technical session cookie (HttpOnly)',
            ],
          ],
        ),
        p(
          'Analytics cookies. These are used to gather statistical information about how the website is used, such as the number of visitors and the most visited pages. The category appears in the banner, but the website does not currently use any analytics tools and does not set cookies of this kind.',
        ),
        p(
          'Marketing cookies. These are used to show advertising in line with the user’s interests or to measure the effectiveness of campaigns, including on other websites. The category appears in the banner, but the website does not currently use any marketing or profiling tools and does not set cookies of this kind.',
        ),
        p(
          'Preference cookies. These make it possible to enrich the website with features and content provided by third parties. At present the category covers only the OpenStreetMap map in the “How to Find Us” section: if the category is accepted, the map loads automatically; otherwise a preview is shown and the map loads only when the user clicks on it. The website does not set any cookies of its own in this category; for the map provider, see section 4.',
        ),
        p(
          'Should the Controller introduce analytics or marketing tools or further third-party content in future, they will be activated only after the user has given consent, and this policy will be updated to state their name, provider, purpose and duration.',
        ),
      ],
    },
    {
      id: 'terze-parti',
      heading: '4. Third-party services and content',
      blocks: [
        list([
          'OpenStreetMap map: when it loads, your browser connects to the servers of the OpenStreetMap Foundation (United Kingdom, a country covered by a European Commission adequacy decision), which receives your IP address and the technical data of the request and may set its own cookies. The processing is governed by the [OpenStreetMap privacy policy](https://osmfoundation.org/wiki/Privacy_Policy).',
          'Share buttons (WhatsApp, Facebook, X/Twitter, LinkedIn) and the WhatsApp contact link: these are simple links, not embedded widgets. No data is sent to these platforms until you click; after the click, you are taken to the chosen service, which processes your data as an independent controller under its own privacy notice.',
          'Links to the Controller’s social media profiles: these open in a new tab and send no data to the platforms until you click.',
        ]),
        p(
          'For the cookies and processing of third-party services, which the Controller does not control, please refer to the privacy notices of the respective operators.',
        ),
      ],
    },
    {
      id: 'gestione',
      heading: '5. Managing your preferences',
      blocks: [
        p(
          'On your first visit, after about a second, a banner appears that tells you about the use of cookies, links to the [Privacy Policy](/privacy-policy) and offers three options:',
        ),
        list([
          '“Accept all”: turns on every category of cookies;',
          '“Necessary only”: keeps only the necessary cookies on and turns off all other categories;',
          '“Customise”: opens the settings panel, where you can switch the analytics, marketing and preferences categories on or off individually (necessary cookies are always on) and confirm with “Save preferences”; “Cancel” closes the panel without saving.',
        ]),
        p(
          'No non-essential cookies are used before you make your choice; scrolling the page does not count as consent. Your choice is stored in the browser and the banner is not shown again. You can change it or withdraw your consent at any time using the “Cookie settings” link in the footer of every page of the website, which reopens the settings panel, or by clearing the website’s browsing data, so that the banner is shown again.',
        ),
        p(
          'You can also manage, block or delete cookies and website data from your browser settings. Instructions for the most popular browsers are below:',
        ),
        list([
          '[Google Chrome](https://support.google.com/chrome/answer/95647?hl=it): Settings › Privacy and security › Third-party cookies / Delete browsing data;',
          '[Mozilla Firefox](https://support.mozilla.org/it/kb/Gestione%20dei%20cookie): Settings › Privacy & Security › Cookies and Site Data;',
          '[Apple Safari](https://support.apple.com/it-it/guide/safari/sfri11471/mac): Settings › Privacy › Manage Website Data (on iPhone and iPad: Settings › Safari);',
          '[Microsoft Edge](https://support.microsoft.com/it-it/microsoft-edge/eliminare-i-cookie-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09): Settings › Cookies and site permissions.',
        ]),
      ],
    },
    {
      id: 'conseguenze',
      heading: '6. What happens if you turn cookies off',
      blocks: [
        p(
          'Refusing the non-essential categories does not limit your use of the website: all pages, the vehicle catalogue and the contact form remain fully available. Without consent to the “Preferences” category, the map does not load automatically, but it can be displayed with a click.',
        ),
        p(
          'Blocking the necessary cookies and data in your browser as well, however, may affect some features: the language you chose is not remembered, the banner is shown again on every visit because your choice cannot be saved, and access to the restricted area is not possible.',
        ),
      ],
    },
    {
      id: 'aggiornamenti',
      heading: '7. Updates to this Cookie Policy',
      blocks: [
        p(
          'This Cookie Policy may be amended following changes in the law, new guidance from the Garante or the introduction of new tools on the website. The current version is always published on this page with the date of the last update. If the changes concern cookies that require consent, the banner will be shown again so that you can make an informed choice.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '8. Contact',
      blocks: [
        p(
          `For questions about cookies or the processing of personal data, you can contact the Controller, NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italy, at ${EMAIL_LINK} or on ${PHONE_LINK}. Further information, including your rights as a data subject and the right to lodge a complaint with the Garante per la protezione dei dati personali, is available in the [Privacy Policy](/privacy-policy).`,
        ),
      ],
    },
  ],
};
