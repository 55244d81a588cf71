import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument, table } from '../types';

/*
 * British English cookie policy, translated from ../it/cookie-policy.ts (the Italian text is binding).
 */

export const policy: PolicyDocument = {
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
