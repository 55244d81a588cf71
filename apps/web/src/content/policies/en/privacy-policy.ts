import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument } from '../types';

/*
 * British English privacy policy, translated from ../it/privacy-policy.ts (the Italian text is binding).
 */

export const policy: PolicyDocument = {
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
