import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument } from '../types';

/*
 * French (France) translation of the privacy policy (see ../it/privacy-policy.ts, the binding text).
 */

export const policy: PolicyDocument = {
  title: 'Politique de confidentialité',
  intro:
    'La présente politique est fournie en application de l’article 13 du règlement (UE) 2016/679 (« RGPD ») et du décret législatif italien n° 196/2003 (« Code en matière de protection des données personnelles », ci-après le « Code de la vie privée »), tel que modifié par le décret législatif n° 101/2018. Elle décrit la manière dont NBT Mobility S.r.l. traite les données personnelles des personnes qui consultent ce site, envoient une demande de contact ou de devis, ou accèdent à l’espace réservé. Elle concerne exclusivement ce site, et non les sites tiers accessibles, le cas échéant, par des liens.',
  sections: [
    {
      id: 'informazioni-generali',
      heading: '1. Informations générales et responsable du traitement',
      blocks: [
        p(
          'Le responsable du traitement est NBT Mobility S.r.l. (ci-après « NBT » ou le « Responsable du traitement »), dont le siège social est situé Via dell’Esempio 1, 20057 Assago (MI), Italie, numéro de TVA IT00000000000.',
        ),
        list([
          `E-mail : ${EMAIL_LINK}`,
          `Téléphone : ${PHONE_LINK}`,
          'Adresse postale : Via dell’Esempio 1, 20057 Assago (MI), Italie',
        ]),
        p(
          'Les conditions prévues à l’article 37 du RGPD n’étant pas réunies, le Responsable du traitement n’a pas désigné de délégué à la protection des données (DPO) : pour toute question relative aux données personnelles, vous pouvez vous adresser directement au Responsable du traitement aux coordonnées indiquées ci-dessus.',
        ),
      ],
    },
    {
      id: 'dati-raccolti',
      heading: '2. Données personnelles collectées',
      blocks: [
        p(
          'Le Responsable du traitement ne traite que les données nécessaires aux finalités décrites dans la présente politique. En particulier :',
        ),
        list([
          'Données de navigation : les systèmes informatiques qui font fonctionner le site recueillent, dans le cadre de leur fonctionnement normal, certaines données dont la transmission est inhérente à l’utilisation des protocoles Internet, telles que l’adresse IP, la date et l’heure de la requête, la page demandée, la méthode et le code de réponse, le type de navigateur et le système d’exploitation. Elles sont utilisées uniquement pour assurer le bon fonctionnement et la sécurité du site, et non pour identifier les utilisateurs.',
          'Données fournies via le formulaire de contact ou de demande de devis : prénom, nom, adresse e-mail, numéro de téléphone (facultatif), service concerné, texte du message et, si la demande est envoyée depuis la fiche d’un véhicule, la référence de ce véhicule. Les données sont enregistrées dans la base de données du Responsable du traitement ; après l’envoi, le logiciel de messagerie de l’utilisateur s’ouvre avec un message prérempli, que l’utilisateur est libre d’envoyer ou non.',
          'Données fournies spontanément par e-mail, par téléphone ou via WhatsApp : les données contenues dans les communications que l’utilisateur choisit d’adresser au Responsable du traitement, y compris le numéro de téléphone ou l’adresse e-mail de l’expéditeur.',
          'Données des administrateurs de l’espace réservé : nom d’utilisateur, mot de passe (conservé exclusivement sous forme chiffrée au moyen d’une fonction de hachage), données de la session de connexion et journal des accès (date et heure, type d’événement, nom d’utilisateur, adresse IP, résultat des tentatives de connexion et opérations d’administration effectuées).',
          'Données enregistrées sur l’appareil : cookies techniques et données stockées dans la mémoire locale du navigateur (local storage) relatives au consentement aux cookies, aux préférences en matière de cookies et à la langue choisie, comme décrit dans la [Politique de cookies](/cookie-policy).',
        ]),
        p(
          'Les champs signalés comme obligatoires dans le formulaire de contact sont nécessaires pour répondre à la demande : à défaut, il n’est pas possible d’y donner suite. Le numéro de téléphone est facultatif. Le site ne demande aucune catégorie particulière de données (article 9 du RGPD) : l’utilisateur est donc invité à ne pas indiquer dans son message de données relatives à sa santé, à ses opinions politiques, à ses convictions religieuses ou autres données de même nature. Les services proposés sur le site ne s’adressent pas aux mineurs de moins de 18 ans.',
        ),
      ],
    },
    {
      id: 'finalita',
      heading: '3. Finalités du traitement',
      blocks: [
        p('Les données personnelles sont traitées pour les finalités suivantes :'),
        list([
          'a) répondre aux demandes d’information et de devis relatives aux services de NBT (location et vente de véhicules, transport lourd, terrassement, réparation automobile, lavage auto, assistance routière) et gérer les échanges précontractuels qui s’ensuivent ;',
          'b) permettre le fonctionnement du site, conserver les préférences de langue et enregistrer les choix de l’utilisateur en matière de cookies ;',
          'c) gérer l’espace réservé, authentifier les administrateurs et garantir la sécurité des systèmes, notamment au moyen de la journalisation des accès afin de prévenir, détecter et reconstituer les accès non autorisés ou les utilisations abusives ;',
          'd) respecter les obligations prévues par la loi, les règlements ou la réglementation européenne, ainsi que répondre aux demandes des autorités compétentes ;',
          'e) constater, exercer ou défendre les droits du Responsable du traitement en justice ou à l’amiable.',
        ]),
        p(
          'Les données ne sont pas utilisées à des fins de marketing, ne sont pas cédées à des tiers et ne font l’objet ni d’un profilage ni d’une prise de décision automatisée au sens de l’article 22 du RGPD. Toute autre finalité éventuelle fera l’objet d’une information préalable et, si nécessaire, d’un recueil du consentement.',
        ),
      ],
    },
    {
      id: 'base-giuridica',
      heading: '4. Base légale du traitement',
      blocks: [
        list([
          'Finalité a) : exécution de mesures précontractuelles prises à la demande de la personne concernée (article 6, paragraphe 1, point b), du RGPD).',
          'Finalité b) : intérêt légitime du Responsable du traitement à proposer un site fonctionnel (article 6, paragraphe 1, point f), du RGPD) ; les cookies techniques strictement nécessaires ne requièrent pas de consentement (article 122, alinéa 1, du Code de la vie privée).',
          'Finalité c) : intérêt légitime du Responsable du traitement à assurer la sécurité des réseaux et des systèmes d’information (article 6, paragraphe 1, point f), et considérant 49 du RGPD) ; pour les administrateurs, également la relation de travail ou de collaboration en cours (article 6, paragraphe 1, point b), du RGPD). Le journal des accès est utilisé uniquement à des fins de sécurité et non pour contrôler l’activité professionnelle, conformément à l’article 4 de la loi italienne n° 300/1970 (Statut des travailleurs).',
          'Finalité d) : respect d’une obligation légale à laquelle le Responsable du traitement est soumis (article 6, paragraphe 1, point c), du RGPD).',
          'Finalité e) : intérêt légitime du Responsable du traitement à la défense de ses droits (article 6, paragraphe 1, point f), du RGPD).',
          'Cookies et contenus tiers non nécessaires (carte, éventuels outils de mesure d’audience ou de marketing) : consentement de la personne concernée (article 6, paragraphe 1, point a), du RGPD et article 122 du Code de la vie privée), qui peut être retiré à tout moment sans compromettre la licéité du traitement fondé sur le consentement donné avant ce retrait.',
        ]),
      ],
    },
    {
      id: 'destinatari',
      heading: '5. Destinataires et communication des données',
      blocks: [
        p(
          'Les données sont traitées par le personnel du Responsable du traitement, autorisé et formé conformément à l’article 29 du RGPD et à l’article 2-quaterdecies du Code de la vie privée, dans la limite de ce qui est nécessaire à ses fonctions. Les catégories de destinataires suivantes peuvent également avoir connaissance des données :',
        ),
        list([
          'le prestataire d’hébergement du site et de sa base de données, désigné comme sous-traitant au sens de l’article 28 du RGPD ;',
          'le prestataire de messagerie électronique du Responsable du traitement, pour les e-mails reçus et envoyés, également désigné comme sous-traitant ;',
          'les prestataires chargés du développement et de la maintenance technique du site, désignés comme sous-traitants et autorisés à accéder aux données uniquement lorsque cela est strictement nécessaire ;',
          'les conseils et professionnels (par exemple avocats ou experts-comptables), en qualité de responsables du traitement distincts, lorsque cela est nécessaire aux finalités d) et e) ;',
          'les autorités publiques et judiciaires, dans les cas prévus par la loi.',
        ]),
        p(
          'La liste à jour des sous-traitants est disponible sur simple demande adressée au Responsable du traitement. Les données ne sont ni diffusées ni vendues à des tiers.',
        ),
        p(
          'Les données sont conservées sur des serveurs situés dans l’Union européenne et le Responsable du traitement ne les transfère pas vers des pays tiers. Si, à l’avenir, le recours à un prestataire devait entraîner un transfert en dehors de l’Espace économique européen, celui-ci n’aurait lieu que vers des pays bénéficiant d’une décision d’adéquation de la Commission européenne (article 45 du RGPD) ou sur la base de clauses contractuelles types approuvées par la Commission (article 46 du RGPD), et la présente politique serait mise à jour en conséquence.',
        ),
        p(
          'Lorsque l’utilisateur choisit d’utiliser les boutons de partage (WhatsApp, Facebook, X, LinkedIn), le lien WhatsApp pour nous contacter ou la carte OpenStreetMap, les données nécessaires (par exemple l’adresse IP et la page partagée) sont transmises aux opérateurs de ces services, qui agissent en qualité de responsables du traitement distincts selon leurs propres politiques de confidentialité, y compris avec d’éventuels transferts hors de l’UE.',
        ),
      ],
    },
    {
      id: 'conservazione',
      heading: '6. Durée de conservation',
      blocks: [
        p(
          'Les données sont conservées pendant la durée strictement nécessaire aux finalités pour lesquelles elles sont collectées, selon les critères suivants :',
        ),
        list([
          'Demandes de contact et de devis, et e-mails correspondants : 24 mois à compter de leur réception. Si la demande débouche sur un contrat, les données nécessaires sont intégrées à la gestion de la relation contractuelle et conservées pendant toute sa durée et, pour les documents comptables et fiscaux, pendant 10 ans conformément à l’article 2220 du Code civil italien.',
          'Journal des accès à l’espace réservé : 12 mois à compter de l’enregistrement de l’événement, après quoi les données sont effacées.',
          'Sessions de connexion des administrateurs : jusqu’à la déconnexion ou à l’expiration de la session ; les sessions expirées sont supprimées.',
          'Comptes des administrateurs : pendant toute la durée de leur mission ; le compte est supprimé lorsque la mission prend fin.',
          'Données de navigation enregistrées dans les journaux techniques du serveur : 90 jours au maximum.',
          'Cookies et données stockées dans le navigateur : pendant la durée indiquée dans la [Politique de cookies](/cookie-policy).',
        ]),
        p(
          'Une conservation plus longue reste possible lorsqu’elle est nécessaire pour établir un incident de sécurité, pour défendre un droit en justice ou pour répondre à une demande d’une autorité, dans la limite des données concernées et pour la durée nécessaire. Les données effacées disparaissent également des copies de sauvegarde au terme de leur cycle de rotation périodique.',
        ),
      ],
    },
    {
      id: 'diritti',
      heading: '7. Droits de la personne concernée',
      blocks: [
        p(
          'En tant que personne concernée, l’utilisateur peut exercer à tout moment les droits prévus aux articles 15 à 22 du RGPD, et notamment :',
        ),
        list([
          'le droit d’accès à ses données et aux informations relatives au traitement (article 15) ;',
          'le droit de rectification des données inexactes et de compléter les données incomplètes (article 16) ;',
          'le droit à l’effacement des données (« droit à l’oubli »), dans les cas prévus (article 17) ;',
          'le droit à la limitation du traitement (article 18) ;',
          'le droit à la portabilité des données fournies, dans un format structuré, couramment utilisé et lisible par machine (article 20) ;',
          'le droit de s’opposer au traitement fondé sur l’intérêt légitime, pour des raisons tenant à sa situation particulière (article 21) ;',
          'le droit de ne pas faire l’objet d’une décision fondée exclusivement sur un traitement automatisé (article 22), traitement auquel le Responsable du traitement ne procède d’ailleurs pas ;',
          'le droit de retirer à tout moment le consentement donné (article 7, paragraphe 3), y compris via les paramètres des cookies.',
        ]),
        p(
          `Pour exercer ses droits, il suffit d’envoyer une demande à ${EMAIL_LINK} ou par courrier à l’adresse Via dell’Esempio 1, 20057 Assago (MI), Italie. Le Responsable du traitement répond dans les meilleurs délais et en tout état de cause dans un délai d’un mois à compter de la réception de la demande ; ce délai peut être prolongé de deux mois en cas de demandes particulièrement complexes ou nombreuses, la personne concernée en étant alors informée. L’exercice des droits est gratuit ; le Responsable du traitement peut demander les informations utiles pour vérifier l’identité du demandeur.`,
        ),
        p(
          'La personne concernée qui estime que le traitement de ses données enfreint la réglementation a en outre le droit d’introduire une réclamation auprès du Garante per la protezione dei dati personali, l’autorité italienne de protection des données, équivalent de la CNIL en France (Piazza Venezia 11, 00187 Rome, Italie, [www.garanteprivacy.it](https://www.garanteprivacy.it)), conformément à l’article 77 du RGPD, ou de former un recours juridictionnel conformément à l’article 79 du RGPD.',
        ),
      ],
    },
    {
      id: 'sicurezza',
      heading: '8. Sécurité des données',
      blocks: [
        p(
          'Conformément à l’article 32 du RGPD, le Responsable du traitement met en œuvre des mesures techniques et organisationnelles adaptées au risque afin de protéger les données contre la destruction, la perte, l’altération, la divulgation ou l’accès non autorisés, notamment :',
        ),
        list([
          'la transmission des données via une connexion chiffrée (HTTPS/TLS) ;',
          'un accès à l’espace réservé limité aux administrateurs autorisés, avec des identifiants personnels et des mots de passe conservés exclusivement sous forme hachée (algorithme Argon2id) ;',
          'des cookies de session protégés (HttpOnly, SameSite et, sur connexion chiffrée, Secure), qui expirent après une période d’inactivité et sont révoqués à la déconnexion ;',
          'la journalisation des accès et des opérations d’administration, consultable uniquement par l’administrateur principal ;',
          'la vérification côté serveur de toutes les données reçues et de tous les fichiers téléversés ;',
          'la mise à jour régulière des systèmes et la sauvegarde des données.',
        ]),
        p(
          'Aucun système connecté à Internet ne peut garantir une sécurité absolue. En cas de violation de données personnelles, le Responsable du traitement applique les procédures prévues aux articles 33 et 34 du RGPD, y compris, lorsqu’elles sont requises, la notification au Garante dans un délai de 72 heures et la communication aux personnes concernées.',
        ),
      ],
    },
    {
      id: 'cookie',
      heading: '9. Cookies et technologies similaires',
      blocks: [
        p(
          'Le site utilise uniquement des cookies techniques et des outils de stockage local nécessaires à son fonctionnement. Aucun contenu tiers n’est chargé avant le consentement et aucun cookie de mesure d’audience ou de marketing n’est actuellement utilisé. Les choix effectués via le bandeau peuvent être modifiés à tout moment. Pour plus de détails, veuillez consulter la [Politique de cookies](/cookie-policy).',
        ),
      ],
    },
    {
      id: 'modifiche',
      heading: '10. Modifications de la présente politique',
      blocks: [
        p(
          'Le Responsable du traitement peut modifier ou mettre à jour la présente politique, notamment à la suite d’évolutions réglementaires, de recommandations du Garante ou de modifications des services et des technologies utilisés. La version en vigueur est toujours publiée sur cette page, avec la date de sa dernière mise à jour. En cas de modifications substantielles, le Responsable du traitement les signalera sur le site et, si nécessaire, recueillera à nouveau votre consentement.',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '11. Contact',
      blocks: [
        p(
          'Pour toute question sur la présente politique, sur le traitement des données personnelles ou pour exercer vos droits, vous pouvez contacter le Responsable du traitement :',
        ),
        list([
          'NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italie – numéro de TVA IT00000000000',
          `E-mail : ${EMAIL_LINK}`,
          `Téléphone : ${PHONE_LINK} (du lundi au vendredi de 8 h à 18 h, le samedi de 8 h à 13 h)`,
        ]),
      ],
    },
  ],
};
