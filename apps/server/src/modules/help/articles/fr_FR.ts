import type { LocaleArticles } from './catalogue';

/** Articles du centre d'aide (français). */
export const fr_FR: LocaleArticles = {
  'register-account': {
    title: 'Comment créer un compte ?',
    summary: "Inscrivez-vous avec une adresse e-mail ou un numéro de mobile, un code de vérification et un code d'invitation.",
    sections: [
      ['Étape 1 : e-mail ou mobile', `1. Cliquez sur S'inscrire dans l'en-tête ou ouvrez /reg.
2. Choisissez E-mail ou Mobile. Pour un mobile, sélectionnez d'abord l'indicatif de votre pays.
3. Cliquez sur Envoyer le code et saisissez le code à 6 chiffres reçu.`],
      ['À propos du code de vérification', `- Un code est valable 10 minutes et ne sert qu'une fois.
- Après 5 saisies erronées, le code n'est plus valable : demandez-en un nouveau.
- Un nouveau code peut être demandé après 60 secondes. Si l'e-mail n'arrive pas, vérifiez vos courriers indésirables.`],
      ["Étape 2 : mots de passe et code d'invitation", `1. Saisissez deux fois votre mot de passe de connexion : 8 à 64 caractères, avec au moins une lettre et un chiffre.
2. Saisissez deux fois un mot de passe des fonds. Il protège les retraits et doit être différent du mot de passe de connexion.
3. Indiquez le code d'invitation de la personne qui vous a invité. Chaque utilisateur a son propre code, affiché dans l'espace personnel.
4. Lisez et acceptez le contrat d'utilisation, puis cliquez sur S'inscrire. Vous êtes connecté immédiatement.`],
    ],
  },
  'identity-verification': {
    title: "Vérification d'identité (KYC)",
    summary: "Vérifiez votre identité pour relever vos plafonds de retrait et d'achat en monnaie fiat et accéder aux contrats à terme.",
    sections: [
      ['Pourquoi se faire vérifier', `- Le plafond de retrait sur 24 heures passe de 100 USDT à 10 000 USDT.
- Le plafond d'achat en monnaie fiat passe de 1 000 USDT au total à 1 000 USDT par ordre et 10 000 USDT au total.
- Les contrats à terme USDS-M sont réservés aux utilisateurs vérifiés.`],
      ['Comment envoyer votre demande', `1. Dans le menu utilisateur, ouvrez Vérification d'identité (/user/identity).
2. Saisissez votre nom complet et votre numéro de pièce d'identité exactement comme sur le document.
3. Téléversez une photo du recto et du verso : JPEG, PNG ou WebP, 5 Mo maximum chacune.
4. Cliquez sur Envoyer. Le statut passe à En cours d'examen.`],
      ['Après l’envoi', `- En cours d'examen : notre équipe vérifie vos documents, en général sous un jour ouvré.
- Authentifié : vos nouveaux plafonds s'appliquent tout de suite et vous recevez une notification.
- Échec de l'approbation : la notification en donne la raison. Corrigez les informations et renvoyez la demande.
Votre statut, le pays de certification et vos plafonds sont visibles sur /user/identityRight.`],
    ],
  },
  'account-security': {
    title: 'Sécuriser votre compte',
    summary: "Mots de passe, mot de passe des fonds, application d'authentification et blocage après des erreurs.",
    sections: [
      ['Mot de passe de connexion et des fonds', `- Choisissez un mot de passe de connexion de 8 à 64 caractères, avec lettres et chiffres, que vous n'utilisez nulle part ailleurs.
- Le mot de passe des fonds est demandé lors des retraits. Il doit être différent du mot de passe de connexion.
- Modifiez-les dans Paramètres de sécurité (/user/s-securityset). Après une modification, toutes les sessions sont fermées et vous vous reconnectez.`],
      ["Application d'authentification", `1. Dans les paramètres de sécurité, choisissez Authentificateur et scannez le QR code avec votre application.
2. Saisissez le code à 6 chiffres pour confirmer et conservez les codes de secours hors ligne, en lieu sûr.
3. Le code est ensuite demandé à la connexion, lors des retraits et pour modifier les paramètres de sécurité.`],
      ['Erreurs de mot de passe et blocage', `- Après 5 mots de passe erronés, le compte et l'adresse d'où viennent les tentatives sont bloqués pendant 15 minutes.
- La même règle s'applique au mot de passe des fonds.
- Mot de passe oublié ? Utilisez Mot de passe oublié sur la page de connexion (/forget-pass) pour en définir un nouveau avec un code de vérification.`],
      ['Repérer les arnaques', `- Notre équipe ne vous demandera jamais vos mots de passe, codes de vérification ou codes de secours.
- Vérifiez que vous êtes sur le site officiel avant de vous connecter et consultez les dernières connexions dans l'espace personnel.`],
    ],
  },
  'deposit-crypto': {
    title: 'Comment déposer des cryptos ?',
    summary: 'Obtenez votre adresse de dépôt, choisissez le bon réseau et attendez les confirmations.',
    sections: [
      ['Obtenir votre adresse de dépôt', `1. Dans Portefeuille, cliquez sur Déposer à côté de la devise, ou ouvrez /wallet/recharge.
2. Choisissez la devise et le réseau, par exemple USDT sur TRC20, ERC20 ou BEP20.
3. Copiez l'adresse ou scannez son QR code depuis le portefeuille d'envoi.`],
      ['Choisir le même réseau', `Le réseau doit être celui qu'utilise la plateforme ou le portefeuille d'où vous retirez. Des actifs envoyés sur un autre réseau peuvent être perdus sans toujours pouvoir être récupérés.`],
      ['Arrivée des fonds', `- Le dépôt apparaît d'abord En confirmation pendant que le réseau confirme la transaction.
- Après le nombre de confirmations requis, il passe à Réussi et le montant est crédité sur votre compte spot.
- Chaque dépôt est crédité une seule fois. Retrouvez-le dans l'historique du portefeuille.`],
    ],
  },
  'withdraw-crypto': {
    title: 'Comment retirer des cryptos ?',
    summary: 'Envoyez des cryptos vers une adresse externe avec votre mot de passe des fonds, dans la limite sur 24 heures.',
    sections: [
      ['Faire un retrait', `1. Dans Portefeuille, cliquez sur Retirer, ou ouvrez /wallet/cash.
2. Choisissez la devise et le réseau, puis saisissez une adresse ou choisissez-la dans votre carnet.
3. Saisissez le montant. La page affiche le minimum, les frais de réseau et le montant reçu.
4. Confirmez avec votre mot de passe des fonds (et le code de l'authentificateur s'il est activé).`],
      ['Plafonds', `- Le plafond sur 24 heures est de 10 000 USDT si votre identité est vérifiée et de 100 USDT sinon, en valeur USDT.
- Certaines devises sont en dépôt seulement ; leur bouton de retrait est désactivé.`],
      ['Statut du retrait', `- En attente de paiement : vous pouvez encore annuler, le montant est gelé.
- À confirmer : le transfert est en cours d'envoi sur la blockchain.
- Terminé, échec du paiement ou annulé : un retrait échoué ou annulé libère le montant gelé.`],
      ["Carnet d'adresses", `Enregistrez vos adresses fréquentes dans /user/c-symAddr avec une note de 4 à 20 caractères. La suppression d'une adresse demande une confirmation.`],
    ],
  },
  fees: {
    title: 'Frais de trading et de retrait',
    summary: 'Frais maker et taker, transferts internes gratuits et frais de réseau sur les retraits.',
    sections: [
      ['Frais de trading spot', `- Les frais maker et taker sont tous deux de 0,1 % du montant échangé par défaut.
- Les frais de chaque exécution figurent dans le détail de l'ordre, sous Ordres.`],
      ['Transferts et dépôts', `- Les transferts internes entre vos comptes (spot, contrats à terme, contrats à la seconde, fiat, ICO) sont gratuits.
- Les dépôts sont gratuits ; le portefeuille d'envoi peut prélever ses propres frais de réseau.`],
      ['Frais de retrait', `Chaque réseau a ses propres frais de retrait et son minimum. Les deux sont affichés sur la page de retrait avant confirmation, avec le montant que vous recevrez.`],
      ['Contrats à terme et fiat', `- L'ouverture d'une position prélève des frais sur votre compte de contrats à terme : vous ne pouvez donc pas engager 100 % du solde.
- Les ordres P2P sont payés par virement directement au vendeur ; la plateforme ne prélève aucun frais à l'acheteur.`],
    ],
  },
  'spot-trading': {
    title: 'Comment trader sur le marché spot ?',
    summary: 'Passez des ordres à cours limité et au marché, suivez-les et annulez les ordres ouverts.',
    sections: [
      ['Ouvrir un marché', `1. Cliquez sur Spot dans l'en-tête (BTC/USDT s'ouvre) ou choisissez une paire sur la page Marchés.
2. La page affiche le graphique, le carnet d'ordres avec les offres d'achat et de vente, et les dernières transactions.`],
      ['Passer un ordre', `- Ordre à cours limité : saisissez le prix et la quantité. Il reste dans le carnet jusqu'à son exécution ou son annulation.
- Ordre au marché : saisissez la quantité (ou le montant à dépenser) ; il s'exécute aux meilleurs prix disponibles.
- Les fonds nécessaires sont gelés jusqu'à l'exécution ou l'annulation. Un ordre doit valoir au moins 5 USDT.`],
      ['Suivre et annuler', `- Les ordres ouverts sont dans Ordres > Spot en cours ; les ordres exécutés et annulés dans Historique spot.
- Statuts : en attente, partiel, entièrement exécuté, annulé.
- Pour annuler, cliquez sur Annuler et confirmez « Voulez-vous annuler cet ordre ? ». Un clic répété dans les 2 secondes est ignoré.`],
    ],
  },
  'usdm-futures': {
    title: 'Contrats perpétuels USDS-M',
    summary: 'Prenez des positions longues ou courtes avec effet de levier et protégez-les par take-profit et stop-loss.',
    sections: [
      ['Avant de commencer', `1. Faites vérifier votre identité : les contrats à terme ne s'ouvrent qu'une fois authentifié.
2. Transférez des USDT vers votre compte de contrats à terme (/wallet/transfer). Les transferts sont gratuits.`],
      ['Ouvrir une position', `- Choisissez Ouvrir long si vous attendez une hausse, Ouvrir short si vous attendez une baisse.
- Réglez l'effet de levier. Plus il est élevé, plus la marge est faible, mais plus le prix de liquidation est proche du prix actuel.
- L'ouverture prélève des frais sur le compte de contrats à terme : 100 % du solde ne peut pas être utilisé.`],
      ['Take-profit et stop-loss', `Définissez un déclencheur par prix ou par taux de rendement, avec la quantité. Une fois le déclencheur atteint, la position est clôturée par un ordre à cours limité ou au marché.`],
      ['Clôturer une position', `- Clôturer : saisissez un prix et une quantité dans la limite de la quantité clôturable.
- Clôture rapide : au marché, exécutée du meilleur prix jusqu'au 30e niveau du carnet.
- Surveillez le ratio de marge et le prix de liquidation estimé dans Portefeuille > Contrats USDS-M.`],
    ],
  },
  'second-contracts': {
    title: 'Que sont les contrats à la seconde ?',
    summary: "Des contrats à durée fixe, réglés automatiquement à la fin du compte à rebours.",
    sections: [
      ['Fonctionnement', `Vous prévoyez si le prix d'une paire sera plus haut ou plus bas à la fin d'une durée fixe. Le contrat est réglé au prix de l'indice à la fin du compte à rebours.`],
      ['Passer un contrat à la seconde', `1. Cliquez sur Contrat à la seconde dans l'en-tête (BTC/USDT par défaut).
2. Si votre compte de contrats à la seconde est vide, transférez-y d'abord des USDT.
3. Choisissez hausse ou baisse, la durée et le montant, puis confirmez. Le compte à rebours démarre aussitôt.`],
      ['Règlement', `- À la fin du compte à rebours, le résultat est un gain, une perte ou une égalité.
- Un gain verse le profit affiché avant confirmation ; une perte fait perdre le montant payé ; une égalité le rembourse.
- Les contrats en cours sont dans Ordres > Seconde en cours, les contrats réglés dans Historique seconde.`],
    ],
  },
  'fiat-p2p': {
    title: 'Acheter et vendre des cryptos en monnaie fiat (P2P)',
    summary: "Achetez par virement bancaire à d'autres utilisateurs en trois étapes, ou vendez-leur.",
    sections: [
      ['Acheter en trois étapes', `1. Ouvrez Achat fiat dans l'en-tête, choisissez la monnaie fiat et la crypto, puis saisissez un montant ou une quantité.
2. Confirmez l'ordre, virez l'argent sur le compte bancaire du vendeur indiqué dans l'ordre, puis cliquez sur « J'ai effectué le virement ».
3. Le vendeur vérifie le paiement et clique sur « J'ai reçu le paiement ». La crypto est versée sur votre compte fiat.`],
      ['Délais', `- Payez avant la fin du compte à rebours affiché dans l'ordre (120 minutes par défaut), sinon l'ordre est annulé.
- Si vous annulez ou laissez expirer 5 ordres en 24 heures, l'achat est bloqué jusqu'à la fin de la journée.
- Ne cliquez sur « J'ai effectué le virement » qu'après avoir réellement payé.`],
      ['Vendre', `Ajoutez une carte bancaire dans Moyens d'encaissement (/user/c-collAddr) avec votre vrai nom, le nom de la banque et le numéro de carte. Les acheteurs y paient ; ne libérez la crypto qu'une fois l'argent arrivé sur votre compte.`],
      ['Plafonds', `Sans vérification, vous pouvez acheter jusqu'à 1 000 USDT au total. Une fois vérifié, jusqu'à 1 000 USDT par ordre et 10 000 USDT au total.`],
    ],
  },
  'ico-subscription': {
    title: 'Participer à une souscription ICO',
    summary: 'Souscrivez à de nouveaux jetons, suivez votre allocation et débloquez vos jetons.',
    sections: [
      ['Trouver un projet', `Ouvrez ICO dans l'en-tête (/subscribe). Chaque projet affiche sa progression, le prix de levée, l'heure de fin et votre quantité souscriptible disponible et maximale. Étiquettes : en cours, bientôt terminé, populaire, terminé.`],
      ['Souscrire', `1. Ouvrez le projet et cliquez sur Participer.
2. Saisissez la quantité et confirmez. Le paiement est gelé sur votre compte de souscription ICO.
3. Pour souscrire davantage tant que le projet est ouvert, cliquez sur Ajouter.`],
      ['Après la souscription', `- Votre souscription passe de détenue à à régler, puis réglée, avec les lots gagnants et le paiement réel.
- Le montant non utilisé est restitué sur votre compte.
- Les jetons attribués apparaissent dans Portefeuille > Souscription ICO. Utilisez Débloquer pour libérer la part due ; l'historique est dans les journaux ICO.`],
    ],
  },
  'mobile-app': {
    title: "L'application mobile",
    summary: "Téléchargez l'application Android ou iOS et tradez avec le même compte.",
    sections: [
      ['Téléchargement', `1. Survolez l'icône de téléphone dans l'en-tête ou descendez jusqu'à Télécharger l'application en bas de page.
2. Scannez le QR code avec votre téléphone, ou utilisez le lien Android ou iOS.
3. N'installez l'application qu'à partir de ces liens officiels.`],
      ['Connexion', `Connectez-vous avec la même adresse e-mail ou le même numéro de mobile et le même mot de passe. Soldes, ordres et paramètres sont identiques sur le site et dans l'application.`],
      ["Fonctions réservées à l'application", `Certaines fonctions vous redirigent vers l'application mobile. Vos paramètres de sécurité, votre authentificateur et vos plafonds s'y appliquent aussi.`],
    ],
  },
};
