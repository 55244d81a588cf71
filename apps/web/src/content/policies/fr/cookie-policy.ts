import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument, table } from '../types';

/*
 * French (France) translation of the cookie policy (see ../it/cookie-policy.ts, the binding text).
 */

export const policy: PolicyDocument = {
  title: 'Politique de cookies',
  intro:
    'La présente Politique de cookies complète la [Politique de confidentialité](/privacy-policy) et explique quels cookies et outils similaires sont utilisés par ce site, exploité par NBT Mobility S.r.l., et comment l’utilisateur peut exprimer ou modifier ses choix, conformément au règlement (UE) 2016/679 (RGPD), à l’article 122 du décret législatif italien n° 196/2003 (Code italien de la vie privée), tel que modifié par le décret législatif n° 101/2018, et aux « Lignes directrices sur les cookies et autres outils de traçage » du 10 juin 2021 du Garante per la protezione dei dati personali, l’autorité italienne de protection des données (équivalent de la CNIL en France).',
  sections: [
    {
      id: 'cosa-sono',
      heading: '1. Qu’est-ce qu’un cookie ?',
      blocks: [
        p(
          'Les cookies sont de petits fichiers texte que les sites visités envoient au navigateur de l’utilisateur, où ils sont stockés avant d’être renvoyés à ces mêmes sites lors de la visite suivante. Ils permettent, par exemple, de maintenir une session de connexion active ou de mémoriser la langue choisie.',
        ),
        p(
          'Les outils similaires qui stockent des informations sur l’appareil ou y accèdent, comme la mémoire locale du navigateur (local storage), sont soumis aux mêmes règles. Dans la présente politique, le terme « cookie » désigne également ces outils.',
        ),
        p(
          'Les cookies techniques, nécessaires au fonctionnement du site ou à un service demandé par l’utilisateur, ne requièrent pas de consentement ; les autres cookies (par exemple de mesure d’audience non anonymisée, de profilage ou de marketing) ne peuvent être utilisés qu’avec un consentement préalable. Les cookies internes (ou « first party ») sont déposés par le site visité, les cookies tiers par des domaines différents.',
        ),
      ],
    },
    {
      id: 'utilizzo',
      heading: '2. Comment ce site utilise les cookies',
      blocks: [
        p(
          'Ce site utilise exclusivement des cookies techniques internes et des données stockées dans la mémoire locale du navigateur, nécessaires pour mémoriser la langue choisie, enregistrer les choix en matière de cookies et permettre aux administrateurs d’accéder à l’espace réservé. Il n’utilise pas de cookies de profilage et ne partage avec aucun tiers les données collectées au moyen des cookies.',
        ),
        p(
          'Aucun contenu ni script tiers n’est chargé avant le consentement : la carte OpenStreetMap n’est chargée qu’à la demande de l’utilisateur ou après acceptation de la catégorie « Préférences », et les boutons de partage sont de simples liens. Les polices de caractères sont elles aussi hébergées directement sur le site, sans connexion à des services externes.',
        ),
      ],
    },
    {
      id: 'tipologie',
      heading: '3. Types de cookies',
      blocks: [
        p(
          'Cookies nécessaires. Indispensables au fonctionnement du site, ils ne peuvent pas être désactivés depuis le bandeau ; conformément à l’article 122, alinéa 1, du Code de la vie privée, ils ne requièrent pas de consentement. Il s’agit des cookies suivants :',
        ),
        table(
          ['Nom', 'Finalité', 'Durée', 'Type'],
          [
            [
              'cookie-consent',
              'Enregistre le choix exprimé dans le bandeau (tout accepter, nécessaires uniquement ou personnalisé) afin de ne pas le réafficher à chaque visite',
              'Persistant, jusqu’à l’effacement des données du navigateur',
              'Local storage, interne, technique',
            ],
            [
              'cookie-preferences',
              'Mémorise les préférences par catégorie (nécessaires, statistiques, marketing, préférences)',
              'Persistant, jusqu’à l’effacement des données du navigateur',
              'Local storage, interne, technique',
            ],
            [
              'language',
              'Mémorise la langue de l’interface choisie par l’utilisateur',
              'Persistant, jusqu’à l’effacement des données du navigateur',
              'Local storage, interne, technique de fonctionnalité',
            ],
            [
              'lang',
              'Indique au serveur la langue choisie, afin que les pages soient envoyées directement dans la bonne langue',
              '12 mois',
              'Cookie HTTP, interne, technique de fonctionnalité',
            ],
            [
              'nbt_session',
              'Maintient la session de connexion des administrateurs dans l’espace réservé ; il n’est pas déposé pour les visiteurs ordinaires',
              'Jusqu’à la déconnexion ou à l’expiration de la session pour inactivité',
              'Cookie HTTP, interne, technique de session (HttpOnly)',
            ],
          ],
        ),
        p(
          'Cookies statistiques. Ils servent à recueillir des informations statistiques sur l’utilisation du site, comme le nombre de visiteurs et les pages les plus consultées. La catégorie figure dans le bandeau, mais le site n’utilise actuellement aucun outil de mesure d’audience et ne dépose aucun cookie de ce type.',
        ),
        p(
          'Cookies marketing. Ils servent à afficher des publicités adaptées aux centres d’intérêt de l’utilisateur ou à mesurer l’efficacité des campagnes, y compris sur d’autres sites. La catégorie figure dans le bandeau, mais le site n’utilise actuellement aucun outil de marketing ou de profilage et ne dépose aucun cookie de ce type.',
        ),
        p(
          'Cookies de préférences. Ils permettent d’enrichir le site de fonctionnalités et de contenus fournis par des tiers. À ce jour, cette catégorie ne concerne que la carte OpenStreetMap de la rubrique « Nous trouver » : si la catégorie est acceptée, la carte se charge automatiquement ; sinon, un aperçu s’affiche et la carte ne se charge que lorsque l’utilisateur clique dessus. Le site ne dépose aucun cookie propre dans cette catégorie ; pour le fournisseur de la carte, voir la section 4.',
        ),
        p(
          'Si le Responsable du traitement venait à introduire des outils de mesure d’audience ou de marketing, ou d’autres contenus tiers, ceux-ci ne seraient activés qu’après le consentement de l’utilisateur et la présente politique serait mise à jour en précisant leur nom, leur fournisseur, leur finalité et leur durée.',
        ),
      ],
    },
    {
      id: 'terze-parti',
      heading: '4. Services et contenus tiers',
      blocks: [
        list([
          'Carte OpenStreetMap : lorsqu’elle est chargée, le navigateur se connecte aux serveurs de l’OpenStreetMap Foundation (Royaume-Uni, pays bénéficiant d’une décision d’adéquation de la Commission européenne), qui reçoit l’adresse IP et les données techniques de la requête et peut déposer ses propres cookies. Le traitement est régi par la [politique de confidentialité d’OpenStreetMap](https://osmfoundation.org/wiki/Privacy_Policy).',
          'Boutons de partage (WhatsApp, Facebook, X/Twitter, LinkedIn) et lien de contact WhatsApp : il s’agit de simples liens, et non de widgets intégrés. Aucune donnée n’est transmise à ces plateformes tant que l’utilisateur ne clique pas ; après le clic, l’utilisateur est redirigé vers le service choisi, qui traite les données en qualité de responsable du traitement distinct, selon sa propre politique de confidentialité.',
          'Liens vers les profils de réseaux sociaux du Responsable du traitement : ils s’ouvrent dans un nouvel onglet et ne transmettent aucune donnée aux plateformes avant le clic.',
        ]),
        p(
          'Pour les cookies et les traitements des services tiers, qui ne sont pas contrôlés par le Responsable du traitement, veuillez consulter les politiques de confidentialité de leurs opérateurs respectifs.',
        ),
      ],
    },
    {
      id: 'gestione',
      heading: '5. Gestion des préférences',
      blocks: [
        p(
          'Lors de la première visite, au bout d’une seconde environ, un bandeau apparaît : il informe sur l’utilisation des cookies, contient un lien vers la [Politique de confidentialité](/privacy-policy) et propose trois options :',
        ),
        list([
          '« Tout accepter » : active toutes les catégories de cookies ;',
          '« Nécessaires uniquement » : conserve uniquement les cookies nécessaires et désactive toutes les autres catégories ;',
          '« Personnaliser » : ouvre le panneau de paramètres, dans lequel vous pouvez activer ou désactiver une à une les catégories statistiques, marketing et préférences (les cookies nécessaires sont toujours actifs), puis confirmer avec « Enregistrer les préférences » ; « Annuler » ferme le panneau sans enregistrer.',
        ]),
        p(
          'Aucun cookie non nécessaire n’est utilisé avant que le choix ne soit fait ; le simple défilement de la page ne vaut pas consentement. Le choix est mémorisé dans le navigateur et le bandeau ne s’affiche plus. Vous pouvez le modifier ou retirer votre consentement à tout moment grâce au lien « Paramètres des cookies » présent dans le pied de page de chaque page du site, qui rouvre le panneau de paramètres, ou en effaçant les données de navigation du site, afin que le bandeau s’affiche à nouveau.',
        ),
        p(
          'L’utilisateur peut également gérer, bloquer ou supprimer les cookies et les données des sites depuis les paramètres de son navigateur. Voici les instructions pour les navigateurs les plus courants :',
        ),
        list([
          '[Google Chrome](https://support.google.com/chrome/answer/95647?hl=it) : Paramètres › Confidentialité et sécurité › Cookies tiers / Supprimer les données de navigation ;',
          '[Mozilla Firefox](https://support.mozilla.org/it/kb/Gestione%20dei%20cookie) : Paramètres › Vie privée et sécurité › Cookies et données de sites ;',
          '[Apple Safari](https://support.apple.com/it-it/guide/safari/sfri11471/mac) : Réglages › Confidentialité › Gérer les données des sites web (sur iPhone et iPad : Réglages › Safari) ;',
          '[Microsoft Edge](https://support.microsoft.com/it-it/microsoft-edge/eliminare-i-cookie-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09) : Paramètres › Cookies et autorisations de site.',
        ]),
      ],
    },
    {
      id: 'conseguenze',
      heading: '6. Conséquences de la désactivation',
      blocks: [
        p(
          'Refuser les catégories non nécessaires ne limite pas l’utilisation du site : toutes les pages, le catalogue des véhicules et le formulaire de contact restent entièrement accessibles. Sans consentement à la catégorie « Préférences », la carte ne se charge pas automatiquement, mais elle peut être affichée d’un simple clic.',
        ),
        p(
          'En revanche, bloquer depuis le navigateur les cookies et données nécessaires peut empêcher certaines fonctions : la langue choisie n’est pas mémorisée, le bandeau réapparaît à chaque visite faute de pouvoir enregistrer le choix, et l’accès à l’espace réservé est impossible.',
        ),
      ],
    },
    {
      id: 'aggiornamenti',
      heading: '7. Mises à jour de la présente Politique de cookies',
      blocks: [
        p(
          'La présente Politique de cookies peut être modifiée à la suite d’évolutions réglementaires, de nouvelles recommandations du Garante ou de l’introduction de nouveaux outils sur le site. La version en vigueur est toujours publiée sur cette page avec la date de sa dernière mise à jour. Si les modifications concernent des cookies soumis à consentement, le bandeau s’affichera à nouveau pour permettre à l’utilisateur de faire un choix éclairé.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '8. Contact',
      blocks: [
        p(
          `Pour toute question sur les cookies ou sur le traitement des données personnelles, vous pouvez contacter le Responsable du traitement, NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italie, à l’adresse ${EMAIL_LINK} ou au ${PHONE_LINK}. D’autres informations, notamment sur les droits de la personne concernée et la possibilité d’introduire une réclamation auprès du Garante per la protezione dei dati personali (l’autorité italienne de protection des données), sont disponibles dans la [Politique de confidentialité](/privacy-policy).`,
        ),
      ],
    },
  ],
};
