// Platform documents in German (de_DE).
import type { NoteDoc } from './types';

export const de_DE: NoteDoc[] = [
  {
    type: 1,
    title: 'Nutzungsbedingungen',
    content: `Diese Nutzungsbedingungen (die „Bedingungen“) regeln den Zugang zu und die Nutzung der Website, der mobilen Apps und aller Dienste von Aurelix („Aurelix“, „wir“ oder die „Plattform“). Indem Sie ein Konto eröffnen oder einen unserer Dienste nutzen, bestätigen Sie, dass Sie diese Bedingungen gelesen und verstanden haben und sie vollständig akzeptieren. Sind Sie mit einer Bestimmung nicht einverstanden, nutzen Sie die Plattform bitte nicht.

## 1. Teilnahmevoraussetzungen und Registrierung

Die Plattform dürfen nur Personen nutzen, die mindestens 18 Jahre alt sind (bzw. das in ihrem Wohnsitzland geltende höhere Volljährigkeitsalter erreicht haben), voll geschäftsfähig sind, sich nicht in einer gesperrten Region aufhalten und auf keiner Sanktionsliste stehen. Jede Person darf nur ein Konto führen.

Sie registrieren Ihr Konto mit einer E-Mail-Adresse oder einer Mobilfunknummer, die mit einem Einmalcode bestätigt wird. Bei der Registrierung legen Sie ein Anmeldepasswort fest. Für Auszahlungen, P2P-Geschäfte und andere Vermögensvorgänge ist zusätzlich ein separates Fondspasswort erforderlich, das sich vom Anmeldepasswort unterscheiden muss. Wenn Sie einen Einladungscode erhalten haben, können Sie ihn bei der Registrierung angeben; er verknüpft Ihr Konto mit dem einladenden Nutzer und begründet keine weiteren Rechte. Sie verpflichten sich, zutreffende und aktuelle Angaben zu machen.

## 2. Identitätsprüfung und Limits

Zur Erfüllung der Pflichten zur Geldwäscheprävention und zur Kundenidentifizierung (KYC) können wir einen Ausweis, ein Lichtbild und weitere Angaben von Ihnen verlangen. Ihre Auszahlungslimits richten sich nach Ihrem Verifizierungsstatus:

- nicht verifizierte Konten: höchstens 100 USDT (bzw. Gegenwert) innerhalb von 24 Stunden;
- verifizierte Konten: bis zu 10.000 USDT (bzw. Gegenwert) innerhalb von 24 Stunden.

Wir behalten uns vor, jederzeit weitere Nachweise anzufordern, eine Verifizierung abzulehnen oder die Limits anzupassen, wenn gesetzliche Vorgaben oder unsere Risikobewertung dies erfordern.

## 3. Kontosicherheit

Sie sind dafür verantwortlich, Ihr Anmeldepasswort, Ihr Fondspasswort, Ihre Bestätigungscodes und die Geräte, mit denen Sie sich anmelden, geheim und sicher zu halten. Wir empfehlen, die Zwei-Faktor-Authentifizierung zu aktivieren, starke und einmalige Passwörter zu verwenden und vor jeder Eingabe die Adresse der Website zu prüfen. Mitarbeiter von Aurelix fragen Sie niemals nach Passwörtern oder Codes. Alle Vorgänge, die mit Ihren Zugangsdaten ausgeführt werden, gelten als von Ihnen veranlasst. Bei Verdacht auf unbefugten Zugriff informieren Sie bitte unverzüglich den Support.

## 4. Produkte und Dienste

- Spot-Handel: Kauf und Verkauf digitaler Vermögenswerte über Markt- oder Limit-Orders mit sofortiger Lieferung.
- USDS-M-Perpetual-Futures: unbefristete Kontrakte mit Margin in USDT und Hebel. Der Hebel vervielfacht Gewinne ebenso wie Verluste. Reicht Ihre Margin nicht mehr aus, wird die Position zwangsweise liquidiert, und Sie können die gesamte eingesetzte Margin verlieren.
- Sekundenkontrakte: Sie wählen eine Kursrichtung und eine der angebotenen festen Laufzeiten. Bei Ablauf wird der Kontrakt automatisch abgerechnet: Bei einem Gewinn erhalten Sie die vor der Bestätigung angezeigte Rendite, bei einem Verlust verfällt der Einsatz, bei einem Unentschieden (Schlusskurs gleich Eröffnungskurs) wird der Einsatz erstattet.
- P2P-Handel: Kauf und Verkauf digitaler Vermögenswerte gegen Fiatgeld direkt zwischen Nutzern, bezahlt per Banküberweisung. Die Vermögenswerte des Verkäufers werden während des Geschäfts von der Plattform treuhänderisch gesperrt (Escrow). Der Käufer muss innerhalb der vorgegebenen Zahlungsfrist überweisen und die Order als bezahlt markieren; der Verkäufer muss den Zahlungseingang innerhalb der Bestätigungsfrist bestätigen und die Vermögenswerte freigeben. Nicht fristgerecht bezahlte Orders werden storniert; wiederholte Stornierungen können zur Einschränkung des P2P-Zugangs führen. Streitfälle prüft der Support anhand der vorgelegten Nachweise.
- ICO-Zeichnung: Teilnahme am Token-Verkauf neuer Projekte während des Zeichnungszeitraums. Die Zuteilung kann anteilig erfolgen, und die Token können für eine bestimmte Zeit gesperrt sein. Die Aufnahme eines Projekts auf der Plattform stellt keine Empfehlung dar.

Ihre Vermögenswerte werden in den getrennten Konten Ihrer Multi-Konto-Wallet geführt: Spot, Futures, Sekundenkontrakte, Fiat und ICO.

## 5. Gebühren

Die Standardgebühr im Spot-Handel beträgt 0,1 % für Maker und Taker. Gebühren für andere Produkte sowie Netzwerkgebühren bei Auszahlungen werden vor der Bestätigung des jeweiligen Vorgangs angezeigt. Interne Überträge zwischen Ihren eigenen Konten sind kostenlos. Die aktuellen Gebühren werden auf der Plattform veröffentlicht und können nach vorheriger Ankündigung geändert werden.

## 6. Ein- und Auszahlungen

Bei Ein- und Auszahlungen müssen Sie das Netzwerk wählen, das zum Vermögenswert und zur Zieladresse passt, und – sofern verlangt – Tag bzw. Memo angeben. Vermögenswerte, die über ein falsches Netzwerk oder an eine falsche Adresse gesendet werden, können unwiederbringlich verloren gehen; Aurelix kann ihre Wiederherstellung nicht garantieren. Jede Auszahlung wird mit Ihrem Fondspasswort bestätigt und durchläuft eine Sicherheits- und Compliance-Prüfung, während der sie sich verzögern oder abgelehnt werden kann.

## 7. Verbotene Nutzung und gesperrte Regionen

Untersagt ist die Nutzung der Plattform zur Geldwäsche, Terrorismusfinanzierung, zum Betrug, zur Umgehung von Sanktionen, zur Marktmanipulation (etwa durch Scheingeschäfte oder Spoofing), zum Missbrauch von Aktionen, zum Anlegen mehrerer Konten, zur Verwendung fremder Identitäten oder Konten sowie zur Störung des Plattformbetriebs. Unsere Dienste stehen Personen in Ländern, die umfassenden Sanktionen unterliegen, sowie in Gebieten, in denen sie verboten sind, nicht zur Verfügung; die aktuelle Liste wird auf der Plattform veröffentlicht. Die Umgehung dieser Beschränkungen, auch mittels VPN, ist verboten.

## 8. Sperrung und Kündigung

Wir können Funktionen einschränken, Vermögenswerte einfrieren sowie Ihr Konto sperren oder schließen, wenn Sie gegen diese Bedingungen verstoßen, eine zuständige Behörde dies verlangt, ein Betrugsverdacht besteht oder die Sicherheit gefährdet ist. Sie können Ihr Konto jederzeit schließen, nachdem Sie Ihre Vermögenswerte ausgezahlt haben. Die Schließung lässt bereits entstandene Verpflichtungen unberührt.

## 9. Haftungsbeschränkung

Die Plattform wird „wie besehen“ bereitgestellt. Soweit gesetzlich zulässig, haftet Aurelix nicht für entgangenen Gewinn, mittelbare Schäden, Marktverluste, Störungen von Blockchain-Netzwerken, Handlungen Dritter, höhere Gewalt oder Fehler der Nutzer wie die Wahl eines falschen Netzwerks. Die Gesamthaftung von Aurelix ist in jedem Fall auf die Summe der Gebühren begrenzt, die Sie in den letzten 12 Monaten gezahlt haben. Die Haftung für Vorsatz sowie zwingende gesetzliche Haftungstatbestände bleiben unberührt.

## 10. Änderungen, maßgebliche Bedingungen und Kontakt

Wir können diese Bedingungen ändern, indem wir eine neue Fassung auf der Plattform veröffentlichen; wesentliche Änderungen kündigen wir vorab an. Nutzen Sie die Dienste danach weiter, gilt dies als Zustimmung zur neuen Fassung. Ergänzend gelten die Datenschutzerklärung, die Rechtlichen Hinweise und die produktspezifischen Regeln. Bei Abweichungen zwischen den Sprachfassungen ist die englische Fassung maßgeblich. Für Streitigkeiten gilt das auf der Plattform für den Betreiber des Dienstes angegebene Recht, unbeschadet zwingender Verbraucherschutzvorschriften.

Bei Fragen erreichen Sie uns unter support@aurelix.example.`,
  },
  {
    type: 2,
    title: 'Datenschutzerklärung',
    content: `In dieser Datenschutzerklärung erfahren Sie, welche personenbezogenen Daten Aurelix erhebt, wofür wir sie verwenden, an wen wir sie weitergeben und welche Rechte Sie haben. Wir verarbeiten Ihre Daten nach dem anwendbaren Datenschutzrecht, insbesondere der Datenschutz-Grundverordnung (DSGVO), soweit diese anwendbar ist.

## 1. Welche Daten wir erheben

- Kontodaten: E-Mail-Adresse oder Telefonnummer, Nickname, Einladungscode sowie Hashwerte Ihrer Passwörter; Ihre Passwörter selbst speichern wir nicht im Klartext.
- Daten zur Identitätsprüfung: Name, Geburtsdatum, Staatsangehörigkeit, Angaben und Bilder Ihres Ausweisdokuments sowie ein Foto zum Abgleich.
- Geräte- und Anmeldedaten: IP-Adresse, Geräte- und Browsertyp, Anmeldezeitpunkte und Sitzungsverlauf.
- Transaktionsdaten: Ein- und Auszahlungen, Wallet-Adressen, Orders und ausgeführte Trades, Überträge zwischen Konten, P2P-Orders einschließlich der darin angegebenen Bankverbindung sowie ICO-Zeichnungen.
- Ihre Support-Anfragen und Ihre Korrespondenz mit uns.

## 2. Zwecke und Rechtsgrundlagen

- Vertragserfüllung: Registrierung, Kontoführung, Ausführung von Orders, Abwicklung, Ein- und Auszahlungen.
- Erfüllung rechtlicher Pflichten: Identitätsprüfung, Verhinderung von Geldwäsche und Terrorismusfinanzierung, handels- und steuerrechtliche Aufbewahrung, Beantwortung behördlicher Anfragen.
- Berechtigte Interessen: Schutz der Konten, Betrugsprävention, Überwachung der Stabilität und Verbesserung des Dienstes.
- Einwilligung: optionale Mitteilungen und andere Fälle, in denen das Gesetz eine Einwilligung verlangt. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.

## 3. Speicherdauer

Wir speichern Ihre Daten, solange Ihr Konto besteht, und nach der Kontoschließung so lange, wie es geldwäscherechtliche und handels- bzw. steuerrechtliche Aufbewahrungspflichten verlangen (in der Regel mindestens fünf Jahre). Anmeldeprotokolle und technische Daten werden so lange aufbewahrt, wie es für die Sicherheit des Dienstes erforderlich ist. Danach werden die Daten gelöscht oder anonymisiert.

## 4. Weitergabe von Daten

Wir verkaufen Ihre personenbezogenen Daten nicht. Eine Weitergabe erfolgt nur an:

- Dienstleister, die in unserem Auftrag tätig sind: Hosting, Identitätsprüfung, Versand von SMS und E-Mails, Kundensupport;
- Ihren Vertragspartner in einem P2P-Geschäft, soweit zur Abwicklung erforderlich (etwa Name des Zahlungsempfängers und Bankverbindung);
- Behörden und Gerichte, wenn das Gesetz oder eine behördliche Anordnung dies verlangt;
- einen etwaigen Rechtsnachfolger bei einer Verschmelzung oder Unternehmensübertragung, unter Wahrung der Zusagen dieser Datenschutzerklärung.

## 5. Datensicherheit

Wir verschlüsseln Daten bei der Übertragung, speichern Passwörter und Sitzungstoken ausschließlich als Hashwerte, beschränken den Zugriff unserer Mitarbeiter nach dem Prinzip der minimalen Berechtigung, protokollieren Vorgänge und führen regelmäßig Audits durch. Da kein System absolut sicher ist, bitten wir Sie, auch die Sicherheitsregeln für Ihr Konto einzuhalten.

## 6. Ihre Rechte

Im gesetzlich vorgesehenen Umfang haben Sie das Recht,

- Auskunft über Ihre Daten und eine Kopie davon zu erhalten;
- unrichtige oder unvollständige Daten berichtigen zu lassen;
- die Löschung von Daten zu verlangen, deren Aufbewahrung nicht gesetzlich vorgeschrieben ist;
- einer auf berechtigten Interessen beruhenden Verarbeitung zu widersprechen und deren Einschränkung zu verlangen;
- Ihre Daten in einem gängigen Format zu erhalten, Einwilligungen zu widerrufen und sich bei einer Datenschutzaufsichtsbehörde zu beschweren.

Zur Ausübung Ihrer Rechte schreiben Sie an support@aurelix.example. Vor der Bearbeitung können wir Sie bitten, Ihre Identität nachzuweisen.

## 7. Cookies und lokaler Speicher

Wir verwenden in Ihrem Browser und in der App ausschließlich technisch notwendige Speichertechnologien: das Sitzungstoken (damit Sie angemeldet bleiben), die gewählte Sprache der Oberfläche und die gewählte Währung für die Preisanzeige. Diese Informationen werden nicht zu Werbezwecken genutzt. Wenn Sie sie löschen, müssen Sie sich neu anmelden und Ihre Einstellungen erneut wählen.

## 8. Internationale Datenübermittlung

Unsere Server und Dienstleister können sich außerhalb Ihres Wohnsitzlandes befinden, auch außerhalb des Europäischen Wirtschaftsraums. In diesem Fall setzen wir die gesetzlich vorgesehenen Garantien ein, etwa Standardvertragsklauseln zum Datenschutz.

## 9. Minderjährige

Die Plattform richtet sich nicht an Personen unter 18 Jahren. Wir erheben deren Daten nicht wissentlich. Stellen wir fest, dass dies dennoch geschehen ist, schließen wir das Konto und löschen die Daten, sofern keine gesetzliche Pflicht entgegensteht.

## 10. Änderungen und Kontakt

Wir können diese Datenschutzerklärung aktualisieren; wesentliche Änderungen geben wir auf der Plattform bekannt. Fragen zu Ihren personenbezogenen Daten richten Sie bitte an support@aurelix.example.`,
  },
  {
    type: 3,
    title: 'Leitfaden für Einsteiger',
    content: `Dieser Leitfaden führt Sie Schritt für Schritt von der Registrierung bis zur ersten Order und zur ersten Auszahlung. Planen Sie etwa eine halbe Stunde ein.

## Schritt 1: Registrieren

Klicken Sie auf „Registrieren“ und wählen Sie, ob Sie sich mit E-Mail-Adresse oder Mobilfunknummer anmelden möchten. Geben Sie den Bestätigungscode ein, den Sie per E-Mail oder SMS erhalten, und legen Sie ein sicheres Anmeldepasswort fest. Haben Sie von Bekannten einen Einladungscode bekommen, tragen Sie ihn jetzt in das entsprechende Feld ein – nachträglich lässt er sich nicht hinzufügen.

## Schritt 2: Konto absichern

- Legen Sie unter „Sicherheit“ ein Fondspasswort fest. Es wird für Auszahlungen und P2P-Geschäfte abgefragt und muss sich von Ihrem Anmeldepasswort unterscheiden.
- Aktivieren Sie die Zwei-Faktor-Authentifizierung.
- Speichern Sie die Aurelix-Website als Lesezeichen und melden Sie sich nur darüber an, um nicht auf Phishing-Seiten hereinzufallen.
- Geben Sie Passwörter und Codes niemals weiter – auch nicht an Personen, die sich als Support-Mitarbeiter ausgeben.

## Schritt 3: Identität verifizieren

Öffnen Sie „Profil“ → „Identitätsprüfung“, machen Sie Ihre Angaben und laden Sie ein Foto Ihres Personalausweises oder Reisepasses sowie ein Selfie hoch. Die Prüfung dauert in der Regel nicht lange. Ohne Verifizierung können Sie innerhalb von 24 Stunden bis zu 100 USDT (bzw. Gegenwert) auszahlen, nach der Verifizierung bis zu 10.000 USDT.

## Schritt 4: Guthaben einzahlen

Gehen Sie zu „Vermögen“ → „Einzahlen“ und wählen Sie Coin und Netzwerk. Das auf Aurelix gewählte Netzwerk muss mit dem Netzwerk übereinstimmen, über das Sie senden; wird ein Tag oder Memo angezeigt, müssen Sie es unbedingt mitangeben. Ein falsches Netzwerk kann zum dauerhaften Verlust Ihrer Vermögenswerte führen. Kopieren Sie die Adresse und senden Sie die Transaktion: Nach den erforderlichen Blockchain-Bestätigungen wird das Guthaben Ihrem Spot-Konto gutgeschrieben. Besitzen Sie noch keine Kryptowährung, können Sie im P2P-Bereich USDT per Banküberweisung kaufen: Die Vermögenswerte des Verkäufers bleiben treuhänderisch gesperrt, bis er den Eingang Ihrer Zahlung bestätigt. Überweisen Sie den Betrag und klicken Sie innerhalb der angegebenen Frist auf „Bezahlt“. Gekaufte USDT werden Ihrem Fiat-Konto gutgeschrieben; von dort können Sie sie kostenlos auf Ihr Spot-Konto übertragen (siehe Schritt 7).

## Schritt 5: Die erste Spot-Order

Öffnen Sie „Handel“ → „Spot“ und wählen Sie ein Handelspaar, zum Beispiel BTC/USDT.

- Limit-Order: Sie legen den Preis selbst fest. Die Order wird nur ausgeführt, wenn der Markt diesen Preis erreicht; bis dahin liegt sie im Orderbuch.
- Market-Order: Sie wird sofort zu den besten verfügbaren Preisen ausgeführt. Das geht schnell, der Ausführungspreis kann aber leicht vom zuletzt angezeigten Kurs abweichen.

Geben Sie Menge oder Betrag ein, prüfen Sie die Zusammenfassung und bestätigen Sie. Die Standardgebühr beträgt 0,1 % für Maker und Taker. Offene und ausgeführte Orders sehen Sie im unteren Bereich der Seite. Beginnen Sie am besten mit einem kleinen Betrag, um sich mit der Oberfläche vertraut zu machen.

## Schritt 6: Orderbuch und Chart lesen

Im Orderbuch stehen rote Zeilen für Verkaufsorders (Ask) und grüne Zeilen für Kauforders (Bid). Die Differenz zwischen dem besten Verkaufs- und dem besten Kaufpreis heißt Spread. Im Kerzenchart zeigt jede Kerze Eröffnungs-, Schluss-, Höchst- und Tiefstkurs für das gewählte Intervall – von einer Minute bis zu einer Woche; die Balken unter dem Chart zeigen das Handelsvolumen.

## Schritt 7: Zwischen Konten übertragen

Ihre Wallet besteht aus mehreren Konten: Spot, Futures, Sekundenkontrakte, Fiat (P2P) und ICO. Um Futures zu handeln oder an einem ICO teilzunehmen, übertragen Sie zunächst Guthaben über „Vermögen“ → „Übertragen“ auf das jeweilige Konto. Interne Überträge sind kostenlos und erfolgen sofort. Bevor Sie gehebelte Futures oder Sekundenkontrakte ausprobieren, lesen Sie deren Regeln sorgfältig: Bei einer Liquidation oder einem Verlust können Sie den gesamten Einsatz verlieren.

## Schritt 8: Auszahlen

Öffnen Sie „Vermögen“ → „Auszahlen“, wählen Sie Coin und Netzwerk, fügen Sie die Zieladresse ein und vergewissern Sie sich, dass die empfangende Plattform dieses Netzwerk unterstützt. Geben Sie den Betrag ein und bestätigen Sie mit Fondspasswort und Bestätigungscode. Auszahlungen durchlaufen eine Sicherheitsprüfung und können daher gelegentlich etwas länger dauern. Den Status verfolgen Sie im Vermögensverlauf.

## Hilfe erhalten

Antworten auf häufige Fragen finden Sie im Hilfe-Center. Wenn etwas nicht klappt, schreiben Sie an support@aurelix.example und nennen Sie die E-Mail-Adresse oder Telefonnummer Ihres Kontos sowie gegebenenfalls die Transaktions-ID (TxID). Neuigkeiten und Austausch mit der Community finden Sie auf Telegram, X, Discord, Reddit und YouTube.`,
  },
  {
    type: 4,
    title: 'Rechtliche Hinweise und Risikohinweise',
    content: `Bitte lesen Sie diese Hinweise sorgfältig, bevor Sie Aurelix nutzen. Mit der Nutzung der Plattform bestätigen Sie, dass Sie die nachfolgend beschriebenen Risiken verstanden haben und akzeptieren.

## 1. Risikohinweise

Der Handel mit digitalen Vermögenswerten ist mit hohen Risiken verbunden und nicht für jeden geeignet.

- Volatilität: Die Kurse digitaler Vermögenswerte können innerhalb kurzer Zeit stark steigen oder fallen – bis hin zum Totalverlust.
- Hebel: Bei Futures vergrößert der Hebel nicht nur mögliche Gewinne, sondern auch Verluste. Schon eine geringe Kursbewegung gegen Ihre Position kann zur Zwangsliquidation und zum Verlust der gesamten Margin führen.
- Sekundenkontrakte: Wegen der kurzen, festen Laufzeit hängt das Ergebnis stark von kurzfristigen Kursschwankungen ab; bei einem Verlust verfällt der Einsatz vollständig.
- Liquidität: Zeitweise kann es unmöglich sein, ein Geschäft zum erwarteten Preis oder überhaupt auszuführen.
- P2P-Geschäfte: Die Zahlung in Fiatgeld erfolgt außerhalb der Plattform; es bestehen daher Risiken durch Zahlungsfehler, Rückbuchungen und betrügerisches Verhalten des Vertragspartners.
- ICO: Neue Projekte können scheitern, und ihre Token finden möglicherweise nie einen liquiden Markt.
- Technische Risiken: Störungen von Blockchain-Netzwerken, Überlastung, Cyberangriffe und Bedienfehler (etwa die Wahl eines falschen Netzwerks) können zu Verzögerungen oder Verlusten führen.

Sie können Ihr gesamtes eingesetztes Kapital verlieren. Setzen Sie nur Beträge ein, deren Verlust Sie verkraften können.

## 2. Keine Anlageberatung

Sämtliche Inhalte der Plattform, einschließlich Analysen, Charts, Nachrichten und Projektbeschreibungen, dienen ausschließlich der Information. Sie stellen weder eine Anlage-, Finanz-, Steuer- oder Rechtsberatung noch ein Angebot zum Kauf oder Verkauf eines Vermögenswerts dar. Ihre Handelsentscheidungen treffen Sie selbstständig und auf eigene Verantwortung; ziehen Sie bei Bedarf einen unabhängigen Berater hinzu.

## 3. Regulatorischer Status

Aurelix ist kein Kreditinstitut. Digitale Vermögenswerte auf der Plattform sind nicht versichert und fallen weder unter die Einlagensicherung noch unter eine Anlegerentschädigung. Die Regulierung digitaler Vermögenswerte unterscheidet sich von Land zu Land und kann sich ändern, was die Verfügbarkeit einzelner Produkte beeinflussen kann. Sie sind selbst dafür verantwortlich, die Gesetze Ihres Landes einzuhalten, einschließlich Ihrer steuerlichen Pflichten.

## 4. Regionale Beschränkungen

Die Dienste von Aurelix werden Personen in Ländern, die umfassenden Sanktionen unterliegen, sowie in Rechtsordnungen, in denen sie gesetzlich verboten sind, nicht angeboten. Einzelne Produkte wie Futures oder Sekundenkontrakte sind in bestimmten Regionen möglicherweise nicht verfügbar. Kein Inhalt der Plattform stellt ein Angebot von Dienstleistungen in einer Rechtsordnung dar, in der ein solches Angebot rechtswidrig wäre.

## 5. Geistiges Eigentum

Name und Logo von Aurelix, das Design, Texte, Softwarecode und alle übrigen Inhalte der Plattform gehören Aurelix oder den Lizenzgebern von Aurelix und sind gesetzlich geschützt. Vervielfältigung, Bearbeitung, Verbreitung oder kommerzielle Nutzung ohne vorherige schriftliche Zustimmung sind untersagt, soweit das Gesetz nicht ausdrücklich etwas anderes erlaubt.

## 6. Links zu Dritten

Die Plattform kann Links zu Websites, Diensten und Communities Dritter enthalten. Wir haben keinen Einfluss auf diese Angebote und übernehmen keine Verantwortung für deren Inhalte, Sicherheit oder Datenschutzpraktiken. Die Nutzung erfolgt auf Ihr eigenes Risiko.

## 7. Verfügbarkeit des Dienstes und Produktänderungen

Die Plattform kann aufgrund von Wartungsarbeiten, Updates, Störungen bei Dienstleistern oder außergewöhnlichen Marktbedingungen vorübergehend nicht verfügbar sein. Wir können den Handel einzelner Paare aussetzen, die Unterstützung bestimmter Vermögenswerte nach vorheriger Ankündigung einstellen und Produktparameter ändern, etwa den zulässigen Hebel, die Laufzeiten der Sekundenkontrakte oder Limits. Diese Hinweise können aktualisiert werden; maßgeblich ist jeweils die auf der Plattform veröffentlichte Fassung.

## 8. Richtigkeit der Informationen

Wir bemühen uns, die Informationen auf der Plattform aktuell zu halten, übernehmen jedoch keine Gewähr für Vollständigkeit und Fehlerfreiheit. Kurse können verzögert angezeigt werden. Im Streitfall sind die Aufzeichnungen der Plattform und die Nutzungsbedingungen maßgeblich. Fragen richten Sie bitte an support@aurelix.example.`,
  },
  {
    type: 5,
    title: 'Über Aurelix',
    content: `Aurelix ist eine Handelsplattform für digitale Vermögenswerte für alle, die eine übersichtliche Oberfläche, transparente Regeln und einen starken Schutz ihrer Vermögenswerte erwarten.

## Unsere Mission

Wir möchten digitale Vermögenswerte für alle zugänglich machen – vom ersten Kontakt mit Kryptowährungen bis zum professionellen Trading. Deshalb erklären wir unsere Produkte verständlich, benennen Risiken offen und veröffentlichen Gebühren und Limits im Voraus.

## Was wir bieten

- Spot-Handel mit den wichtigsten digitalen Vermögenswerten zu einer Standardgebühr von 0,1 % für Maker und Taker.
- USDS-M-Perpetual-Futures mit Hebel für erfahrene Trader.
- Sekundenkontrakte mit festen Laufzeiten und automatischer Abrechnung.
- P2P-Handel: Kauf und Verkauf von Kryptowährungen gegen Euro oder andere Währungen per Banküberweisung, abgesichert durch Treuhand (Escrow).
- ICO-Zeichnung für die Teilnahme an Token-Verkäufen neuer Projekte.
- Eine Multi-Konto-Wallet mit kostenlosen Sofortüberträgen zwischen Spot-, Futures-, Sekundenkontrakt-, Fiat- und ICO-Konto.

Aurelix steht im Browser sowie in unseren mobilen Apps für Android und iOS zur Verfügung.

## Unser Sicherheitskonzept

- Cold Storage: Der Großteil der Nutzervermögen wird in Offline-Wallets verwahrt; Hot Wallets enthalten nur den Betrag, der für laufende Auszahlungen benötigt wird.
- Prüfbare Buchführung: Jede Saldenänderung wird nach dem Prinzip der doppelten Buchführung in einem Hauptbuch erfasst, das regelmäßig abgestimmt und geprüft wird.
- Kontoschutz: Zwei-Faktor-Authentifizierung, separates Fondspasswort, Speicherung von Passwörtern ausschließlich als Hashwerte und Prüfung von Auszahlungsanträgen.
- Compliance: Identitätsprüfung und Auszahlungslimits von 100 USDT pro 24 Stunden ohne Verifizierung und 10.000 USDT pro 24 Stunden nach der Verifizierung.

## International aufgestellt

Aurelix ist in 10 Sprachen verfügbar: Englisch, Japanisch, Koreanisch, traditionelles Chinesisch, vereinfachtes Chinesisch, Russisch, Türkisch, Französisch, Spanisch und Deutsch. Preise können in 8 Währungen angezeigt werden: USD, JPY, KRW, HKD, RUB, EUR, GBP und TRY.

## Transparente Konditionen

Die Standardgebühr im Spot-Handel beträgt 0,1 % für Maker und Taker. Überträge zwischen Ihren eigenen Konten sind kostenlos, und die Netzwerkgebühr für Auszahlungen wird vor der Bestätigung angezeigt. Auszahlungslimits, Produktregeln und die unterstützten Netzwerke je Coin sind auf der Plattform veröffentlicht – so wissen Sie vor jedem Geschäft, zu welchen Bedingungen Sie handeln.

## Verantwortungsvolles Trading

Gehebelte Futures und Sekundenkontrakte können schnell zum Verlust des gesamten Einsatzes führen. Deshalb sind die Regeln jedes Produkts und die Risikohinweise auf der Plattform veröffentlicht, und wir empfehlen Einsteigern, mit dem Spot-Handel und kleinen Beträgen zu beginnen. Der Leitfaden für Einsteiger und das Hilfe-Center vermitteln Ihnen die Grundlagen.

## Unser Versprechen

Wir kommunizieren Regeln, Gebühren und Änderungen transparent, kündigen Wartungsarbeiten rechtzeitig an und bearbeiten jede Anfrage sorgfältig. Anlageberatung leisten wir nicht: Unsere Aufgabe ist es, Ihnen verlässliche Werkzeuge und klare Informationen bereitzustellen, damit Sie fundierte Entscheidungen treffen können.

## Kontakt

Support: support@aurelix.example. Ankündigungen, Neuigkeiten und den Austausch mit unserem Team und anderen Nutzern finden Sie in unseren Communities auf Telegram, X, Discord, Reddit und YouTube. Die Links zu unseren offiziellen Kanälen werden auf der Plattform veröffentlicht; hüten Sie sich vor gefälschten Konten, die sich als Aurelix ausgeben.`,
  },
];
