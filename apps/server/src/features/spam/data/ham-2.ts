/**
 * Second batch of legitimate training examples (invented, realistic): short and long patient
 * messages, every form type, patients writing in other languages or mixing them, companies,
 * clubs, doctors and care services writing for a real reason, prices, links and "kostenlos".
 * Written separately from both evaluation sets (no shared people or 6-word phrases).
 */
import type { LabelledExample } from './training.js';

const ham = (formType: LabelledExample['formType'], fields: Record<string, string>): LabelledExample => ({
  spam: false,
  formType,
  fields,
});

export const ham2: LabelledExample[] = [
  // ── contact, German, short ──
  ham('contact', { name: 'Gunnar Tiedemann', telefon: '0431 2298411', nachricht: 'Termin für nächste Woche möglich?' }),
  ham('contact', { name: 'Rita', telefon: '0172 5590021', nachricht: 'Rufen Sie mich bitte zurück, danke' }),
  ham('contact', {
    name: 'Jens Overmann',
    email: 'jens.overmann@gmx.de',
    nachricht: 'Habe noch 3 Termine offen, wann geht es weiter?',
  }),
  ham('contact', { name: 'A. Kuczera', telefon: '0203 551298', nachricht: 'Ich komme heute 10 Minuten später, Stau.' }),
  ham('contact', { name: 'Magda', email: 'magda.r@web.de', nachricht: 'Wie lange habt ihr heute auf?' }),
  ham('contact', { name: 'Horst Ellerbrock', telefon: '05451 33290', nachricht: 'Bitte Termin für Fango und Massage' }),
  ham('contact', { name: 'Svenja', email: 'svenja.b88@gmail.com', nachricht: 'Ist noch was frei am Samstag?' }),
  ham('contact', { name: 'Udo Pahlke', telefon: '0391 6620941', nachricht: 'Rezept liegt vor. Bitte um Anruf.' }),
  ham('contact', { name: 'Nesrin', telefon: '0176 90012288', nachricht: 'Kann man bei Ihnen mit Karte zahlen?' }),
  ham('contact', {
    name: 'Bodo Renner',
    email: 'bodo.renner@t-online.de',
    nachricht: 'Morgen 8 Uhr klappt bei mir nicht. Alternative?',
  }),
  ham('contact', {
    name: 'Chiara',
    email: 'chiara.lenz@icloud.com',
    nachricht: 'Hab meinen Termin vergessen, sorry!! Neuer Termin?',
  }),
  ham('contact', {
    name: 'Familie Brakelmann',
    telefon: '02381 449021',
    nachricht: 'Hausbesuch für Oma bitte, sie kann nicht mehr raus.',
  }),
  ham('contact', { name: 'Egon Stratmann', telefon: '0209 887120', nachricht: 'WANN IST MEIN NÄCHSTER TERMIN' }),
  ham('contact', {
    name: 'Lina',
    email: 'lina.sommerfeld@posteo.de',
    nachricht: 'Habt ihr Termine für Kinder nach der Schule?',
  }),
  ham('contact', {
    name: 'Kurt Bollmeier',
    telefon: '0521 661209',
    nachricht: 'Rücken ist besser, brauche ich noch die restlichen Termine?',
  }),
  // ── contact, German, longer ──
  ham('contact', {
    name: 'Anneliese Storck',
    telefon: '06151 338810',
    nachricht:
      'Guten Tag, ich war letztes Jahr schon einmal wegen meiner Schulter bei Ihnen und war sehr zufrieden. Jetzt ist die andere Seite dran. Mein Orthopäde stellt mir morgen ein neues Rezept aus. Könnte ich wieder zu Frau Heinemann kommen?',
  }),
  ham('contact', {
    name: 'Dominik Paschke',
    email: 'dominik.paschke@gmx.net',
    nachricht:
      'Hallo, ich fahre beruflich viel Auto und habe seit Wochen ein Ziehen zwischen den Schulterblättern. Lohnt sich da eine Massage oder eher Krankengymnastik? Ich würde erstmal selbst zahlen. Was nehmen Sie für 30 Minuten?',
  }),
  ham('contact', {
    name: 'Wiebke Harms',
    email: 'wiebke.harms@web.de',
    nachricht:
      'Moin, meine Tochter (15) hat beim Volleyball Probleme mit dem Knie, Patellaspitzensyndrom meint der Kinderarzt. Behandeln Sie auch Jugendliche und geht das nachmittags nach der Schule?',
  }),
  ham('contact', {
    name: 'Ralf Sonnenschein',
    email: 'ralf.sonnenschein@arcor.de',
    nachricht:
      'Sehr geehrtes Team, ich habe morgen meinen ersten Termin. Was muss ich mitbringen? Handtuch, Sportsachen, Versichertenkarte? Und wo kann ich in der Nähe parken?',
  }),
  ham('contact', {
    name: 'Ilona Marczak',
    telefon: '0157 33104492',
    nachricht:
      'Guten Abend, mein Mann hatte einen Herzinfarkt und soll nach der Reha weiter Sport unter Aufsicht machen. Bieten Sie Herzsport an oder wissen Sie, wo es das gibt?',
  }),
  ham('contact', {
    name: 'Volker Brinkmann',
    email: 'volker.brinkmann@freenet.de',
    nachricht:
      'Ich habe eine Frage zu meiner letzten Rechnung. Da stehen 6 Behandlungen drauf, ich war aber nur 5 mal da, der Termin am 12. wurde von Ihnen abgesagt. Können Sie das bitte korrigieren?',
  }),
  ham('contact', {
    name: 'Clara Wiesner',
    email: 'clara.wiesner@gmail.com',
    nachricht:
      'Hallo, ich habe gelesen, dass Sie Dry Needling anbieten. Ich habe seit Monaten einen Triggerpunkt im Trapezius, der einfach nicht weggeht. Übernimmt die Kasse so etwas, oder zahle ich selbst? Was kostet es?',
  }),
  ham('contact', {
    name: 'Reinhard Kühnel',
    telefon: '0371 4430981',
    nachricht:
      'Meine Frau ist gestürzt und hat sich das Handgelenk gebrochen, Gips kommt nächste Woche ab. Der Arzt sagt danach sofort Physiotherapie. Wie schnell bekommt man bei Ihnen einen Termin? Wir wohnen gleich um die Ecke.',
  }),
  ham('contact', {
    name: 'Nora Eichhorst',
    email: 'nora.eichhorst@posteo.de',
    nachricht:
      'Ich bin selbst Hebamme und suche für meine Frauen eine Physiotherapeutin mit Schwerpunkt Beckenboden und Rektusdiastase, an die ich verweisen kann. Gibt es das bei Ihnen?',
  }),
  ham('contact', {
    name: 'Thorben Lüdecke',
    email: 'thorben.luedecke@web.de',
    nachricht:
      'Hey, ich mache CrossFit und habe mir beim Kreuzheben den unteren Rücken verzogen. Geht nicht mehr ganz gerade. Habt ihr heute oder morgen noch einen Notfalltermin? Zahle selbst.',
  }),
  ham('contact', {
    name: 'Gertrud Albers-Wenk',
    telefon: '04231 92217',
    nachricht:
      'Guten Tag, meine Schwester und ich (beide über 80) würden gern zusammen zur Wassergymnastik kommen. Gibt es noch Plätze und muss man vorher zum Arzt?',
  }),
  ham('contact', {
    name: 'Marcel Ziegert',
    email: 'marcel.ziegert@outlook.de',
    nachricht:
      'Hallo, auf Ihrer Homepage steht, dass Sie Kiefergelenkbehandlung machen. Mein Zahnarzt hat mir dafür ein Rezept gegeben (CMD). Wie lange ist die Wartezeit aktuell?',
  }),
  ham('contact', {
    name: 'Petra Aufenanger',
    email: 'petra.aufenanger@t-online.de',
    nachricht:
      'Ich möchte meinem Mann einen Gutschein für eine Hot-Stone-Massage schenken. Wie teuer ist das und kann ich den Gutschein per Post bekommen? Wir wohnen 30 km entfernt.',
  }),
  ham('contact', {
    name: 'Lars Detmers',
    email: 'lars.detmers@gmail.com',
    nachricht:
      'Kann ich meine Physio auch während der Elternzeit mit Baby machen? Also darf die Kleine im Maxi-Cosi mit in den Raum? Sonst müsste ich einen Babysitter organisieren.',
  }),
  ham('contact', {
    name: 'Hanna Strebel',
    email: 'hanna.strebel@gmx.de',
    nachricht:
      'Guten Tag, gibt es bei Ihnen eine Therapeutin, die sich mit Long Covid auskennt? Ich bin seit einem Jahr erschöpft und meine Hausärztin meint, vorsichtiges Training könnte helfen. Kostenlos ist das vermutlich nicht, oder zahlt die Kasse?',
  }),
  ham('contact', {
    name: 'Ferdinand Rahe',
    telefon: '0251 77210',
    nachricht:
      'Ich brauche nach meiner Knieoperation eine Lymphdrainage. Im Krankenhaus haben sie gesagt, ich soll mich schnell kümmern. Rezept habe ich seit gestern. Bitte melden Sie sich.',
  }),
  ham('contact', {
    name: 'Jutta Brockmöller',
    email: 'jutta.brockmoeller@web.de',
    nachricht:
      'Hallo liebes Team, mein Termin bei Herrn Kowalski war wieder super. Ich wollte fragen, ob ich die Übungen, die er mir gezeigt hat, irgendwo als Blatt bekommen kann? Ich habe die Hälfte vergessen.',
  }),
  ham('contact', {
    name: 'Tanja Ostrowski',
    email: 'tanja.ostrowski@gmx.net',
    nachricht:
      'Guten Morgen, meine Krankenkasse hat mir einen Brief geschickt, dass ich für Physiotherapie eine Genehmigung brauche, weil es eine Verordnung außerhalb des Regelfalls ist. Kümmern Sie sich darum oder muss ich das machen?',
  }),
  ham('contact', {
    name: 'Bernd Lohmüller',
    telefon: '07141 228810',
    nachricht:
      'Gern würde ich medizinisches Gerätetraining einmal zur Probe machen. Ich bin 67 und habe Arthrose in beiden Knien, möchte aber fit bleiben. Was kostet ein Monat?',
  }),
  ham('contact', {
    name: 'Kerstin Jahnke',
    email: 'kerstin.jahnke@posteo.de',
    nachricht:
      'Könnten Sie mir bitte eine Bestätigung über die Behandlungstermine für meinen Arbeitgeber ausstellen? Er möchte sehen, dass ich während der Arbeitszeit bei der Physio war.',
  }),
  ham('contact', {
    name: 'Andreas Pöttker',
    email: 'a.poettker@gmx.de',
    nachricht:
      'Guten Tag, ich habe einen Termin über Ihre Website gebucht, aber keine Bestätigungsmail bekommen. Ist der Termin trotzdem eingetragen? Dienstag 17:40 bei Frau Yilmaz.',
  }),
  ham('contact', {
    name: 'Roswitha Nagel',
    telefon: '0561 990341',
    nachricht:
      'Mein Mann ist an Demenz erkrankt und soll Krankengymnastik bekommen. Er versteht nicht immer alles, wird aber nicht aggressiv. Haben Ihre Therapeuten Erfahrung damit? Ich würde ihn immer begleiten.',
  }),
  ham('contact', {
    name: 'Simon Achterberg',
    email: 'simon.achterberg@uni-goettingen.de',
    nachricht:
      'Hallo, ich schreibe meine Bachelorarbeit in Physiotherapie über Versorgung bei Rückenschmerzen und würde gern zwei Therapeut:innen aus Ihrer Praxis kurz interviewen (20 Minuten, anonym). Wäre das möglich?',
  }),
  ham('contact', {
    name: 'Mareike Tillmann',
    email: 'mareike.tillmann@grundschule-am-see.de',
    nachricht:
      'Liebes Praxisteam, wir sind eine Grundschule in Ihrer Nachbarschaft und planen einen Gesundheitstag für unsere Kinder. Hätte jemand von Ihnen Lust, eine Stunde zum Thema Haltung und Ranzen zu machen? Leider können wir nur ein kleines Honorar zahlen.',
  }),
  ham('contact', {
    name: 'Gregor Lammert',
    email: 'g.lammert@stadtbibliothek-borken.de',
    nachricht:
      'Guten Tag, unsere Kolleginnen in der Bibliothek klagen über Nackenschmerzen vom vielen Bücherräumen. Wir würden gern einen Termin für eine Arbeitsplatzberatung vor Ort vereinbaren. Machen Sie so etwas, und mit welchen Kosten müssten wir rechnen?',
  }),
  ham('contact', {
    name: 'Hausverwaltung Tegeler',
    email: 'info@hv-tegeler.de',
    nachricht:
      'Sehr geehrte Mieterin, sehr geehrter Mieter, am Mittwoch wird zwischen 8 und 12 Uhr das Wasser im Haus abgestellt (Strangsanierung). Bitte informieren Sie Ihre Patienten. Bei Fragen erreichen Sie uns unter 0231 440987.',
  }),
  ham('contact', {
    name: 'Sanitätshaus Möller, Frau Kappes',
    telefon: '0441 778020',
    nachricht:
      'Hallo, wir versorgen Ihre Patientin Frau Heitmann mit einer neuen Orthese für das Knie. Könnte die Therapeutin uns kurz mitteilen, ob die Beweglichkeit schon auf 90 Grad freigegeben ist? Danke und Grüße aus dem Sanitätshaus.',
  }),
  ham('contact', {
    name: 'Ambulanter Pflegedienst Lindenhof',
    telefon: '02102 338021',
    nachricht:
      'Guten Tag, wir betreuen Herrn Dembowski in der Gartenstraße. Er hat ein Rezept für Krankengymnastik als Hausbesuch, kann aber selbst nicht telefonieren. Können wir die Termine für ihn absprechen?',
  }),
  ham('contact', {
    name: 'Dr. med. Ilka Hoppe',
    email: 'praxis@kinderarzt-hoppe.de',
    nachricht:
      'Liebe Kolleginnen, ich habe einem Säugling mit Plagiozephalie Physiotherapie verordnet. Die Eltern sind sehr besorgt. Ist es möglich, zeitnah einen Ersttermin zu geben? Vielen Dank!',
  }),
  ham('contact', {
    name: 'TSV Lohne Handball, Jens Tepe',
    email: 'jens.tepe@tsv-lohne.de',
    nachricht:
      'Hallo, wir suchen für unsere Damenmannschaft jemanden, der vor den Heimspielen tapen kann. Die Spiele sind samstags um 18 Uhr. Hätte jemand von euch Interesse? Bezahlung nach Absprache.',
  }),
  ham('contact', {
    name: 'Elke Rosendahl',
    email: 'elke.rosendahl@kirchengemeinde-st-marien.de',
    nachricht:
      'Guten Tag, wir sind eine Seniorengruppe der Kirchengemeinde und würden gern einmal einen Vortrag über Sturzvorbeugung hören. Wäre eine Ihrer Therapeutinnen dazu bereit? Wir treffen uns dienstags nachmittags.',
  }),
  ham('contact', {
    name: 'Matthias Grewe',
    email: 'm.grewe@grewe-dachbau.de',
    nachricht:
      'Moin, ich bin Dachdeckermeister und zwei meiner Gesellen haben ständig Rücken. Könnt ihr für die Jungs mal einen Termin machen, der vor 7 Uhr oder nach 17 Uhr liegt? Ich zahle das als Firma, bitte Rechnung an mich.',
  }),
  ham('contact', {
    name: 'Waltraud Kettler',
    telefon: '02732 55019',
    nachricht:
      'Gibt es bei Ihnen vielleicht einen Fahrdienst oder Termine mit Abholung? Ich bin nicht mehr so mobil und habe niemanden, der mich fahren kann. Das Taxi ist mir zu teuer.',
  }),
  ham('contact', {
    name: 'Patrizia Ebel',
    email: 'patrizia.ebel@web.de',
    nachricht:
      'Hallo, können Sie mir einen Therapeuten empfehlen, der sich mit Skoliose bei Erwachsenen auskennt? Ich habe eine Krümmung von 35 Grad und seit kurzem mehr Schmerzen. Schroth-Therapie wäre ideal.',
  }),
  ham('contact', {
    name: 'Konstantin Wolff',
    email: 'konstantin.wolff@gmail.com',
    nachricht:
      'Ich möchte mich über meine letzte Behandlung beschweren. Die Therapeutin war die ganze Zeit am Handy und hat mich allein üben lassen. Dafür zahle ich nicht 45 Euro. Bitte rufen Sie mich an.',
  }),
  ham('contact', {
    name: 'Sieglinde Marx',
    telefon: '0911 3380227',
    nachricht:
      'Ich habe eine Frage zur Zuzahlung. Mein Mann ist Rentner und hat die Belastungsgrenze schon erreicht, wir haben den Bescheid von der Kasse. Reicht es, wenn ich den beim nächsten Mal mitbringe?',
  }),
  ham('contact', {
    name: 'Stefan Olbrich',
    email: 'stefan.olbrich@outlook.de',
    nachricht:
      'Guten Tag, ich bin Fahrradkurier und habe nach einem Sturz Schmerzen im Schlüsselbein. Der Bruch ist verheilt, aber die Schulter ist steif. Ich brauche schnell wieder volle Kraft, sonst verliere ich Aufträge. Was schlagen Sie vor?',
  }),
  ham('contact', {
    name: 'Dana Kühne',
    email: 'dana.kuehne@gmx.de',
    nachricht:
      'Hallo, mein Termin wurde heute früh von Ihnen abgesagt (Therapeutin krank). Gibt es einen Ersatztermin diese Woche? Mein Rezept läuft nämlich bald aus.',
  }),
  ham('contact', {
    name: 'Herbert Sundermann',
    telefon: '05242 88130',
    nachricht:
      'Ich bin Diabetiker und habe offene Stellen am Fuß. Darf ich trotzdem zur Krankengymnastik für die Hüfte kommen oder ist das ein Problem?',
  }),
  ham('contact', {
    name: 'Melanie Gossmann',
    email: 'melanie.gossmann@web.de',
    nachricht:
      'Wir sind eine Familie mit drei Kindern und alle brauchen irgendwie Physio (Skoliose, Fußfehlstellung, Knie). Könnten wir die Termine so legen, dass wir nicht dreimal kommen müssen? Das wäre eine riesige Hilfe.',
  }),
  ham('contact', {
    name: 'Ronja Frerichs',
    email: 'ronja.frerichs@gmail.com',
    nachricht:
      'Kurze Frage: Kann ich mit einer Überweisung vom Heilpraktiker zu Ihnen kommen oder brauche ich zwingend ein ärztliches Rezept? Ich zahle selbst.',
  }),
  ham('contact', {
    name: 'Gerhard Wollenweber',
    email: 'gerhard.wollenweber@t-online.de',
    nachricht:
      'Guten Tag, meine private Krankenversicherung fragt, ob Sie nach der GebüTh abrechnen. Falls nicht, bräuchte ich vorher einen Kostenvoranschlag für 10 Behandlungen Manuelle Therapie.',
  }),
  ham('contact', {
    name: 'Isabell Reuter',
    email: 'isabell.reuter@icloud.com',
    nachricht:
      'Hallo, ich habe auf eurer Website den Link zur Online-Terminbuchung angeklickt, aber da kommt nur eine Fehlermeldung. Vielleicht wollt ihr das mal prüfen. Ich bräuchte einen Termin für Manuelle Therapie.',
  }),
  ham('contact', {
    name: 'Otto Brenneke',
    telefon: '04141 66203',
    nachricht:
      'Guten Tag, kann meine Frau mit in den Behandlungsraum? Ich höre schlecht und sie erklärt mir dann alles. Termin ist am Donnerstag.',
  }),
  ham('contact', {
    name: 'Leonie Hartwich',
    email: 'leonie.hartwich@gmx.de',
    nachricht:
      'Ich bin Studentin und habe wenig Geld. Gibt es bei Ihnen einen Studentenrabatt für Massagen? Mein Nacken ist vom Lernen total verspannt.',
  }),
  ham('contact', {
    name: 'Burkhard Ewers',
    email: 'burkhard.ewers@web.de',
    nachricht:
      'Nach meiner Schulter-OP (Rotatorenmanschette) darf ich 6 Wochen nichts heben. Die Klinik sagt, Physio soll ab Woche 2 starten. Ist das bei Ihnen möglich, und kommen Sie ggf. auch nach Hause?',
  }),
  ham('contact', {
    name: 'Miriam Haselhorst',
    email: 'miriam.haselhorst@posteo.de',
    nachricht:
      'Hallo, ich habe euch letzte Woche bei Google mit 5 Sternen bewertet, weil ihr mir so toll geholfen habt. Jetzt möchte meine Mutter auch kommen, sie hat ein Rezept für die Hüfte. Habt ihr im März noch was frei?',
  }),
  ham('contact', {
    name: 'Thomas Rieke',
    email: 'thomas.rieke@gmx.de',
    nachricht:
      'Frage: Wenn ich meinen Termin kostenlos absagen will, bis wann muss das passieren? Auf der Terminkarte steht 24 Stunden, am Telefon hieß es 48. Danke für die Klärung.',
  }),
  ham('contact', {
    name: 'Heike Bramkamp',
    email: 'heike.bramkamp@web.de',
    nachricht:
      'Hallo, ich habe einen Link zu meinem Befund vom Orthopäden bekommen: https://befundportal.ortho-zentrum-lippe.de/abruf?id=5541 . Können Sie den öffnen oder soll ich ihn ausdrucken und mitbringen?',
  }),
  ham('contact', {
    name: 'Vincent Krollmann',
    email: 'vincent.krollmann@gmail.com',
    nachricht:
      'Hi, ich habe ein Video von meinem Laufstil gemacht, vielleicht hilft das beim ersten Termin: https://youtu.be/Lp0xR2k8sQw . Schmerzen habe ich außen am Knie ab ca. 8 km.',
  }),
  ham('contact', {
    name: 'Anja Schwertfeger',
    email: 'anja.schwertfeger@t-online.de',
    nachricht:
      'Ich bin gesetzlich versichert und möchte zusätzlich zu meinen 6 Kassen-Terminen noch ein paar Termine privat dazunehmen. Geht das und was kostet das pro Einheit?',
  }),
  ham('contact', {
    name: 'Markus Heuer',
    telefon: '0241 5510293',
    nachricht:
      'Mein Sohn hat ADHS und eine Koordinationsschwäche, die Ergotherapie empfiehlt zusätzlich Physio. Ist Ihre Praxis kindgerecht eingerichtet? Er ist 6 und sehr lebhaft.',
  }),
  ham('contact', {
    name: 'Claudia Wendt-Hübner',
    email: 'claudia.wendt@gmx.de',
    nachricht:
      'Guten Tag, ich kümmere mich um meine Mutter, die im Pflegeheim Haus Sonnenblick lebt. Die Heimleitung sagt, Sie kommen dort sonst auch hin. Könnten Sie meine Mutter mit übernehmen? Das Rezept für KG Hausbesuch ist da.',
  }),
  ham('contact', {
    name: 'Werner Pfitzner',
    email: 'werner.pfitzner@online.de',
    nachricht:
      'Ich habe Ihre Praxis über die Website meiner Krankenkasse gefunden. Sie stehen dort als Anbieter für Präventionskurse Rücken. Wann startet der nächste Kurs und wie viel bekomme ich erstattet?',
  }),
  // ── contact, English (expats, students, tourists) ──
  ham('contact', {
    name: 'Rebecca Thornton',
    email: 'rebecca.thornton@gmail.com',
    message:
      'Hi, I am visiting my daughter in Germany for three weeks and my knee is playing up again (old ACL injury). Could I book two or three sessions and pay privately? I have travel insurance from the UK.',
  }),
  ham('contact', {
    name: 'Tomás Oyarzún',
    email: 'tomas.oyarzun@gmail.com',
    message:
      'Hello, I am a PhD student at the university here. My GP gave me a prescription for 6 sessions for neck pain. I don’t speak much German yet. Is English okay for the treatment? Thank you!',
  }),
  ham('contact', {
    name: 'Mei Tanaka',
    email: 'mei.tanaka@outlook.com',
    message: 'Hello, can I come today for a massage? My back hurts from the flight. I pay cash.',
  }),
  ham('contact', {
    name: 'Oliver Pemberton',
    email: 'oliver.pemberton@icloud.com',
    message:
      'Hi there, I play in an amateur cricket club and pulled my hamstring on Sunday. It is quite painful when walking. Do you do sports physio and how soon could you see me?',
  }),
  ham('contact', {
    name: 'Fatima Qureshi',
    email: 'fatima.qureshi@gmail.com',
    message:
      'Hello, I would like to ask if a female therapist is available for me. For religious reasons I prefer to be treated by a woman. I have a prescription for lower back pain. Thank you for understanding.',
  }),
  ham('contact', {
    name: 'Ethan Kowalewski',
    email: 'ethan.kowalewski@gmail.com',
    message:
      'Hi, sorry for writing in English. I booked an appointment for Thursday but I need to cancel because of a business trip. Can we reschedule to next week, any day after 4pm?',
  }),
  ham('contact', {
    name: 'Grace Adeyemi',
    email: 'grace.adeyemi@yahoo.com',
    message:
      'Good afternoon, my son (12) fell off his bike and has a wrist fracture. The cast comes off next Monday and the doctor said he needs physiotherapy afterwards. Do you treat children? We have AOK insurance.',
  }),
  ham('contact', {
    name: 'Lucas Ferreira',
    email: 'lucas.ferreira@sap.com',
    message:
      'Hi, my company offers a health budget and I would like to use it for massage or physio. Could you send me your price list? I need an invoice with my name for reimbursement.',
  }),
  ham('contact', {
    name: 'Sarah Goldberg',
    email: 'sarah.goldberg@gmail.com',
    message:
      'Hi, is your practice accessible with a pram? I have postnatal pelvic pain and would need to bring my 3-month-old. My midwife recommended you. Thanks!',
  }),
  ham('contact', {
    name: 'Andrei Popa',
    email: 'andrei.popa@gmail.com',
    message:
      'Hello, I work in construction and hurt my shoulder at work. The doctor says it is a BG case. Do you accept BG patients? I speak English and Romanian, a little German.',
  }),
  ham('contact', {
    name: 'Kwame Boateng',
    email: 'kwame.boateng@gmail.com',
    message: 'Hi, how much does one physio session cost without insurance? Just moved here, card not ready yet.',
  }),
  ham('contact', {
    name: 'Isla Murray',
    email: 'isla.murray@gmail.com',
    message:
      'Hello! I found your practice on Google and saw that you offer pilates classes. Are they suitable after a C-section (8 months ago)? Also, are the classes in German only? Cheers, Isla',
  }),
  // ── contact, other languages or mixed ──
  ham('contact', {
    name: 'Serkan Doğan',
    telefon: '0176 22319904',
    nachricht:
      'Merhaba, babam için fizik tedavi randevusu almak istiyorum. Doktor reçete yazdı (Rezept für Rücken). Türkçe konuşan biri var mı? Danke schön.',
  }),
  ham('contact', {
    name: 'Emine Yalçın',
    telefon: '0152 99812034',
    nachricht: 'Guten Tag, Termin für Massage bitte. Dizim çok ağrıyor, Knie tut weh. Ich kann vormittags.',
  }),
  ham('contact', {
    name: 'Agata Szymańska',
    email: 'agata.szymanska@wp.pl',
    nachricht:
      'Dzień dobry, mój mąż miał operację kolana i lekarz przepisał fizjoterapię (KG 10x). Czy możemy umówić wizytę na popołudnie? Mówię trochę po niemiecku. Dziękuję',
  }),
  ham('contact', {
    name: 'Marek Dudek',
    telefon: '0163 77120459',
    nachricht: 'Dzień dobry, mam ból pleców od tygodnia. Potrzebuję termin, Rezept ist da. Pracuję na budowie do 16.',
  }),
  ham('contact', {
    name: 'Tatiana Wolkow',
    telefon: '0151 66309188',
    nachricht:
      'Добрый день! Моей маме нужна лимфодренаж после операции, рецепт от врача есть. Она плохо говорит по-немецки. Можно записаться на утро? Danke!',
  }),
  ham('contact', {
    name: 'Sergej Lang',
    telefon: '0170 3301982',
    nachricht:
      'Здравствуйте, у меня болит плечо после падения, врач выписал Krankengymnastik 6 раз. Есть ли у вас свободное время вечером? Спасибо, Сергей',
  }),
  ham('contact', {
    name: 'Natalija Kovalenko',
    email: 'natalija.kovalenko@gmail.com',
    nachricht:
      'Доброго дня! Я з України, маю направлення на фізіотерапію для коліна. Чи можна записатися? Ich verstehe ein bisschen Deutsch. Дякую!',
  }),
  ham('contact', {
    name: 'Khaled Haddad',
    telefon: '0157 88123091',
    nachricht:
      'مرحبا، أحتاج موعد علاج طبيعي لظهري، عندي وصفة من الطبيب. Ich spreche wenig Deutsch, mein Sohn kann übersetzen. Danke',
  }),
  ham('contact', {
    name: 'Francesca Moretti',
    email: 'francesca.moretti@gmail.com',
    message:
      'Buongiorno, ho una prescrizione per fisioterapia alla spalla. Vivo qui da poco e parlo solo un po’ di tedesco. È possibile fissare un appuntamento la prossima settimana? Grazie',
  }),
  ham('contact', {
    name: 'Alejandro Ruiz Soto',
    email: 'alejandro.ruizsoto@gmail.com',
    message:
      'Hola, tengo dolor de rodilla después de correr y mi médico me dio una receta para fisioterapia. ¿Tienen cita esta semana? Hablo inglés y un poco de alemán.',
  }),
  ham('contact', {
    name: 'Camille Lefebvre',
    email: 'camille.lefebvre@gmail.com',
    message:
      'Bonjour, je travaille à Sarrebruck et j’ai une ordonnance pour de la kinésithérapie (dos). Est-ce que vous parlez français ou anglais? Je suis disponible le soir. Merci!',
  }),
  ham('contact', {
    name: 'João Pereira',
    email: 'joao.pereira@gmail.com',
    message:
      'Olá, tenho uma receita para fisioterapia do joelho depois de uma cirurgia. Posso marcar uma consulta? Falo inglês também. Obrigado',
  }),
  ham('contact', {
    name: 'Bram Jansen',
    email: 'bram.jansen@kpnmail.nl',
    message:
      'Hallo, ik heb last van mijn schouder en heb een verwijzing van de dokter. Kunt u mij volgende week helpen? Ik spreek Engels en een beetje Duits. Groeten',
  }),
  ham('contact', {
    name: 'Ioana Dumitrescu',
    telefon: '0152 30019874',
    nachricht:
      'Bună ziua, am o rețetă pentru kinetoterapie la spate. Ich arbeite in der Pflege und kann nur am Vormittag. Vă mulțumesc!',
  }),
  ham('contact', {
    name: 'Dimitra Kalogeropoulou',
    telefon: '0176 55019283',
    nachricht: 'Γεια σας, χρειάζομαι ραντεβού για φυσικοθεραπεία στον αυχένα. Rezept habe ich vom Hausarzt. Ευχαριστώ!',
  }),
  ham('contact', {
    name: 'Ana Marić',
    telefon: '0151 22098341',
    nachricht:
      'Dobar dan, trebam termin za fizioterapiju za koljeno, imam recept od doktora. Ich spreche gut Deutsch, schreibe nur schneller auf Kroatisch. Hvala!',
  }),
  ham('contact', {
    name: 'Reza Karimi',
    telefon: '0177 44320198',
    nachricht: 'سلام، من برای کمرم نسخه فیزیوتراپی دارم. Abends wäre gut, Feierabend habe ich um 17 Uhr. Danke',
  }),
  ham('contact', {
    name: 'Linh Nguyen',
    telefon: '0176 99210034',
    nachricht:
      'Xin chào, tôi bị đau vai và có đơn thuốc vật lý trị liệu. Ich brauche einen Termin, am besten Montag. Danke schön!',
  }),
];
