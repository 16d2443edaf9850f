import type { LocaleArticles } from './catalogue';

/** Artikel des Hilfecenters (Deutsch). */
export const de_DE: LocaleArticles = {
  'register-account': {
    title: 'Wie erstelle ich ein Konto?',
    summary: 'Registrierung mit E-Mail-Adresse oder Handynummer, Bestätigungscode und Einladungscode.',
    sections: [
      ['Schritt 1: E-Mail oder Handy', `1. Klicken Sie oben auf Registrieren oder öffnen Sie /reg.
2. Wählen Sie E-Mail oder Handy. Bei einer Handynummer wählen Sie zuerst die Ländervorwahl.
3. Klicken Sie auf Code senden und geben Sie den erhaltenen 6-stelligen Bestätigungscode ein.`],
      ['Zum Bestätigungscode', `- Ein Code ist 10 Minuten gültig und kann nur einmal verwendet werden.
- Nach 5 falschen Eingaben ist der Code ungültig; fordern Sie einen neuen an.
- Einen neuen Code können Sie nach 60 Sekunden anfordern. Kommt keine E-Mail an, prüfen Sie den Spam-Ordner.`],
      ['Schritt 2: Passwörter und Einladungscode', `1. Geben Sie Ihr Login-Passwort zweimal ein: 8–64 Zeichen mit mindestens einem Buchstaben und einer Ziffer.
2. Geben Sie zweimal ein Fondspasswort ein. Es schützt Auszahlungen und muss sich vom Login-Passwort unterscheiden.
3. Geben Sie den Einladungscode der Person ein, die Sie eingeladen hat. Jeder Nutzer hat einen eigenen Code, der im persönlichen Bereich steht.
4. Lesen und akzeptieren Sie die Nutzungsvereinbarung und klicken Sie auf Registrieren. Sie sind sofort angemeldet.`],
    ],
  },
  'identity-verification': {
    title: 'Identitätsprüfung (KYC)',
    summary: 'Mit verifizierter Identität steigen Ihre Auszahlungs- und Fiat-Limits und der Futures-Handel wird freigeschaltet.',
    sections: [
      ['Warum verifizieren', `- Das 24-Stunden-Auszahlungslimit steigt von 100 USDT auf 10.000 USDT.
- Das Fiat-Kauflimit steigt von insgesamt 1.000 USDT auf 1.000 USDT pro Auftrag und 10.000 USDT insgesamt.
- USDS-M-Futures können nur verifizierte Nutzer handeln.`],
      ['So reichen Sie ein', `1. Öffnen Sie im Nutzermenü Identitätsprüfung (/user/identity).
2. Geben Sie Ihren vollständigen Namen und die Ausweisnummer genau wie im Dokument ein.
3. Laden Sie je ein Foto der Vorder- und Rückseite hoch: JPEG, PNG oder WebP, jeweils bis 5 MB.
4. Klicken Sie auf Absenden. Der Status wechselt zu In Prüfung.`],
      ['Nach dem Absenden', `- In Prüfung: Unser Team prüft Ihre Unterlagen, meist innerhalb eines Werktags.
- Verifiziert: Die neuen Limits gelten sofort und Sie erhalten eine Mitteilung.
- Prüfung fehlgeschlagen: Die Mitteilung nennt den Grund. Korrigieren Sie die Angaben und reichen Sie erneut ein.
Status, Zertifizierungsland und Limits sehen Sie unter /user/identityRight.`],
    ],
  },
  'account-security': {
    title: 'So schützen Sie Ihr Konto',
    summary: 'Passwörter, Fondspasswort, Authenticator-App und Sperren nach falschen Eingaben.',
    sections: [
      ['Login- und Fondspasswort', `- Wählen Sie ein Login-Passwort mit 8–64 Zeichen, Buchstaben und Ziffern, das Sie nirgendwo sonst verwenden.
- Das Fondspasswort wird bei Auszahlungen abgefragt und muss sich vom Login-Passwort unterscheiden.
- Ändern können Sie beide unter Sicherheitseinstellungen (/user/s-securityset). Danach werden alle Sitzungen beendet und Sie melden sich neu an.`],
      ['Authenticator-App', `1. Wählen Sie in den Sicherheitseinstellungen Authenticator und scannen Sie den QR-Code mit Ihrer Authenticator-App.
2. Bestätigen Sie mit dem 6-stelligen Code und bewahren Sie die Backup-Codes offline an einem sicheren Ort auf.
3. Ab dann wird der Code beim Login, bei Auszahlungen und bei Änderungen der Sicherheitseinstellungen abgefragt.`],
      ['Falsche Passwörter und Sperren', `- Nach 5 falschen Login-Passwörtern werden das Konto und die Adresse, von der aus es versucht wurde, für 15 Minuten gesperrt.
- Dieselbe Regel gilt für das Fondspasswort.
- Passwort vergessen? Über Passwort vergessen auf der Login-Seite (/forget-pass) setzen Sie mit einem Bestätigungscode ein neues.`],
      ['Betrug erkennen', `- Unsere Mitarbeiter fragen nie nach Passwörtern, Bestätigungscodes oder Backup-Codes.
- Prüfen Sie vor dem Login, dass Sie auf der offiziellen Website sind, und kontrollieren Sie die letzten Anmeldungen im persönlichen Bereich.`],
    ],
  },
  'deposit-crypto': {
    title: 'Wie zahle ich Kryptowährung ein?',
    summary: 'Einzahlungsadresse abrufen, das richtige Netzwerk wählen und auf die Bestätigungen warten.',
    sections: [
      ['Einzahlungsadresse abrufen', `1. Öffnen Sie die Wallet und klicken Sie neben der Währung auf Einzahlen, oder öffnen Sie /wallet/recharge.
2. Wählen Sie Währung und Netzwerk, zum Beispiel USDT über TRC20, ERC20 oder BEP20.
3. Kopieren Sie die Adresse oder scannen Sie den QR-Code mit der sendenden Wallet.`],
      ['Dasselbe Netzwerk wählen', `Das Netzwerk muss zu dem der Plattform oder Wallet passen, von der Sie auszahlen. Über ein anderes Netzwerk gesendete Guthaben können verloren gehen und lassen sich nicht immer zurückholen.`],
      ['Wann das Guthaben ankommt', `- Die Einzahlung erscheint zunächst als Wird bestätigt, solange das Netzwerk die Transaktion bestätigt.
- Nach der nötigen Zahl an Bestätigungen wechselt sie zu Erfolgreich und der Betrag wird Ihrem Spot-Konto gutgeschrieben.
- Jede Einzahlung wird genau einmal gutgeschrieben. Sie finden sie im Wallet-Verlauf.`],
    ],
  },
  'withdraw-crypto': {
    title: 'Wie zahle ich Kryptowährung aus?',
    summary: 'Senden Sie Krypto mit Ihrem Fondspasswort an eine externe Adresse, innerhalb Ihres 24-Stunden-Limits.',
    sections: [
      ['Auszahlung beantragen', `1. Klicken Sie in der Wallet auf Auszahlen oder öffnen Sie /wallet/cash.
2. Wählen Sie Währung und Netzwerk, dann geben Sie eine Adresse ein oder wählen eine aus dem Adressbuch.
3. Geben Sie den Betrag ein. Angezeigt werden Mindestbetrag, Netzwerkgebühr und der Betrag, den Sie erhalten.
4. Bestätigen Sie mit Ihrem Fondspasswort (und dem Authenticator-Code, falls aktiviert).`],
      ['Auszahlungslimits', `- Das 24-Stunden-Limit beträgt 10.000 USDT mit verifizierter Identität und 100 USDT ohne, gerechnet im USDT-Wert.
- Manche Währungen sind nur einzahlbar; ihre Auszahlen-Schaltfläche ist deaktiviert.`],
      ['Status der Auszahlung', `- Auszahlung ausstehend: Sie können noch stornieren, der Betrag ist eingefroren.
- Zu bestätigen: Die Überweisung wird an die Blockchain gesendet.
- Abgeschlossen, Auszahlung fehlgeschlagen oder storniert: Bei Fehlschlag oder Storno wird der eingefrorene Betrag freigegeben.`],
      ['Adressbuch', `Häufig genutzte Adressen speichern Sie unter /user/c-symAddr mit einer Notiz von 4–20 Zeichen. Das Löschen einer Adresse muss bestätigt werden.`],
    ],
  },
  fees: {
    title: 'Handels- und Auszahlungsgebühren',
    summary: 'Maker- und Taker-Gebühren, kostenlose interne Überträge und Netzwerkgebühren bei Auszahlungen.',
    sections: [
      ['Gebühren im Spot-Handel', `- Maker- und Taker-Gebühr betragen standardmäßig jeweils 0,1 % des gehandelten Betrags.
- Die Gebühr jedes Abschlusses steht in den Auftragsdetails unter Aufträge.`],
      ['Überträge und Einzahlungen', `- Interne Überträge zwischen Ihren eigenen Konten (Spot, Futures, Sekundenkontrakte, Fiat, ICO) sind kostenlos.
- Einzahlungen sind kostenlos; die sendende Wallet kann eine eigene Netzwerkgebühr erheben.`],
      ['Auszahlungsgebühren', `Jedes Netzwerk hat eine eigene Auszahlungsgebühr und einen eigenen Mindestbetrag. Beides wird vor dem Bestätigen auf der Auszahlungsseite angezeigt, zusammen mit dem Betrag, den Sie erhalten.`],
      ['Futures und Fiat', `- Beim Eröffnen einer Futures-Position wird eine Gebühr vom Futures-Konto abgezogen, daher lassen sich nicht 100 % des Guthabens einsetzen.
- P2P-Aufträge werden per Banküberweisung direkt an den Verkäufer bezahlt; vom Käufer erhebt die Plattform keine Gebühr.`],
    ],
  },
  'spot-trading': {
    title: 'Wie handle ich am Spot-Markt?',
    summary: 'Limit- und Market-Aufträge erteilen, verfolgen und offene Aufträge stornieren.',
    sections: [
      ['Markt öffnen', `1. Klicken Sie oben auf Spot (BTC/USDT öffnet sich) oder wählen Sie auf der Seite Märkte ein Paar.
2. Die Seite zeigt den Chart, das Orderbuch mit Geboten und Angeboten sowie die letzten Trades.`],
      ['Auftrag erteilen', `- Limit-Auftrag: Preis und Menge eingeben. Er bleibt im Orderbuch, bis er ausgeführt oder von Ihnen storniert wird.
- Market-Auftrag: Menge (oder den auszugebenden Betrag) eingeben; er wird zu den besten verfügbaren Preisen ausgeführt.
- Das benötigte Guthaben bleibt bis zur Ausführung oder Stornierung eingefroren. Ein Auftrag muss mindestens 5 USDT wert sein.`],
      ['Verfolgen und stornieren', `- Offene Aufträge stehen unter Aufträge > Spot aktuell, ausgeführte und stornierte unter Spot-Verlauf.
- Status: wartend, teilweise, vollständig ausgeführt, storniert.
- Zum Stornieren klicken Sie auf Stornieren und bestätigen „Möchten Sie diesen Auftrag stornieren?“. Ein erneuter Klick innerhalb von 2 Sekunden wird ignoriert.`],
    ],
  },
  'usdm-futures': {
    title: 'USDS-M Perpetual Futures',
    summary: 'Mit Hebel long oder short handeln und Positionen mit Take-Profit und Stop-Loss absichern.',
    sections: [
      ['Bevor Sie beginnen', `1. Schließen Sie die Identitätsprüfung ab: Der Futures-Handel wird erst nach der Verifizierung freigeschaltet.
2. Übertragen Sie USDT per internem Übertrag (/wallet/transfer) auf Ihr Futures-Konto. Überträge sind kostenlos.`],
      ['Position eröffnen', `- Wählen Sie Long eröffnen, wenn Sie steigende Kurse erwarten, und Short eröffnen bei fallenden.
- Stellen Sie den Hebel ein. Ein höherer Hebel braucht weniger Margin, rückt aber den Liquidationspreis näher an den aktuellen Kurs.
- Beim Eröffnen wird eine Gebühr vom Futures-Konto abgezogen, daher lassen sich nicht 100 % des Guthabens nutzen.`],
      ['Take-Profit und Stop-Loss', `Legen Sie einen Auslöser nach Preis oder nach Rendite sowie die Menge fest. Wird er erreicht, wird die Position per Limit- oder Market-Auftrag geschlossen.`],
      ['Position schließen', `- Schließen: Preis und Menge bis zur schließbaren Menge eingeben.
- Schnell schließen: zum Marktpreis, ausgeführt vom besten Preis bis zur 30. Stufe des Orderbuchs.
- Behalten Sie Margin-Quote und geschätzten Liquidationspreis unter Wallet > USDS-M-Futures im Blick.`],
    ],
  },
  'second-contracts': {
    title: 'Was sind Sekundenkontrakte?',
    summary: 'Kontrakte mit fester Laufzeit, die nach Ablauf des Countdowns automatisch abgerechnet werden.',
    sections: [
      ['So funktioniert es', `Sie sagen voraus, ob der Kurs eines Paares am Ende einer festen Laufzeit höher oder niedriger liegt. Abgerechnet wird zum Indexpreis beim Ende des Countdowns.`],
      ['Sekundenkontrakt abschließen', `1. Klicken Sie oben auf Sekundenkontrakt (standardmäßig BTC/USDT).
2. Ist Ihr Sekundenkontrakt-Konto leer, übertragen Sie zuerst USDT.
3. Wählen Sie steigend oder fallend, die Laufzeit und den Betrag und bestätigen Sie. Der Countdown startet sofort.`],
      ['Abrechnung', `- Nach dem Countdown lautet das Ergebnis Gewinn, Verlust oder Unentschieden.
- Bei Gewinn erhalten Sie den vor dem Bestätigen angezeigten Ertrag; bei Verlust verfällt der gezahlte Betrag; bei Unentschieden wird er erstattet.
- Laufende Kontrakte finden Sie unter Aufträge > Sekunden aktuell, abgerechnete unter Sekunden-Verlauf.`],
    ],
  },
  'fiat-p2p': {
    title: 'Krypto mit Fiatgeld kaufen und verkaufen (P2P)',
    summary: 'Per Banküberweisung in drei Schritten von anderen Nutzern kaufen oder an sie verkaufen.',
    sections: [
      ['In drei Schritten kaufen', `1. Öffnen Sie oben Fiat-Kauf, wählen Sie Fiatwährung und Kryptowährung und geben Sie einen Betrag oder eine Menge ein.
2. Bestätigen Sie den Auftrag, überweisen Sie das Geld auf das im Auftrag angezeigte Bankkonto des Verkäufers und klicken Sie auf „Ich habe die Überweisung abgeschlossen“.
3. Der Verkäufer prüft den Zahlungseingang und klickt auf „Ich habe die Zahlung erhalten“. Die Kryptowährung wird Ihrem Fiat-Konto gutgeschrieben.`],
      ['Fristen', `- Zahlen Sie innerhalb des im Auftrag angezeigten Countdowns (standardmäßig 120 Minuten), sonst wird der Auftrag storniert.
- Wer innerhalb von 24 Stunden 5 Aufträge storniert oder verfallen lässt, kann für den Rest des Tages nicht mehr kaufen.
- Klicken Sie „Ich habe die Überweisung abgeschlossen“ erst, wenn Sie wirklich bezahlt haben.`],
      ['Verkaufen', `Hinterlegen Sie unter Zahlungsempfang (/user/c-collAddr) eine Bankkarte mit Ihrem echten Namen, dem Banknamen und der Kartennummer. Käufer zahlen dorthin; geben Sie die Kryptowährung erst frei, wenn das Geld auf Ihrem Konto ist.`],
      ['Kauflimits', `Ohne Verifizierung können Sie insgesamt bis zu 1.000 USDT kaufen. Verifiziert bis zu 1.000 USDT pro Auftrag und 10.000 USDT insgesamt.`],
    ],
  },
  'ico-subscription': {
    title: 'An einer ICO-Zeichnung teilnehmen',
    summary: 'Neue Token zeichnen, die Zuteilung verfolgen und Token freigeben.',
    sections: [
      ['Projekt finden', `Öffnen Sie oben ICO (/subscribe). Jedes Projekt zeigt Fortschritt, Ausgabepreis, Endzeit sowie Ihre verfügbare und maximale Zeichnungsmenge. Kennzeichnungen: läuft, endet bald, beliebt, beendet.`],
      ['Zeichnen', `1. Öffnen Sie das Projekt und klicken Sie auf Teilnehmen.
2. Geben Sie die Zeichnungsmenge ein und bestätigen Sie. Die Zahlung wird auf Ihrem ICO-Konto eingefroren.
3. Um nachzuzeichnen, solange das Projekt läuft, klicken Sie auf Aufstocken.`],
      ['Nach dem Zeichnungsende', `- Ihre Zeichnung wechselt von gehalten zu abzurechnen und dann abgerechnet; zugeteilte Lose und tatsächliche Zahlung werden angezeigt.
- Nicht verwendete Beträge gehen auf Ihr Konto zurück.
- Zugeteilte Token erscheinen unter Wallet > ICO-Zeichnung. Mit Freigeben lösen Sie den fälligen Teil; der Verlauf steht in den ICO-Protokollen.`],
    ],
  },
  'mobile-app': {
    title: 'Die mobile App',
    summary: 'Laden Sie die App für Android oder iOS und handeln Sie mit demselben Konto.',
    sections: [
      ['Herunterladen', `1. Fahren Sie oben mit der Maus über das Telefonsymbol oder scrollen Sie in der Fußzeile zu App herunterladen.
2. Scannen Sie den QR-Code mit dem Telefon oder nutzen Sie den Android- oder iOS-Link.
3. Installieren Sie die App nur über diese offiziellen Links.`],
      ['Anmelden', `Melden Sie sich mit derselben E-Mail-Adresse oder Handynummer und demselben Passwort an. Guthaben, Aufträge und Einstellungen sind in Web und App identisch.`],
      ['Funktionen nur in der App', `Einige Funktionen leiten Sie zur mobilen App weiter. Ihre Sicherheitseinstellungen, der Authenticator und Ihre Limits gelten auch dort.`],
    ],
  },
};
