// Platform documents in French (fr_FR).
import type { NoteDoc } from './types';

export const fr_FR: NoteDoc[] = [
  {
    type: 1,
    title: "Conditions générales d'utilisation",
    content: `Les présentes conditions générales d'utilisation (les « Conditions ») régissent l'accès au site web, aux applications mobiles et à l'ensemble des services proposés par Aurelix (« Aurelix », « nous » ou la « Plateforme »). En créant un compte ou en utilisant l'un de nos services, vous reconnaissez avoir lu, compris et accepté sans réserve les présentes Conditions. Si vous n'en acceptez pas l'une des stipulations, nous vous invitons à ne pas utiliser la Plateforme.

## 1. Conditions d'accès et ouverture de compte

La Plateforme est réservée aux personnes âgées d'au moins 18 ans (ou de l'âge de la majorité dans leur pays de résidence s'il est plus élevé), disposant de la pleine capacité juridique, ne se trouvant pas dans une région soumise à restrictions et ne figurant sur aucune liste de sanctions. Une seule personne ne peut détenir qu'un seul compte.

Vous ouvrez votre compte avec une adresse e-mail ou un numéro de téléphone mobile, confirmé par un code de vérification à usage unique. Lors de l'inscription, vous choisissez un mot de passe de connexion ; un mot de passe de fonds distinct, obligatoirement différent du premier, est en outre requis pour les retraits, les transactions P2P et les autres opérations sur vos actifs. Si vous disposez d'un code d'invitation, vous pouvez le saisir à l'inscription : il rattache votre compte à l'utilisateur qui vous a parrainé et ne confère aucun autre droit. Vous vous engagez à fournir des informations exactes et à jour.

## 2. Vérification d'identité et plafonds

Afin de respecter nos obligations de lutte contre le blanchiment de capitaux (LCB-FT) et de connaissance du client (KYC), nous pouvons vous demander une pièce d'identité, une photographie et des informations complémentaires. Vos plafonds de retrait dépendent de votre statut de vérification :

- compte non vérifié : 100 USDT (ou leur contre-valeur) au maximum par période de 24 heures ;
- compte vérifié : jusqu'à 10 000 USDT (ou leur contre-valeur) par période de 24 heures.

Nous pouvons à tout moment demander des justificatifs supplémentaires, refuser une vérification ou modifier les plafonds lorsque la réglementation ou notre évaluation des risques l'exige.

## 3. Sécurité du compte

Vous êtes responsable de la confidentialité de votre mot de passe de connexion, de votre mot de passe de fonds, de vos codes de vérification et des appareils depuis lesquels vous vous connectez. Nous vous recommandons d'activer l'authentification à deux facteurs, d'utiliser des mots de passe robustes et uniques et de vérifier l'adresse du site avant toute saisie. Le personnel d'Aurelix ne vous demandera jamais vos mots de passe ni vos codes. Toute opération effectuée avec vos identifiants est réputée avoir été effectuée par vous. En cas de suspicion d'accès non autorisé, prévenez immédiatement le support.

## 4. Produits et services

- Trading au comptant (spot) : achat et vente d'actifs numériques par ordres au marché ou à cours limité, avec livraison immédiate.
- Contrats à terme perpétuels USDS-M : contrats sans échéance, avec marge en USDT et effet de levier. Le levier multiplie les gains comme les pertes ; si votre marge devient insuffisante, votre position est liquidée d'office et vous pouvez perdre la totalité de la marge engagée.
- Contrats à la seconde : vous choisissez un sens d'évolution du cours et l'une des durées fixes proposées. À l'échéance, le contrat est réglé automatiquement : en cas de gain, le rendement affiché avant confirmation vous est versé ; en cas de perte, la mise est perdue ; en cas d'égalité (cours de clôture identique au cours d'ouverture), la mise vous est restituée.
- Échanges P2P : achat et vente d'actifs numériques contre monnaie fiduciaire directement entre utilisateurs, avec paiement par virement bancaire. Les actifs du vendeur sont bloqués sous séquestre par la Plateforme pendant la transaction. L'acheteur doit effectuer le virement et marquer l'ordre comme payé dans le délai imparti ; le vendeur doit confirmer la réception des fonds et débloquer les actifs dans le délai de confirmation. Les ordres non payés à temps sont annulés et des annulations répétées peuvent entraîner une restriction de l'accès au P2P. Les litiges sont examinés par le support sur la base des justificatifs fournis.
- Souscription ICO : participation à la vente de jetons de nouveaux projets pendant la période de souscription. L'allocation peut être proportionnelle et les jetons peuvent être bloqués pendant une certaine durée. La présence d'un projet sur la Plateforme ne vaut pas recommandation.

Vos actifs sont répartis entre les comptes de votre portefeuille multi-comptes : spot, contrats à terme, contrats à la seconde, fiat et ICO.

## 5. Frais

Par défaut, les frais de trading au comptant s'élèvent à 0,1 % pour le maker comme pour le taker. Les frais des autres produits et les frais de réseau applicables aux retraits sont indiqués avant la confirmation de chaque opération. Les transferts internes entre vos propres comptes sont gratuits. La grille tarifaire en vigueur est publiée sur la Plateforme et peut évoluer moyennant un préavis.

## 6. Dépôts et retraits

Pour tout dépôt ou retrait, vous devez sélectionner le réseau correspondant à l'actif et à l'adresse de destination et, le cas échéant, renseigner le tag ou le mémo demandé. Les actifs envoyés sur un mauvais réseau ou à une mauvaise adresse peuvent être définitivement perdus ; Aurelix ne peut en garantir la récupération. Chaque demande de retrait est validée par votre mot de passe de fonds et fait l'objet d'un contrôle de sécurité et de conformité, au cours duquel elle peut être retardée ou refusée.

## 7. Utilisations interdites et régions soumises à restrictions

Il est interdit d'utiliser la Plateforme à des fins de blanchiment de capitaux, de financement du terrorisme, de fraude, de contournement de sanctions, de manipulation de marché (notamment transactions fictives et « spoofing »), d'abus d'offres promotionnelles, de création de comptes multiples, d'utilisation de l'identité ou du compte d'un tiers, ou pour perturber le fonctionnement de la Plateforme. Nos services ne sont pas proposés aux personnes situées dans des juridictions faisant l'objet de sanctions globales ni dans les pays où ils sont interdits ; la liste à jour est publiée sur la Plateforme. Tout contournement de ces restrictions, notamment au moyen d'un VPN, est interdit.

## 8. Suspension et résiliation

Nous pouvons restreindre certaines fonctionnalités, geler des actifs, suspendre ou clôturer votre compte en cas de manquement aux présentes Conditions, sur demande d'une autorité compétente, en cas de soupçon de fraude ou de menace pour la sécurité. Vous pouvez clôturer votre compte à tout moment après avoir retiré vos actifs. La clôture ne vous libère pas des obligations nées antérieurement.

## 9. Limitation de responsabilité

La Plateforme est fournie « en l'état ». Dans les limites autorisées par la loi, Aurelix ne saurait être tenue responsable des pertes de profits, dommages indirects, pertes de marché, défaillances des réseaux blockchain, agissements de tiers, cas de force majeure, ni des erreurs de l'utilisateur telles que le choix d'un mauvais réseau. En tout état de cause, la responsabilité totale d'Aurelix est limitée au montant des frais que vous avez acquittés au cours des 12 derniers mois.

## 10. Modifications, dispositions applicables et contact

Nous pouvons modifier les présentes Conditions en publiant une nouvelle version sur la Plateforme ; les modifications importantes vous sont notifiées à l'avance. La poursuite de l'utilisation des services vaut acceptation de la nouvelle version. Les présentes Conditions sont complétées par la Politique de confidentialité, les Mentions légales et les règles propres à chaque produit. En cas de divergence entre les versions linguistiques, la version anglaise prévaut. Les litiges sont régis par le droit indiqué sur la Plateforme pour l'exploitant du service, sous réserve des dispositions impératives protégeant les consommateurs.

Pour toute question, écrivez-nous à support@aurelix.example.`,
  },
  {
    type: 2,
    title: 'Politique de confidentialité',
    content: `La présente Politique de confidentialité explique quelles données personnelles Aurelix collecte, à quelles fins nous les utilisons, avec qui nous les partageons et quels sont vos droits. Nous traitons vos données conformément à la réglementation applicable en matière de protection des données, notamment le Règlement général sur la protection des données (RGPD) lorsqu'il est applicable.

## 1. Données collectées

- Données de compte : adresse e-mail ou numéro de téléphone, pseudonyme, code d'invitation et empreintes (hash) de vos mots de passe ; nous ne conservons jamais vos mots de passe en clair.
- Données de vérification d'identité : nom, date de naissance, nationalité, informations et images de votre pièce d'identité, photographie de comparaison.
- Données relatives aux appareils et aux connexions : adresse IP, type d'appareil et de navigateur, horaires de connexion, historique des sessions.
- Données de transaction : dépôts, retraits, adresses de portefeuille, ordres et transactions exécutées, transferts entre comptes, ordres P2P et coordonnées bancaires qui y figurent, souscriptions ICO.
- Vos demandes au support et nos échanges avec vous.

## 2. Finalités et bases légales

- Exécution du contrat : inscription, gestion du compte, exécution des ordres, règlement, dépôts et retraits.
- Respect de nos obligations légales : vérification d'identité, lutte contre le blanchiment de capitaux et le financement du terrorisme, obligations comptables et fiscales, réponses aux réquisitions des autorités.
- Intérêt légitime : sécurisation des comptes, prévention de la fraude, suivi de la stabilité et amélioration du service.
- Consentement : communications facultatives et autres cas où la loi l'exige. Vous pouvez retirer votre consentement à tout moment.

## 3. Durées de conservation

Nous conservons vos données pendant toute la durée de vie de votre compte puis, après sa clôture, pendant la durée imposée par la réglementation relative à la lutte contre le blanchiment et par les obligations comptables (en général au moins cinq ans). Les journaux de connexion et données techniques sont conservés le temps nécessaire à la sécurité du service. À l'issue de ces durées, les données sont supprimées ou anonymisées.

## 4. Partage des données

Nous ne vendons pas vos données personnelles. Elles ne peuvent être communiquées qu'aux destinataires suivants :

- nos prestataires agissant pour notre compte : hébergement, vérification d'identité, envoi de SMS et d'e-mails, support client ;
- votre contrepartie dans une transaction P2P, dans la stricte mesure nécessaire (par exemple le nom du bénéficiaire et ses coordonnées bancaires) ;
- les autorités administratives et judiciaires, lorsque la loi ou une réquisition officielle l'impose ;
- un éventuel successeur en cas de fusion ou de cession d'activité, dans le respect des garanties de la présente Politique.

## 5. Sécurité

Nous chiffrons les données en transit, ne conservons les mots de passe et les jetons de session que sous forme d'empreintes, limitons l'accès de nos équipes selon le principe du moindre privilège, journalisons les opérations et procédons à des audits réguliers. Aucun système n'étant infaillible, nous vous demandons de respecter également les règles de sécurité de votre compte.

## 6. Vos droits

Dans les conditions prévues par la loi, vous disposez des droits suivants :

- droit d'accès à vos données et d'en obtenir une copie ;
- droit de rectification des données inexactes ou incomplètes ;
- droit à l'effacement des données dont la conservation n'est pas légalement requise ;
- droit d'opposition au traitement fondé sur l'intérêt légitime et droit à la limitation du traitement ;
- droit de retirer votre consentement et d'introduire une réclamation auprès de l'autorité de contrôle compétente (en France, la CNIL).

Pour exercer vos droits, écrivez à support@aurelix.example. Nous pourrons vous demander de justifier de votre identité avant de donner suite à votre demande.

## 7. Cookies et stockage local

Nous n'utilisons que des traceurs strictement nécessaires, dans votre navigateur et dans l'application : le jeton de session (pour vous maintenir connecté), la langue d'affichage et la devise de cotation que vous avez choisies. Ces informations ne sont pas utilisées à des fins publicitaires. Si vous les effacez, vous devrez vous reconnecter et choisir à nouveau vos préférences.

## 8. Transferts internationaux

Nos serveurs et prestataires peuvent être situés hors de votre pays de résidence, y compris hors de l'Union européenne. Dans ce cas, nous mettons en place les garanties prévues par la réglementation, notamment des clauses contractuelles types de protection des données.

## 9. Mineurs

La Plateforme n'est pas destinée aux personnes de moins de 18 ans. Nous ne collectons pas sciemment leurs données ; si nous en découvrons, le compte concerné est clôturé et les données supprimées, sauf obligation légale contraire.

## 10. Modifications et contact

Nous pouvons mettre à jour la présente Politique ; toute modification importante sera annoncée sur la Plateforme. Pour toute question relative à vos données personnelles : support@aurelix.example.`,
  },
  {
    type: 3,
    title: 'Guide du débutant',
    content: `Ce guide vous accompagne pas à pas, de l'inscription jusqu'à votre premier ordre et à votre premier retrait. Comptez environ une demi-heure.

## Étape 1 : créer votre compte

Cliquez sur « S'inscrire » et choisissez de vous inscrire avec votre adresse e-mail ou votre numéro de téléphone mobile. Saisissez le code de vérification reçu par e-mail ou par SMS, puis choisissez un mot de passe de connexion robuste. Si un proche vous a transmis un code d'invitation, indiquez-le dès maintenant : il ne pourra pas être ajouté plus tard.

## Étape 2 : sécuriser votre compte

- Définissez un mot de passe de fonds dans la rubrique « Sécurité ». Il vous sera demandé pour les retraits et les transactions P2P et doit être différent de votre mot de passe de connexion.
- Activez l'authentification à deux facteurs.
- Ajoutez le site d'Aurelix à vos favoris et connectez-vous uniquement depuis ce favori pour éviter les pages d'hameçonnage.
- Ne communiquez jamais vos mots de passe ni vos codes, y compris à une personne se présentant comme membre du support.

## Étape 3 : vérifier votre identité

Dans « Profil » → « Vérification d'identité », renseignez vos informations, puis téléversez une photo de votre pièce d'identité et un selfie. L'examen est généralement rapide. Sans vérification, vous pouvez retirer jusqu'à 100 USDT (contre-valeur) par période de 24 heures ; une fois vérifié, jusqu'à 10 000 USDT par 24 heures.

## Étape 4 : déposer des fonds

Rendez-vous dans « Actifs » → « Déposer », puis choisissez la crypto-monnaie et le réseau. Le réseau sélectionné sur Aurelix doit être identique à celui utilisé pour l'envoi ; si un tag ou un mémo est indiqué, il doit impérativement être renseigné. Une erreur de réseau peut entraîner la perte définitive de vos fonds. Copiez l'adresse et effectuez l'envoi : les fonds sont crédités sur votre compte spot après le nombre de confirmations requis sur la blockchain. Si vous ne détenez pas encore de crypto-actifs, vous pouvez acheter des USDT par virement bancaire dans l'espace P2P : les actifs du vendeur restent sous séquestre jusqu'à ce qu'il confirme avoir reçu votre paiement. Effectuez le virement et cliquez sur « Payé » dans le délai indiqué. Les USDT achetés sont crédités sur votre compte fiat, d'où vous pouvez les transférer gratuitement vers votre compte spot (voir l'étape 7).

## Étape 5 : passer votre premier ordre au comptant

Ouvrez « Trading » → « Spot » et sélectionnez une paire, par exemple BTC/USDT.

- Ordre à cours limité : vous fixez vous-même le prix. L'ordre n'est exécuté que si le marché atteint ce prix ; en attendant, il figure dans le carnet d'ordres.
- Ordre au marché : il est exécuté immédiatement aux meilleurs prix disponibles. C'est rapide, mais le prix obtenu peut légèrement différer du dernier cours affiché.

Indiquez la quantité ou le montant, vérifiez le récapitulatif et confirmez. Les frais par défaut sont de 0,1 % pour le maker comme pour le taker. Vos ordres ouverts et exécutés apparaissent en bas de la page. Commencez par un petit montant pour vous familiariser avec l'interface.

## Étape 6 : lire le carnet d'ordres et le graphique

Dans le carnet d'ordres, les lignes rouges correspondent aux ordres de vente (ask) et les lignes vertes aux ordres d'achat (bid). L'écart entre le meilleur prix de vente et le meilleur prix d'achat s'appelle le spread. Sur le graphique en chandeliers, chaque bougie représente les cours d'ouverture, de clôture, le plus haut et le plus bas sur l'intervalle choisi, d'une minute à une semaine ; les barres situées sous le graphique indiquent le volume échangé.

## Étape 7 : transférer entre vos comptes

Votre portefeuille comprend plusieurs comptes : spot, contrats à terme, contrats à la seconde, fiat (P2P) et ICO. Pour trader des contrats à terme ou participer à une ICO, transférez d'abord des fonds vers le compte concerné via « Actifs » → « Transférer ». Les transferts internes sont gratuits et instantanés. Avant d'essayer les contrats à terme avec effet de levier ou les contrats à la seconde, lisez attentivement leurs règles : une liquidation ou une perte peut vous faire perdre l'intégralité de la somme engagée.

## Étape 8 : effectuer un retrait

Ouvrez « Actifs » → « Retirer », choisissez la crypto-monnaie et le réseau, collez l'adresse de destination et assurez-vous que la plateforme destinataire prend en charge ce réseau. Indiquez le montant, puis validez avec votre mot de passe de fonds et le code de vérification. Les retraits font l'objet d'un contrôle de sécurité et peuvent donc parfois prendre un peu plus de temps. Suivez leur statut dans l'historique de vos actifs.

## Besoin d'aide ?

Le Centre d'aide répond aux questions les plus fréquentes. En cas de problème, écrivez à support@aurelix.example en précisant l'adresse e-mail ou le numéro de téléphone de votre compte et, le cas échéant, l'identifiant de la transaction (TxID). Pour suivre l'actualité et échanger avec la communauté, rejoignez-nous sur Telegram, X, Discord, Reddit et YouTube.`,
  },
  {
    type: 4,
    title: 'Mentions légales et avertissement sur les risques',
    content: `Nous vous invitons à lire attentivement le présent avertissement avant d'utiliser Aurelix. En utilisant la Plateforme, vous reconnaissez avoir compris et accepté les risques décrits ci-dessous.

## 1. Avertissement sur les risques

Les opérations sur actifs numériques comportent des risques élevés et ne conviennent pas à tous les investisseurs.

- Volatilité : le cours des actifs numériques peut varier très fortement en peu de temps, à la hausse comme à la baisse, jusqu'à devenir nul.
- Effet de levier : sur les contrats à terme, le levier amplifie les gains potentiels mais aussi les pertes. Un mouvement de marché même limité en votre défaveur peut entraîner la liquidation de votre position et la perte de toute votre marge.
- Contrats à la seconde : en raison de leur durée courte et fixe, le résultat dépend largement des fluctuations de très court terme ; en cas de perte, la mise est intégralement perdue.
- Liquidité : à certains moments, il peut être impossible d'exécuter une transaction au prix attendu, voire de l'exécuter tout court.
- Transactions P2P : le paiement en monnaie fiduciaire s'effectue en dehors de la Plateforme, ce qui comporte des risques d'erreur de paiement, de rappel de virement ou de comportement frauduleux de la contrepartie.
- ICO : les nouveaux projets peuvent ne jamais aboutir et leurs jetons ne jamais trouver de liquidité.
- Risques techniques : pannes des réseaux blockchain, congestion, cyberattaques ou erreurs de l'utilisateur (comme le choix d'un mauvais réseau) peuvent entraîner des retards ou des pertes.

Vous pouvez perdre la totalité des fonds investis. N'engagez que des sommes dont vous pouvez supporter la perte.

## 2. Absence de conseil en investissement

Les contenus publiés sur la Plateforme, y compris les analyses, graphiques, actualités et présentations de projets, sont fournis à titre purement informatif. Ils ne constituent ni un conseil en investissement, financier, fiscal ou juridique, ni une offre d'achat ou de vente d'un quelconque actif. Vous prenez vos décisions de manière autonome et sous votre seule responsabilité ; au besoin, consultez un conseiller indépendant.

## 3. Statut réglementaire

Aurelix n'est pas un établissement de crédit. Les actifs numériques détenus sur la Plateforme ne sont pas assurés et ne bénéficient d'aucun mécanisme de garantie des dépôts ni d'indemnisation des investisseurs. La réglementation des actifs numériques varie d'un pays à l'autre et peut évoluer, ce qui peut affecter la disponibilité de certains produits. Il vous appartient de respecter la législation de votre pays de résidence, y compris vos obligations fiscales.

## 4. Restrictions territoriales

Les services d'Aurelix ne sont pas proposés aux personnes situées dans des juridictions faisant l'objet de sanctions globales ni dans les pays où ils sont interdits par la loi. Certains produits, tels que les contrats à terme ou les contrats à la seconde, peuvent ne pas être disponibles dans certaines régions. Aucun contenu de la Plateforme ne constitue une offre de services dans une juridiction où une telle offre serait illicite.

## 5. Propriété intellectuelle

Le nom et le logo Aurelix, la charte graphique, les textes, le code logiciel et l'ensemble des contenus de la Plateforme sont la propriété d'Aurelix ou de ses concédants de licence et sont protégés par la loi. Toute reproduction, modification, diffusion ou exploitation commerciale sans autorisation écrite préalable est interdite, sauf exceptions prévues par la loi.

## 6. Liens vers des sites tiers

La Plateforme peut contenir des liens vers des sites, services et communautés de tiers. Nous n'exerçons aucun contrôle sur ces ressources et déclinons toute responsabilité quant à leur contenu, leur sécurité et leurs pratiques en matière de données personnelles. Vous les consultez à vos propres risques.

## 7. Disponibilité du service et évolution des produits

La Plateforme peut être temporairement indisponible en raison d'opérations de maintenance, de mises à jour, de défaillances de prestataires ou de conditions de marché exceptionnelles. Nous pouvons suspendre la négociation de certaines paires, cesser de prendre en charge certains actifs après en avoir informé les utilisateurs et modifier les paramètres des produits, notamment le levier autorisé, les durées des contrats à la seconde et les plafonds. Le présent avertissement peut être mis à jour ; seule la version publiée sur la Plateforme fait foi.

## 8. Exactitude des informations

Nous veillons à tenir à jour les informations publiées sur la Plateforme, sans toutefois en garantir l'exhaustivité ni l'absence d'erreur. Les cotations peuvent être affichées avec un certain délai. En cas de litige, les enregistrements de la Plateforme et les Conditions générales d'utilisation font foi. Pour toute question : support@aurelix.example.`,
  },
  {
    type: 5,
    title: "À propos d'Aurelix",
    content: `Aurelix est une plateforme d'échange d'actifs numériques conçue pour celles et ceux qui attendent une interface claire, des règles transparentes et une protection solide de leurs fonds.

## Notre mission

Nous voulons rendre les actifs numériques accessibles à tous, de la première découverte des crypto-monnaies jusqu'au trading professionnel. C'est pourquoi nous présentons nos produits dans un langage simple, exposons franchement les risques et publions à l'avance nos frais et nos plafonds.

## Ce que nous proposons

- Le trading au comptant des principaux actifs numériques, avec des frais par défaut de 0,1 % pour le maker comme pour le taker.
- Des contrats à terme perpétuels USDS-M avec effet de levier, destinés aux traders expérimentés.
- Des contrats à la seconde à durée fixe, réglés automatiquement.
- Des échanges P2P : achat et vente de crypto-monnaies contre euros ou autres devises par virement bancaire, avec séquestre des actifs.
- La souscription ICO, pour participer aux ventes de jetons de nouveaux projets.
- Un portefeuille multi-comptes avec transferts gratuits et instantanés entre les comptes spot, contrats à terme, contrats à la seconde, fiat et ICO.

Aurelix est accessible depuis votre navigateur ainsi que via nos applications mobiles pour Android et iOS.

## Notre approche de la sécurité

- Stockage à froid : la majeure partie des actifs des utilisateurs est conservée dans des portefeuilles hors ligne ; les portefeuilles chauds ne contiennent que le montant nécessaire aux retraits courants.
- Comptabilité auditable : chaque mouvement de solde est enregistré en partie double dans un grand livre, régulièrement rapproché et audité.
- Protection des comptes : authentification à deux facteurs, mot de passe de fonds distinct, mots de passe stockés uniquement sous forme d'empreintes et contrôle des demandes de retrait.
- Conformité : vérification d'identité et plafonds de retrait de 100 USDT par 24 heures sans vérification et de 10 000 USDT par 24 heures après vérification.

## Une plateforme internationale

Aurelix est disponible en 10 langues : anglais, japonais, coréen, chinois traditionnel, chinois simplifié, russe, turc, français, espagnol et allemand. Les prix peuvent être affichés dans 8 devises : USD, JPY, KRW, HKD, RUB, EUR, GBP et TRY.

## Des conditions transparentes

Les frais standard du trading au comptant sont de 0,1 % pour le maker comme pour le taker. Les transferts entre vos propres comptes sont gratuits et les frais de réseau applicables aux retraits sont affichés avant toute confirmation. Les plafonds de retrait, les règles de chaque produit et les réseaux pris en charge pour chaque crypto-monnaie sont publiés sur la Plateforme : vous connaissez ainsi à l'avance les conditions de vos opérations.

## Un trading responsable

Les contrats à terme avec effet de levier et les contrats à la seconde peuvent entraîner la perte rapide de la totalité de la somme engagée. C'est pourquoi les règles de chaque produit et les avertissements sur les risques sont publiés sur la Plateforme, et nous recommandons aux débutants de commencer par le trading au comptant avec de petits montants. Le Guide du débutant et le Centre d'aide vous permettent d'acquérir les bases.

## Nos engagements

Nous communiquons de façon transparente sur nos règles, nos frais et leurs évolutions, annonçons à l'avance les opérations de maintenance et traitons chaque demande avec attention. Nous ne fournissons pas de conseil en investissement : notre rôle est de mettre à votre disposition des outils fiables et des informations claires pour que vous décidiez en connaissance de cause.

## Nous contacter

Support : support@aurelix.example. Pour suivre nos annonces et échanger avec l'équipe et les autres utilisateurs, rejoignez nos communautés sur Telegram, X, Discord, Reddit et YouTube. Les liens vers nos canaux officiels sont publiés sur la Plateforme ; méfiez-vous des faux comptes qui se font passer pour Aurelix.`,
  },
];
