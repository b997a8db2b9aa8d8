/** Training set for the global spam classifier: realistic, invented examples. Not used for evaluation. */
import { ham2 } from './ham-2.js';
import { ham3 } from './ham-3.js';
import { hamShort } from './ham-short.js';
import { spam2 } from './spam-2.js';
import { spam3 } from './spam-3.js';

export interface LabelledExample {
  spam: boolean;
  formType: 'contact' | 'prescription' | 'anamnese' | 'bewerbung' | 'training';
  fields: Record<string, string>;
}
const firstBatch: LabelledExample[] = [
  // ── Legitimate submissions (ham) ──
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Monika Herrmann',
      email: 'm.herrmann@example.de',
      phone: '0171 4482913',
      message:
        'Guten Tag, ich hätte gerne einen Termin für Krankengymnastik. Rezept liegt vor, 6x KG wegen Schulterschmerzen links. Am besten vormittags, nachmittags bin ich bei meinem Enkel. Vielen Dank',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: { name: 'Jürgen Pahl', telefon: '0231 558201', nachricht: 'Rückruf bitte' },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'GERDA SCHNEIDER',
      telefon: '02151 33418',
      nachricht:
        'GUTEN TAG ICH BRAUCHE EINEN TERMIN FÜR MEINE KNIE. DER DOKTOR HAT MIR EIN REZEPT GEGEBEN. BITTE RUFEN SIE MICH AN ICH HABE KEIN HANDY. MFG GERDA SCHNEIDER',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Tanja Riedel',
      email: 'tanja.riedel@beispiel.de',
      message:
        'Hallo, was kostet bei Ihnen eine Massage (60 Min) als Selbstzahler? Gibt es auch Gutscheine? Wollte meinem Mann was zum 50. schenken. LG Tanja',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      vorname: 'Klaus',
      nachname: 'Brandt',
      telefon: '0160 99812',
      nachricht:
        'Hallo, gibt es bei Ihnen Parkplätze direkt vor der Tür? Ich bin gerade auf Krücken unterwegs und kann nicht weit laufen.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Dennis',
      email: 'dennis.k@example.com',
      message: 'Habt ihr auch samstags offen? Ich arbeite Wechselschicht und komm unter der Woche schlecht weg.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Daniel Hughes',
      email: 'd.hughes@example.com',
      phone: '+49 151 22340981',
      message:
        "Hi, I recently moved to Munich and my orthopaedist prescribed physiotherapy for my lower back (6 sessions). Do you have a therapist who speaks English? I'm with TK (public insurance). Thanks a lot, Daniel",
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Ayşe Demir',
      telefon: '0176 30029114',
      nachricht:
        'Merhaba, ich schreibe für meine Mutter, sie braucht Physiotherapie und spricht nur wenig Deutsch. Rezept vom Hausarzt var, 10x KG. Türkçe konuşan biri var mı? Bitte Rückruf an meine Nummer, teşekkürler.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      imie: 'Katarzyna Nowak',
      email: 'k.nowak@example.pl',
      telefon: '0157 4410928',
      wiadomosc:
        'Dzień dobry, mam receptę na masaż (MT 6x). Ich spreche ein bisschen Deutsch. Czy mogę umówić wizytę w przyszłym tygodniu? Danke schön',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Olga Wagner',
      phone: '0152 88734120',
      message:
        'Здравствуйте! Ich brauche Termin für Lymphdrainage, Rezept ist da. Можно вечером после работы? Spasibo, Olga',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Renate Koch',
      email: 'renate.koch@example.de',
      nachricht:
        'Wir sind letzte Woche umgezogen, für den Hausbesuch bei meinem Mann hier die neue Adresse: Am Lindenhof 7, Eingang ist hinten beim Garten. https://maps.google.com/?q=50.9375,6.9603 Gruß R. Koch',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Lisa Morgenstern',
      email: 'lisa.morgenstern@example.de',
      message:
        'Meine Hausärztin (Praxis Dr. Wendt, www.hausarzt-wendt.example.de) meinte, Sie machen auch CMD-Behandlung bei Kieferproblemen. Stimmt das? Und wie lange ist ungefähr die Wartezeit?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Stefan Kowalczyk',
      email: 's.kowalczyk@kowalczyk-haustechnik.example.de',
      telefon: '0221 934812',
      nachricht:
        'Guten Tag,\n\nich möchte einen Termin zur manuellen Therapie vereinbaren, HWS-Syndrom, Rezept liegt vor. Ab 16 Uhr wäre ideal.\n\nMit freundlichen Grüßen\nStefan Kowalczyk\nProjektleiter\nKowalczyk Haustechnik GmbH\nTel. 0221 9348-12\nwww.kowalczyk-haustechnik.example.de',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Miriam Ott',
      email: 'miriam.ott@example.de',
      message:
        'Ist das Erstgespräch bei Ihnen kostenlos? Ich überlege, ob ich die Behandlung privat zahle, weil mein Arzt kein Rezept mehr ausstellt.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Jana Becker',
      email: 'jana.becker88@example.de',
      message:
        'Hallo, ich muss meinen Termin morgen um 14:30 leider absagen, mein Sohn hat Fieber. Kann ich einen neuen Termin bekommen? Lg Jana Becker',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: { name: 'Heinz Möller', nachricht: 'Termin Donnerstag 9 Uhr bitte absagen, bin erkältet. Heinz Möller' },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      anrede: 'Frau',
      name: 'Dr. Ulrike Sommer',
      email: 'u.sommer@example.de',
      betreff: 'Abrechnung Beihilfe',
      nachricht:
        'Ich bin Beamtin und beihilfeberechtigt. Rechnen Sie nach den Beihilfesätzen ab oder muss ich mit einer Differenz rechnen? Für eine kurze Info wäre ich dankbar.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Melli',
      email: 'melli.s@example.de',
      message: 'Verkauft ihr auch Gutscheine für Massagen? Kann man die online zahlen oder muss ich vorbeikommen?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Sandra Pohl',
      telefon: '0351 4430912',
      nachricht:
        'Meine Oma (89) kann nicht mehr aus dem Haus. Machen Sie Hausbesuche in Kleinzschachwitz? Die Ärztin hat Hausbesuch auf das Rezept geschrieben.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Familie Arnold',
      email: 'arnold.familie@example.de',
      message:
        'Guten Tag, unsere Tochter (7) hat vom Kinderarzt ein Rezept über Physiotherapie nach Bobath bekommen. Behandeln Sie auch Kinder? Wir können wegen der Schule nur nachmittags.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Werner Klotz',
      message:
        'Wollte mich nur mal bei Frau Lehmann bedanken, mein Rücken ist deutlich besser geworden! Bis zum nächsten Mal, W. Klotz',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Petra Engel',
      email: 'p.engel@example.de',
      subject: 'Frage zur Rechnung',
      message:
        'Ich habe eine Rechnung über 84,60 € erhalten (Rechnungsnr. 2024-0312), verstehe aber den Posten Wärmetherapie nicht, die hatte ich gar nicht. Können Sie das bitte prüfen?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Hans-Peter Wolf',
      telefon: '0211 7781230',
      nachricht:
        'Muss ich die Zuzahlung leisten? Ich bin befreit und habe den Befreiungsausweis von der AOK, bringe ich dann mit.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Nicole Franke',
      email: 'nicole.franke@example.de',
      message: 'Mein Rezept ist vom 02.03., gilt das noch? Ich konnte vorher nicht anfangen wegen Urlaub.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Bernd Schulte',
      email: 'b.schulte@example.de',
      message: 'Ist Ihre Praxis barrierefrei? Ich sitze im Rollstuhl und brauche einen Aufzug oder ebenerdigen Zugang.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Kevin',
      email: 'kevin.lift@example.de',
      message:
        'Hi! Kann man bei euch ein Probetraining machen? Und was kostet die Mitgliedschaft im Monat, gibts nen Studentenrabatt?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Angelika Weiß',
      email: 'angelika.weiss@example.de',
      subject: 'Frage zu Osteopathie',
      message: 'Zahlt meine Krankenkasse (BKK) einen Teil der Osteopathie? Und wie viel kostet eine Sitzung bei Ihnen?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Marco Lange',
      phone: '0173 2290011',
      message:
        'Es tut mir leid, ich habe heute den Termin verpasst, hatte es völlig verschwitzt. Muss ich den jetzt bezahlen?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Sebastian Graf',
      email: 'sebastian.graf@example.de',
      message:
        'Ihr Online-Kalender zeigt mir keine freien Termine an. Ist der kaputt oder sind Sie wirklich bis August ausgebucht?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      vorname: 'Thomas',
      nachname: 'Reinhardt',
      email: 't.reinhardt@example.de',
      telefon: '0170 5512093',
      nachricht:
        'Privat versichert (Debeka), bitte Rechnung direkt an mich. Geht auch ein Termin nach 18 Uhr? Rezept für 6x MT liegt vor.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'ramona',
      email: 'ramona1979@example.de',
      message:
        'hallo ich hab seit 3 wochen schmerzen im nacken un kann kaum den kopf drehen brauch ich da ein rezept oder kann ich einfach so kommen',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Julia Hartmann',
      email: 'julia.hartmann@example.de',
      message:
        'Ich bin in der 30. SSW und habe Ischiasbeschwerden. Behandeln Sie auch Schwangere? Meine Frauenärztin würde ein Rezept ausstellen.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Fabian Roth',
      email: 'fabian.roth@example.de',
      telefon: '0162 7781234',
      nachricht:
        'Kreuzbandplastik vor 4 Wochen, suche Physio mit Erfahrung in Sportreha. Rezept KGG 10x liegt vor. Habt ihr noch Kapazitäten?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Emma Clarke',
      email: 'emma.clarke@example.co.uk',
      message:
        'Hello, do you offer dry needling? I had it done back in the UK and it helped my shoulder a lot. Happy to pay privately. Cheers, Emma',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Ingrid Fuchs',
      telefon: '0431 228811',
      nachricht: 'Ich habe gestern meinen Schal bei Ihnen liegen lassen, grau mit Fransen. Liegt der noch bei Ihnen?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Carsten Neumann',
      email: 'c.neumann@example.de',
      message: 'Könnten wir den Termin am 14.11. auf die Woche drauf verschieben? Gleiche Uhrzeit wäre super. Danke!',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Birgit Haas',
      email: 'b.haas@steuerbuero-haas.example.de',
      telefon: '0911 4402210',
      subject: 'Workshop für unser Team',
      message:
        'Wir sind ein Steuerbüro mit 14 Mitarbeitenden und suchen jemanden für einen Workshop Rückengesundes Arbeiten am Schreibtisch, gerne bei uns im Büro. Bieten Sie so etwas an und was würde das kosten?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Praxis Dr. Albers',
      email: 'info@ortho-albers.example.de',
      telefon: '0541 998120',
      nachricht:
        'Sehr geehrte Kolleginnen und Kollegen, wir würden gerne Patientinnen mit Skoliose an Sie überweisen. Haben Sie derzeit Kapazitäten für Schroth-Therapie? Freundliche Grüße, Praxisteam Dr. Albers',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Luca',
      phone: '0155 1029384',
      message:
        'Hey, hab mir beim Fußball den Knöchel umgeknickt. Hab Freitag Zeit, geht da was? Rezept hab ich keins, zahl selbst.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Susanne Dietrich',
      telefon: '0345 6678120',
      nachricht:
        'Bitte um Rückruf wegen Termin für meinen Vater, Herr Klaus Dietrich, geb. 12.05.1941. Er hat ein Rezept über 10x KG mit Hausbesuch.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Ole Petersen',
      email: 'ole.p@example.de',
      message:
        'Verkaufen Sie auch Kinesiotape? Oder wo kann ich das am besten kaufen? Der Therapeut meinte, ich soll weiter tapen.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Helga Brückner',
      telefon: '030 8812345',
      nachricht:
        'Bitte setzen Sie mich auf die Warteliste für Lymphdrainage, ich kann auch ganz kurzfristig kommen, wohne um die Ecke.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Michael Sauer',
      email: 'm.sauer@example.de',
      subject: 'Auskunft DSGVO',
      message:
        'Guten Tag, ich bitte um Auskunft, welche Daten Sie über mich gespeichert haben (Art. 15 DSGVO). Vielen Dank.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Anja Krüger',
      email: 'anja.krueger@example.de',
      message: 'Stempelt ihr auch das Bonusheft der Krankenkasse, wenn ich den Präventionskurs mache?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Robert Lindner',
      email: 'robert.lindner@example.de',
      standort: 'Bonn-Beuel',
      nachricht: 'Welcher eurer Standorte hat die Geräte für KGG? Beuel oder Innenstadt? Ich hab ein Rezept über 12x.',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Christina Vogel',
      email: 'christina.vogel@example.de',
      message:
        'Der Therapeut hat mir letzte Woche eine Übung für die Schulter gezeigt und ich weiß nicht mehr genau, wie die ging. Ist es diese hier? https://www.youtube.com/watch?v=k3Xb9PqLm2A Danke!',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: { name: 'Sabine', email: 'sabine.h@example.de', message: 'Wann habt ihr zwischen den Jahren geöffnet?' },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Elke Schmitt',
      telefon: '06221 448810',
      nachricht:
        'Hallo, ich schreibe für meinen Mann. Er hat einen Bandscheibenvorfall L4/L5 und soll zur Physio. Er hat eine Überweisung bekommen, ist das das gleiche wie ein Rezept?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Frank Ziegler',
      email: 'frank.ziegler@example.de',
      message: 'Moin, kurze Frage: Wie lange im Voraus muss ich absagen, damit keine Ausfallgebühr anfällt?',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      first_name: 'Ahmed',
      last_name: 'Al-Sayed',
      email: 'ahmed.alsayed@example.de',
      phone: '0176 55430921',
      message:
        'Guten Tag, ich habe Rezept für Krankengymnastik für Rücken. Mein Deutsch ist nicht so gut, bitte einfache Sprache. Wann kann ich kommen? Danke sehr',
    },
  },
  {
    spam: false,
    formType: 'contact',
    fields: {
      name: 'Ursula Hoffmann',
      telefon: '0821 55190',
      nachricht:
        'guten tag ich bin 84 jahre und mein hausarzt sagt ich soll zur gymnastik wegen dem gleichgewicht. geht das auch in einer gruppe? mit freundlichen grüßen u. hoffmann',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      vorname: 'Karin',
      nachname: 'Vogt',
      geburtsdatum: '14.03.1958',
      krankenkasse: 'AOK Nordost',
      heilmittel: 'KG',
      anzahl: '6',
      nachricht: 'Schulter rechts nach Sturz im Garten. Am liebsten dienstags oder donnerstags.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Martin Keller',
      email: 'martin.keller@example.de',
      telefon: '0171 2093384',
      versicherung: 'privat',
      verordnung: 'MT 10x',
      nachricht: 'Rezept vom Orthopäden, LWS. Termine gern früh morgens vor der Arbeit.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Jessica Baum',
      email: 'jessica.baum@example.de',
      rezeptFoto: 'https://cloud.example.de/s/Rk82hfPq',
      nachricht:
        'Hab das Rezept fotografiert, Link ist oben. Ich hoffe man kann alles lesen. Wann wäre der erste Termin möglich?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Brigitte Lorenz',
      telefon: '0381 440912',
      krankenkasse: 'Barmer',
      heilmittel: 'Manuelle Lymphdrainage 45 Min',
      anzahl: '10',
      hausbesuch: 'ja',
      nachricht: 'Nach Brust-OP, Arm links geschwollen. Ich kann leider nicht selbst fahren.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      vorname: 'Dieter',
      nachname: 'Kühn',
      geburtsdatum: '03.09.1949',
      krankenkasse: 'DAK',
      heilmittel: 'KGG',
      anzahl: '12',
      nachricht: 'Knie-TEP rechts im Februar, Reha ist abgeschlossen. Die Klinik hat KGG empfohlen.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Dr. Gisela Arndt',
      email: 'g.arndt@example.de',
      versicherung: 'Beihilfe + Privat (50/50)',
      verordnung: 'KG 6x, Fango 6x',
      nachricht: 'Bitte Rechnung in zweifacher Ausfertigung für Beihilfe und Privatkasse.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      elternteil: 'Sarah Jung',
      kind: 'Mia Jung',
      geburtsdatumKind: '21.07.2018',
      krankenkasse: 'TK',
      heilmittel: 'KG nach Bobath',
      anzahl: '10',
      nachricht:
        'Mia hat eine leichte Koordinationsstörung, die Kinderärztin hat Bobath verordnet. Gehen auch Termine nach 15 Uhr?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Rainer Gebhardt',
      telefon: '0341 2219087',
      heilmittel: 'KG-ZNS',
      anzahl: '10',
      hausbesuch: 'ja',
      nachricht:
        'Schlaganfall vor 3 Monaten, rechte Seite. Meine Frau schreibt für mich. Hausbesuch wäre sehr wichtig.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Claudia Sommer',
      email: 'claudia.sommer@example.de',
      krankenkasse: 'IKK classic',
      verordnung: 'KG 6x, Langfristverordnung',
      nachricht: 'Ich habe eine Langfristverordnung wegen Rheuma. Können wir feste wöchentliche Termine ausmachen?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Patrick Meier',
      email: 'p.meier@example.de',
      heilmittel: 'KG',
      anzahl: '6',
      ausstellungsdatum: '08.04.',
      dringend: 'ja',
      nachricht:
        'Auf dem Rezept ist dringlicher Behandlungsbedarf angekreuzt, also innerhalb von 14 Tagen. Geht das bei Ihnen?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Waltraud Simon',
      telefon: '0631 88120',
      krankenkasse: 'AOK',
      heilmittel: 'Fango + KG',
      anzahl: '6',
      nachricht: 'rezept ist vom dr. berger. bitte vormittags',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: "James O'Connor",
      email: 'james.oconnor@example.ie',
      insurance: 'private (international)',
      prescription: '6x manual therapy, neck',
      message:
        "Hi, I have a German prescription from my GP for manual therapy. I'll pay myself and claim it back. Any slots in the evening next week?",
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Lars Hoffmann',
      email: 'lars.hoffmann@example.de',
      kostentraeger: 'BG Bau',
      verordnung: 'KG 8x, D-Arzt-Verordnung',
      nachricht:
        'Arbeitsunfall auf der Baustelle, Handgelenk. Die BG übernimmt, der D-Arzt hat das Formular ausgestellt.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Verena Schulz',
      email: 'verena.schulz@example.de',
      krankenkasse: 'hkk',
      heilmittel: 'KG (CMD)',
      anzahl: '6',
      nachricht: 'Zahnarzt hat KG für den Kiefer verordnet wegen Knirschen. Macht das bei Ihnen jemand?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Günther Maas',
      telefon: '0202 7734412',
      nachricht:
        'Rezept kommt noch, der Arzt schickt es per Post. Kann ich trotzdem schon einen Termin ausmachen? KG 10x wegen Hüfte.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'erika bauer',
      telefon: '0911 33221',
      nachricht:
        'ich habe ein rezept für massage 6 mal vom hausarzt wann kann ich kommen ich kann immer außer mittwochs da ist kaffeeklatsch',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      imie_nazwisko: 'Piotr Zieliński',
      telefon: '0151 22908814',
      krankenkasse: 'AOK Plus',
      nachricht:
        'Dzień dobry, mam Rezept na KG 6x, plecy (Rücken). Ich arbeite bis 17 Uhr. Czy jest termin o 17:30? Dziękuję',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      ad_soyad: 'Mehmet Yıldız',
      telefon: '0177 66120984',
      krankenkasse: 'AOK',
      heilmittel: 'KG',
      anzahl: '6',
      nachricht: 'Guten Tag, Rezept für Schulter. Mümkünse akşam saatleri, abends bitte. Danke',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Anna-Lena Fischer',
      email: 'annalena.fischer@example.de',
      krankenkasse: 'TK',
      heilmittel: 'KG Beckenboden',
      anzahl: '6',
      nachricht: 'Rückbildung nach der Geburt vor 4 Monaten. Darf das Baby mitkommen oder ist das ungünstig?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Horst Wendland',
      telefon: '0551 9981123',
      krankenkasse: 'Knappschaft',
      heilmittel: 'Atemtherapie',
      anzahl: '10',
      nachricht: 'COPD, Lungenfacharzt hat Atemtherapie verordnet. Ich habe ein Sauerstoffgerät, ist das ein Problem?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      mutter: 'Daniela Kraus',
      kind: 'Leon (1 Jahr)',
      krankenkasse: 'BKK Mobil',
      verordnung: 'KG nach Vojta 10x',
      nachricht: 'Unser Sohn hat eine Schiefhalsproblematik, der Kinderarzt hat Vojta verordnet. Bieten Sie das an?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Ralf Becker',
      email: 'ralf.becker@example.de',
      verordnung: 'Folgeverordnung KG 6x + Wärme',
      nachricht: 'Folgerezept liegt vor, gerne wieder bei Herrn Yilmaz, wenn das geht.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: { name: 'Torsten', telefon: '0162 9930012', nachricht: 'KG 6x, Rücken, Rückruf bitte' },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Marianne Scholz',
      email: 'marianne.scholz@example.de',
      krankenkasse: 'Barmer',
      heilmittel: 'MLD 60 + Kompressionsbandagierung',
      anzahl: '10',
      nachricht: 'Lipödem an beiden Beinen. Zweimal pro Woche wäre ideal.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Jens Albrecht',
      email: 'jens.albrecht@example.de',
      telefon: '0172 4409123',
      krankenkasse: 'privat (Allianz)',
      heilmittel: 'Krankengymnastik, manuelle Therapie',
      anzahl: 'je 6',
      nachricht: 'Tennisarm rechts. Ist es möglich, die beiden Behandlungen am gleichen Tag zu kombinieren?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      vorname: 'Selin',
      nachname: 'Aksoy',
      email: 'selin.aksoy@example.de',
      krankenkasse: 'DAK',
      heilmittel: 'KG',
      anzahl: '6',
      rezeptLink: 'https://drive.example.com/file/d/1aB9xQwErTy/view',
      nachricht: 'Rezept als Foto im Link. Ich studiere und kann meistens mittwochs und freitags.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Karl-Heinz Ebert',
      telefon: '0421 228890',
      nachricht:
        'Guten Tag. Ich habe vom Arzt 2 Rezepte bekommen, einmal KG und einmal Massage. Kann ich beide bei Ihnen machen? Ich bin 79 und nicht mehr so gut zu Fuß. Mit freundlichem Gruß',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Nadine Wolff',
      email: 'nadine.wolff@example.de',
      krankenkasse: 'KKH',
      heilmittel: 'KG',
      anzahl: '10',
      hausbesuch: 'nein',
      standort: 'Innenstadt',
      nachricht: 'Nach Sprunggelenksfraktur, Platte ist noch drin. Wie schnell bekomme ich den ersten Termin?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Uwe Hartung',
      email: 'uwe.hartung@example.de',
      versicherung: 'gesetzlich',
      verordnung: 'Blankoverordnung Schulter',
      nachricht:
        'Mein Arzt hat eine Blankoverordnung ausgestellt. Was bedeutet das für mich, entscheiden Sie dann über die Behandlung?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Emilia Brandt',
      email: 'emilia.brandt@example.de',
      heilmittel: 'KG',
      anzahl: '6',
      nachricht:
        'Ich bin Studentin und gesetzlich versichert über meine Eltern (TK). Wie hoch ist die Zuzahlung ungefähr?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Friedrich Lang',
      telefon: '07031 88234',
      krankenkasse: 'AOK BW',
      heilmittel: 'KG Hausbesuch',
      anzahl: '6',
      nachricht: 'Für meine Frau, sie ist bettlägerig nach Oberschenkelhalsbruch. Wir wohnen im 2. Stock ohne Aufzug.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Tim Schröder',
      email: 'tim.schroeder@example.de',
      heilmittel: 'Manuelle Therapie',
      anzahl: '6',
      nachricht:
        'Hi, Rezept vom Orthopäden wegen BWS-Blockade. Wäre super, wenn es noch diese Woche klappt, hab echt Schmerzen beim Atmen.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Hannelore Peters',
      telefon: '04131 55120',
      krankenkasse: 'DAK',
      heilmittel: 'Klassische Massage',
      anzahl: '6',
      nachricht: 'Bitte nur bei einer Therapeutin, nicht bei einem Mann. Danke für Ihr Verständnis.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Mustafa Kaya',
      email: 'm.kaya@example.de',
      telefon: '0157 3390021',
      krankenkasse: 'IKK',
      verordnung: 'KG + Eis 6x',
      nachricht: 'Meniskus-OP letzte Woche. Ich arbeite im Lager, früh ab 6, könnte also nachmittags ab 15 Uhr.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Sophie Richter',
      email: 'sophie.richter@example.de',
      verordnung: 'KG 6x',
      rezeptBild: 'https://photos.example.com/share/Zx81Kk2',
      nachricht: 'Hier das Foto vom Rezept. Auf dem Rezept steht Diagnose M54.5. Ich kann Montag bis Mittwoch.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Elfriede Kranz',
      telefon: '0365 448120',
      nachricht: 'ICH HABE EIN REZEPT FÜR KRANKENGYMNASTIK 6 MAL. MEINE TOCHTER BRINGT MICH. BITTE ANRUFEN.',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Andreas Pfeiffer',
      email: 'andreas.pfeiffer@example.de',
      krankenkasse: 'Postbeamtenkrankenkasse',
      heilmittel: 'KG, Wärmetherapie',
      anzahl: '6',
      nachricht: 'Rechnen Sie auch mit der PBeaKK direkt ab?',
    },
  },
  {
    spam: false,
    formType: 'prescription',
    fields: {
      name: 'Leonie Bach',
      email: 'leonie.bach@example.de',
      heilmittel: 'KG',
      anzahl: '6',
      nachricht:
        'Das Rezept ist am 28. ausgestellt, ich kann aber erst in 3 Wochen anfangen wegen Klassenfahrt (bin Lehrerin). Verfällt das Rezept dann?',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Helmut Franke',
      geburtsdatum: '11.02.1952',
      beschwerden: 'Schmerzen im unteren Rücken, strahlt ins linke Bein aus',
      seit: 'ca. 6 Wochen',
      vorerkrankungen: 'Bluthochdruck, Diabetes Typ 2',
      medikamente: 'Ramipril, Metformin',
      operationen: 'Galle 2010',
      schmerzskala: '6',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      vorname: 'Lena',
      nachname: 'Ebert',
      beschwerden: 'Nackenverspannung, Kopfschmerzen nachmittags',
      beruf: 'Grafikdesignerin, viel am Bildschirm',
      sport: 'Yoga 1x die Woche',
      medikamente: 'keine',
      hinweise: 'Ich bin etwas kitzelig am Nacken :)',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Georg Bauer',
      beschwerden: 'Knie rechts, nach Treppensteigen schlimmer',
      seit: 'seit dem Winter',
      operationen: 'Arthroskopie 2019 rechts',
      medikamente: 'Ibuprofen bei Bedarf',
      allergien: 'Pflaster (Ausschlag)',
      schmerzskala: '4-5',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Maria Gonzalez',
      beschwerden: 'Schulter links, kann Arm nicht über Kopf heben',
      unfall: 'Sturz mit dem Fahrrad im März',
      vorerkrankungen: 'keine',
      medikamente: 'Pille',
      schwanger: 'nein',
      sport: 'Laufen, Spinning',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Ruth Kaiser',
      geburtsdatum: '30.06.1940',
      beschwerden: 'UNSICHER BEIM GEHEN, SCHWINDEL',
      stuerze: '2 x im letzten Jahr',
      medikamente: 'Marcumar, L-Thyroxin, Wassertabletten',
      herzschrittmacher: 'ja',
      hinweise: 'Tochter begleitet mich',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Jonas Weber',
      beschwerden: 'Sprunggelenk links umgeknickt beim Basketball',
      seit: '10 Tage',
      arztdiagnose: 'Außenbandruptur, konservativ mit Orthese',
      ziel: 'möglichst schnell wieder spielen (Saison beginnt im September)',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Katrin Neubauer',
      beschwerden: 'Kiefergelenk knackt, morgens Schmerzen',
      zahnarzt: 'Aufbissschiene seit 2 Monaten',
      stress: 'ja, viel im Job',
      medikamente: 'keine',
      schmerzskala: '3',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      patient: 'Finn Hagen (5 Jahre)',
      ausgefuelltVon: 'Mutter, Laura Hagen',
      beschwerden: 'Knickfüße, läuft oft auf Zehenspitzen',
      geburt: 'Frühgeburt 34. SSW',
      entwicklung: 'Laufen mit 17 Monaten',
      hinweise: 'Finn ist etwas schüchtern bei Fremden',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Bernhard Schuster',
      beschwerden: 'Nach Hüft-TEP links (OP am 12.01.), Gangbild noch unsicher',
      gehhilfen: '2 Unterarmgehstützen',
      vorerkrankungen: 'Arthrose beidseits, Herzrhythmusstörungen',
      medikamente: 'Eliquis, Bisoprolol',
      ziel: 'ohne Stützen einkaufen gehen',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Svetlana Petrova',
      beschwerden: 'Rücken, BWS, brennt zwischen den Schulterblättern',
      seit: '2 Jahre, schlimmer seit neuem Job',
      beruf: 'Kassiererin',
      medikamente: 'keine',
      hinweise: 'Ich verstehe Deutsch gut, schreibe nicht so gut. Извините за ошибки.',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Dr. Hermann Fiedler',
      beschwerden: 'Lymphödem rechtes Bein nach Krebsbehandlung',
      operationen: 'Prostatektomie 2021, Lymphknotenentfernung',
      bestrahlung: 'ja, 2021',
      kompression: 'Kompressionsstrumpf Klasse 2',
      hinweise: 'Bitte keine Wärmeanwendungen laut Onkologe',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Laura Sievers',
      beschwerden: 'Rektusdiastase nach 2. Schwangerschaft, Rückenschmerzen',
      geburt: 'Kaiserschnitt vor 5 Monaten',
      stillen: 'ja',
      sport: 'vorher Crossfit, aktuell nichts',
      ziel: 'wieder belastbar werden',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Paul Richter',
      beschwerden: 'Tinnitus + Nacken, HNO meint HWS könnte beteiligt sein',
      seit: '3 Monate',
      medikamente: 'keine',
      sonstiges: 'Zähneknirschen nachts',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Gabriele Voigt',
      beschwerden: 'Fibromyalgie, Schmerzen wechselnd am ganzen Körper',
      schmerzskala: 'an schlechten Tagen 8',
      medikamente: 'Amitriptylin 25 mg',
      hinweise: 'Sanfte Behandlung bitte, starker Druck ist schlimm für mich',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Tobias Engel',
      beschwerden: 'Schmerzen Achillessehne rechts morgens beim Aufstehen',
      sport: 'Halbmarathon-Training, ca. 40 km/Woche',
      schuhe: 'neue Laufschuhe seit April',
      medikamente: 'keine',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Christa Meyer',
      geburtsdatum: '05.11.1946',
      beschwerden: 'osteoporose, rückenschmerzen, bin kleiner geworden',
      brueche: 'Wirbelkörper 2022',
      medikamente: 'Alendronat, Vitamin D, Calcium',
      hinweise: 'höre schlecht auf dem linken ohr',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Benedikt Huber',
      beschwerden: 'Karpaltunnelsyndrom rechts, Kribbeln nachts',
      beruf: 'Zahntechniker',
      op: 'OP in 4 Wochen geplant, vorher KG',
      medikamente: 'keine',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Nina Walter',
      beschwerden: 'Migräne, Verspannungen Schulter-Nacken',
      seit: 'seit der Pubertät',
      medikamente: 'Sumatriptan bei Bedarf',
      hinweise: 'Mag keine Öle mit starkem Duft',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Ibrahim Haddad',
      beschwerden: 'Bandscheibe LWS, linkes Bein Taubheitsgefühl',
      mrt: 'Befund vom 03.05., bringe ich mit',
      medikamente: 'Novaminsulfon',
      beruf: 'Busfahrer',
      hinweise: 'Kann nur Schichtplan-abhängig',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Ella Brandt',
      alter: '16',
      ausgefuelltVon: 'Vater',
      beschwerden: 'Skoliose, Cobb-Winkel 22 Grad',
      korsett: 'nein, noch nicht',
      sport: 'Schwimmverein',
      ziel: 'Verschlechterung vermeiden',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Reinhold Kurz',
      beschwerden: 'Parkinson, Gang wird kleinschrittig',
      seit: 'Diagnose 2018',
      medikamente: 'L-Dopa 4x täglich',
      hinweise: 'Beste Zeit vormittags ca. 1 Stunde nach Tabletten',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Yvonne Schäfer',
      beschwerden: 'Schwindel beim Umdrehen im Bett',
      hno: 'Lagerungsschwindel vermutet',
      medikamente: 'keine',
      sonstiges: 'Ist das überhaupt Physio? Mein Arzt meinte ja.',
    },
  },
  {
    spam: false,
    formType: 'anamnese',
    fields: {
      name: 'Arne Jacobsen',
      beschwerden: 'Schulter rechts, Impingement',
      beruf: 'Maler und Lackierer, viel über Kopf',
      sport: 'Handball Altherren',
      medikamente: 'Diclofenac Gel',
      schmerzskala: '5',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Lea Hoffmann',
      email: 'lea.hoffmann@example.de',
      telefon: '0176 22093341',
      position: 'Physiotherapeutin (Vollzeit)',
      nachricht:
        'Sehr geehrtes Praxisteam, ich habe im Juli mein Examen an der Physiotherapieschule in Bremen abgeschlossen und suche meine erste Stelle. Besonders interessiert mich die manuelle Therapie, die Fortbildung würde ich gern berufsbegleitend machen. Lebenslauf und Zeugnisse sende ich gern nach. Viele Grüße, Lea Hoffmann',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      vorname: 'Mario',
      nachname: 'Schubert',
      email: 'mario.schubert@example.de',
      position: 'Physiotherapeut Teilzeit',
      linkedin: 'https://www.linkedin.com/in/mario-schubert-physio-example',
      nachricht:
        'Hallo, ich bin seit 8 Jahren Physiotherapeut mit MT, MLD und KG-Gerät. Ich suche ab Oktober eine Teilzeitstelle (25 Std.), da ich Vater geworden bin. Mein Profil findet ihr auf LinkedIn.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Sandra Kühn',
      email: 'sandra.kuehn@example.de',
      position: 'Rezeption / Anmeldung',
      nachricht:
        'Guten Tag, ich bin gelernte Medizinische Fachangestellte und habe 5 Jahre in einer Hausarztpraxis gearbeitet. Ich würde gern an Ihrer Rezeption anfangen, gerne vormittags. Mit freundlichen Grüßen',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Nele Winter',
      email: 'nele.winter@example.de',
      position: 'Minijob',
      nachricht:
        'Hi, ich bin 19 und studiere Sport. Sucht ihr noch jemanden auf Minijob-Basis für Empfang oder Wäsche/Aufräumen? Kann vor allem nachmittags und samstags.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Jannik Roth',
      email: 'jannik.roth@example.de',
      position: 'Ausbildungsplatz / praktischer Einsatz',
      nachricht:
        'Hallo, ich mache die Ausbildung zum Physiotherapeuten im 2. Jahr und suche einen Praktikumsplatz für den Außeneinsatz von Januar bis März. Hätten Sie dafür Platz?',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Marie Schwarz',
      email: 'marie.schwarz@example.de',
      telefon: '0152 33210987',
      position: 'FSJ',
      nachricht:
        'Guten Tag, ich mache nächstes Jahr Abitur und möchte danach ein FSJ machen, bevor ich mich für Physiotherapie bewerbe. Ist das bei Ihnen möglich?',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Agnieszka Lewandowska',
      email: 'a.lewandowska@example.de',
      position: 'Physiotherapeutin',
      nachricht:
        'Hallo, ich komme als Physiotherapeutin aus Polen, meine Anerkennung in Deutschland ist seit März abgeschlossen. Deutsch B2, ich lerne weiter. Ich habe Erfahrung in Neurologie (PNF). Ich freue mich auf Antwort.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Christian Bode',
      email: 'christian.bode@example.de',
      position: 'Physiotherapeut mit Hausbesuchen',
      nachricht:
        'Moin, habe Führerschein und eigenes Auto und mache gerne Hausbesuche. Seit 12 Jahren im Beruf, zuletzt in einer Praxis mit Schwerpunkt Geriatrie. Gehaltsvorstellung besprechen wir gern persönlich.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      vorname: 'Elif',
      nachname: 'Şahin',
      email: 'elif.sahin@example.de',
      position: 'Masseurin und med. Bademeisterin',
      nachricht:
        'Hallo liebes Team, ich bin MMB mit Zusatz MLD und würde mich freuen, bei euch anzufangen. Ich spreche auch Türkisch, was bei Patienten oft hilft. Liebe Grüße',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Florian Haas',
      email: 'florian.haas@example.de',
      position: 'Sporttherapeut / Trainer Reha-Sport',
      linkedin: 'linkedin.com/in/florian-haas-example',
      nachricht:
        'Ich bin B.A. Sportwissenschaft mit Übungsleiter-Lizenz Reha-Sport Orthopädie und suche eine Stelle in einem Gesundheitszentrum. Lebenslauf im Anhang per Mail.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Karin Ludwig',
      telefon: '0361 4412098',
      position: 'Reinigungskraft',
      nachricht: 'Ich suche Putzstelle abends, 2-3 mal die Woche. Habe Erfahrung in Arztpraxis. Bitte anrufen.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Tom Becker',
      email: 'tom.becker@example.de',
      position: 'Initiativbewerbung',
      nachricht:
        'Servus, ich bin Physiotherapeut (B.Sc.) und ziehe im Frühjahr wegen meiner Freundin in eure Gegend. Ich habe Schwerpunkt Sportphysio und betreue nebenbei eine Fußballmannschaft. Gibt es bei euch Bedarf?',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Ewa Kowalski',
      email: 'ewa.kowalski@example.de',
      position: 'Rezeption Teilzeit',
      nachricht:
        'Guten Tag, ich habe Ihre Stellenanzeige bei der Arbeitsagentur gesehen. Ich habe als Bürokauffrau gearbeitet und kenne Theorg ein bisschen. Ich bin zuverlässig und freundlich. Mit freundlichen Grüßen Ewa Kowalski',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Dominik Seidel',
      email: 'dominik.seidel@example.de',
      position: 'Ausbildung Sport- und Fitnesskaufmann',
      nachricht:
        'Hallo, ich bin 17 und mache im Sommer meinen Realschulabschluss. Ich trainiere selbst seit 3 Jahren und würde gern bei euch eine Ausbildung machen.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Hannah Graf',
      email: 'hannah.graf@example.de',
      position: 'Physiotherapeutin Kinder',
      nachricht:
        'Liebe Frau Berger, über eine Kollegin habe ich erfahren, dass Sie jemanden für die Pädiatrie suchen. Ich habe die Bobath-Kinder-Fortbildung und 4 Jahre Erfahrung in einer SPZ. Über einen Anruf würde ich mich freuen.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Rashid Noori',
      email: 'rashid.noori@example.de',
      telefon: '0176 88123409',
      position: 'Helfer / Minijob',
      nachricht:
        'Hallo, ich wohne seit 4 Jahren in Deutschland und mache gerade Deutschkurs B1. In Afghanistan habe ich in einem Krankenhaus geholfen. Ich suche Arbeit als Helfer. Vielen Dank',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Svenja Otto',
      email: 'svenja.otto@example.de',
      position: 'Yogalehrerin (Honorarbasis)',
      nachricht:
        'Hallo, ich bin zertifizierte Yogalehrerin (200h) und unterrichte auch Rückenyoga. Falls ihr für euren Kursraum noch jemanden für Abendkurse sucht, melde ich mich gern.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Peter Winkler',
      email: 'peter.winkler@example.de',
      position: 'Physiotherapeut (Wiedereinstieg)',
      nachricht:
        'Guten Tag, nach 6 Jahren Elternzeit möchte ich wieder in den Beruf einsteigen. Ich bin etwas eingerostet, aber motiviert und würde gern mit 20 Stunden starten. Gibt es Einarbeitung?',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Julia Brenner',
      email: 'julia.brenner@example.de',
      position: 'Praktikum (Schülerpraktikum)',
      nachricht:
        'Hallo, ich bin in der 9. Klasse und muss im Februar 2 Wochen Praktikum machen. Ich interessiere mich für Physiotherapie. Darf ich bei Ihnen Praktikum machen? Viele Grüße Julia',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Mark Thompson',
      email: 'mark.thompson@example.com',
      position: 'Physiotherapist',
      linkedin: 'https://linkedin.com/in/markthompson-physio-example',
      message:
        "Dear team, I'm a UK-trained physiotherapist (HCPC registered) currently going through German recognition, my German is B1. I'd love to work with you as soon as I have the Berufserlaubnis. CV available on request.",
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Sabrina Jäger',
      email: 'sabrina.jaeger@example.de',
      position: 'Praxismanagerin',
      nachricht:
        'Sehr geehrte Damen und Herren, als Fachwirtin im Gesundheitswesen mit 7 Jahren Erfahrung in der Praxisorganisation (Abrechnung, Dienstpläne, QM) bewerbe ich mich auf Ihre ausgeschriebene Stelle. Ich freue mich auf ein Gespräch.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Kai Lorenz',
      telefon: '0160 3301298',
      position: 'Physio',
      nachricht: 'Hi bin Physio seit 3 Jahren, suche was Neues in Vollzeit. Wann kann ich mal vorbeikommen?',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Inga Petersen',
      email: 'inga.petersen@example.de',
      position: 'Osteopathin',
      nachricht:
        'Moin, ich bin Physiotherapeutin und Osteopathin (5 Jahre Ausbildung, BAO). Ich suche eine Praxis, in der ich 2 Tage die Woche osteopathisch arbeiten kann, gern auch als freie Mitarbeiterin.',
    },
  },
  {
    spam: false,
    formType: 'bewerbung',
    fields: {
      name: 'Lukas Berg',
      email: 'lukas.berg@example.de',
      position: 'Duales Studium Physiotherapie',
      nachricht:
        'Guten Tag, ich habe einen Studienplatz für das duale Studium Physiotherapie und suche noch eine Kooperationspraxis. Wäre das bei Ihnen denkbar? Mit freundlichen Grüßen Lukas Berg',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Heike Brandl',
      email: 'heike.brandl@example.de',
      kurs: 'Rückenschule (Mo 18:00)',
      teilnehmer: '1',
      nachricht:
        'Ich möchte mich für den nächsten Kurs anmelden. Bekomme ich eine Teilnahmebescheinigung für die Krankenkasse?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Simone und Markus Keil',
      email: 'keil.familie@example.de',
      kurs: 'Pilates Anfänger',
      teilnehmer: '2',
      nachricht: 'Wir würden gern zu zweit kommen. Brauchen wir eigene Matten?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      vorname: 'Gertrud',
      nachname: 'Albers',
      telefon: '0441 228760',
      kurs: 'Reha-Sport Orthopädie',
      nachricht:
        'Ich habe eine Verordnung für Reha-Sport über 50 Einheiten von der Rentenversicherung. Wo muss ich die abgeben?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Anna',
      email: 'anna.yoga@example.de',
      kurs: 'Yoga am Abend',
      nachricht: 'Hallo, ist der Kurs auch für komplette Anfänger geeignet? Ich bin total unbeweglich haha',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Petra Möbius',
      email: 'petra.moebius@example.de',
      kurs: 'Rückbildungsgymnastik',
      nachricht: 'Geburt war am 10.03., kann ich ab Mai einsteigen? Darf ich das Baby mitbringen?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Stefan Wirth',
      email: 'stefan.wirth@example.de',
      kurs: 'Funktionelles Training Kleingruppe',
      termin: 'Mittwoch 19 Uhr',
      nachricht:
        'Hi, ist in der Mittwochsgruppe noch ein Platz frei? Ich hatte vor 2 Jahren einen Bandscheibenvorfall, ist das ok?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Brigitte Kuhn',
      telefon: '0821 338190',
      kurs: 'Sturzprävention 65+',
      nachricht: 'Für mich und meine Nachbarin, beide 78. Wir kommen zusammen mit dem Bus. Was kostet der Kurs?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Julian Frey',
      email: 'julian.frey@example.de',
      kurs: 'Probetraining Gerätezirkel',
      nachricht: 'Moin, wann kann ich zum Probetraining kommen? Ist das kostenlos?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Claudia Hess',
      email: 'claudia.hess@example.de',
      kurs: 'Rückenfit (Präventionskurs §20)',
      nachricht:
        'Ich bin bei der TK. Die Kasse hat mir gesagt, dass sie 80% erstattet, wenn der Kurs zertifiziert ist. Ist Ihrer zertifiziert?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      elternteil: 'Marion Engel',
      kind: 'Lukas, 11',
      kurs: 'Haltungsschule für Kinder',
      nachricht: 'Lukas sitzt viel am Handy und hat einen Rundrücken. Ist der Kurs für sein Alter passend?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Ursula Ziegler',
      telefon: '0721 44012',
      kurs: 'Wassergymnastik',
      nachricht: 'GIBT ES NOCH PLÄTZE IM WASSERGYMNASTIK KURS DONNERSTAGS? ICH KANN NICHT SCHWIMMEN IST DAS SCHLIMM?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Rebecca Wood',
      email: 'rebecca.wood@example.com',
      course: 'Pilates (English-friendly?)',
      message:
        'Hi! Is your Pilates class taught in German only? I understand basic German, but some English help would be great. Would love to join the Tuesday group.',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Oliver Jahn',
      email: 'oliver.jahn@example.de',
      kurs: 'Reha-Sport Herzsport',
      nachricht: 'Hab eine Verordnung für Herzsport nach Stent. Bieten Sie das an, oder nur orthopädisch?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Yasemin Arslan',
      email: 'yasemin.arslan@example.de',
      kurs: 'Beckenboden für Frauen',
      nachricht:
        'Hallo, ich würde gern mitmachen, bin aber schon 58, ist der Kurs auch für Frauen in den Wechseljahren?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Ralf Dörr',
      email: 'ralf.doerr@example.de',
      kurs: 'Rückenschule',
      nachricht: 'Leider kann ich am 3. Termin nicht. Kann ich die Stunde in einem anderen Kurs nachholen?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Melanie Graf',
      email: 'melanie.graf@example.de',
      kurs: 'Pilates Mittelstufe',
      nachricht:
        'Ich muss mich leider vom Kurs abmelden, bin ab nächstem Monat beruflich in Hamburg. Bekomme ich anteilig etwas zurück?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Heinz Rother',
      telefon: '0371 556120',
      kurs: 'Reha-Sport',
      nachricht:
        'Meine Verordnung läuft im Juni aus. Kann ich danach als Selbstzahler weitermachen? Was kostet das im Monat?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Lina Krämer',
      email: 'lina.kraemer@example.de',
      kurs: 'Yoga für Schwangere',
      teilnehmer: '1',
      nachricht: 'Bin in der 22. Woche, Hebamme hat das empfohlen. Wann startet der nächste Block?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      firstName: 'Jakob',
      lastName: 'Seiler',
      email: 'jakob.seiler@example.de',
      kurs: 'Personal Training',
      nachricht:
        'Ich möchte nach meiner Knie-OP mit Personal Training weitermachen, wenn die Physio durch ist. Wie sind die Preise für 10er-Karte?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Frauke Wessel',
      email: 'frauke.wessel@example.de',
      kurs: 'Faszientraining',
      nachricht: 'Hallo, ich würde gern eine Freundin mitbringen zur Schnupperstunde. Geht das?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Dietmar Köhler',
      telefon: '0511 3398120',
      kurs: 'Osteoporose-Gymnastik',
      nachricht: 'Ich melde mich und meine Frau an. Wir sind beide gesetzlich versichert, zahlt das die Kasse?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Isabel Lenz',
      email: 'isabel.lenz@example.de',
      kurs: 'Mama-Fit mit Kinderwagen',
      nachricht: 'Treffpunkt ist im Park, oder? Was machen wir bei Regen?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Niklas Bauer',
      email: 'niklas.bauer@example.de',
      kurs: 'Athletiktraining Jugendfußball',
      teilnehmer: '14',
      nachricht:
        'Ich bin Trainer der C-Jugend vom SV Grünwiese. Könnten Sie für unsere Mannschaft einen Athletik-Workshop machen? Wie viel würde das kosten?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Sieglinde Marx',
      telefon: '0345 22190',
      kurs: 'Qi Gong',
      nachricht: 'Bitte rufen Sie mich an, ich weiß nicht ob ich mich richtig angemeldet habe im Internet.',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Carina Hahn',
      email: 'carina.hahn@example.de',
      kurs: 'Pilates',
      nachricht: 'Gibt es auch eine 10er-Karte statt fester Kurs? Ich arbeite im Schichtdienst und kann nicht immer.',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Emre Yilmaz',
      email: 'emre.yilmaz@example.de',
      kurs: 'Gerätetraining (MTT)',
      nachricht:
        'Ich hatte bei euch Physio und würde jetzt gerne an den Geräten weitertrainieren. Kann ich die Trainingskarte vom Therapeuten weiter nutzen?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Marlene Voss',
      email: 'marlene.voss@example.de',
      kurs: 'Rückenschule Online',
      nachricht: 'Findet der Online-Kurs über Zoom statt? Ich habe keine Webcam am PC, nur am Tablet. Reicht das?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Thorsten Beck',
      email: 't.beck@example.de',
      kurs: 'Firmenfitness',
      teilnehmer: 'ca. 20',
      nachricht:
        'Wir möchten unseren Mitarbeitern ein Kursangebot machen (Rückenfit, 8 Wochen). Ist eine Rechnung auf die Firma möglich?',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Lotte Bergmann',
      email: 'lotte.bergmann@example.de',
      kurs: 'Yoga',
      nachricht: 'Danke für die tolle Stunde gestern! Ich hätte gern fest einen Platz für den neuen Kurs ab September.',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Bärbel Kraft',
      telefon: '0208 448812',
      kurs: 'Reha-Sport Wirbelsäule',
      nachricht:
        'mein Mann ist letzte woche gestorben ich kann deshalb die nächsten 2 wochen nicht kommen. bitte den platz nicht weggeben. b. kraft',
    },
  },
  {
    spam: false,
    formType: 'training',
    fields: {
      name: 'Aylin Koç',
      email: 'aylin.koc@example.de',
      kurs: 'Kinderturnen (3-5 Jahre)',
      nachricht:
        'Hallo, meine Tochter ist 4, darf ich am Anfang mit in der Halle bleiben? Sie ist noch etwas ängstlich.',
    },
  },
  // ── Spam ──
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Jessica Miller',
      email: 'jessica@rankwave-media.example',
      message:
        "Hi there, I noticed your website while searching for physiotherapy clinics and saw that it isn't ranking on the first page of Google for your main keywords. We can fix that within 90 days. Can I send you a free audit?",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Markus Weber',
      email: 'm.weber@sichtbar-digital.example',
      nachricht:
        'Guten Tag, wir haben Ihre Website analysiert und festgestellt, dass Ihre Sichtbarkeit bei Google deutlich verbessert werden könnte. Gerne zeige ich Ihnen in einem 15-minütigen Gespräch, wie das geht. Melden Sie sich einfach.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'David',
      email: 'david.linkbuilder@gmail-seo.example',
      message:
        'Hello webmaster, we offer high quality backlinks from DA 50+ websites. 100 links only $49. Boost your ranking now! Reply for price list.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: { name: 'xgTrhqPLmz', email: 'xgtrhqplmz@mailinator.com', message: 'xgTrhqPLmz yVbnwqKel oPqrsHt' },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Crypto Profit',
      email: 'invest@btc-profit-now.example',
      message:
        'Turn $250 into $12,000 in 2 weeks with our AI trading bot! 100% guaranteed. Join now: https://btc-profit-now.example/start',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Angelina',
      email: 'angelina.hot@yopmail.com',
      message:
        'Hi cutie, I saw your profile and I want to chat with you ;) My photos are here: http://hot-singles-nearby.example/angelina',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Buy Viagra Online',
      email: 'sales@rx-pharma24.example',
      message:
        'Cheap Viagra, Cialis, Levitra without prescription! Discreet worldwide shipping. Order now: https://rx-pharma24.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Sandra Klein',
      email: 's.klein@domain-service-de.example',
      betreff: 'Letzte Mahnung Domainverlängerung',
      nachricht:
        'Ihre Domain läuft in 48 Stunden ab. Um eine Abschaltung Ihrer Website und E-Mails zu vermeiden, überweisen Sie bitte 289,00 EUR bis spätestens morgen. Rechnung und Zahlungslink: https://domain-service-de.example/rechnung/88213',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Ryan Cooper',
      email: 'ryan@webcraftstudio.example',
      message:
        'Hey, I was checking out your website and I think it looks a bit outdated. We design modern, mobile-friendly websites for clinics starting at $399. Want to see some samples?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Thomas Berg',
      email: 't.berg@patientenplus-marketing.example',
      telefon: '0800 1234567',
      nachricht:
        'Guten Tag, sind Sie offen für 20-30 neue Selbstzahler-Patienten pro Monat? Wir haben ein bewährtes System speziell für Physiotherapiepraxen entwickelt. Antworten Sie mit JA und ich melde mich.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Emily Watson',
      email: 'emily.outreach@contentpublish.example',
      message:
        "Hi, I'm a freelance health writer and I'd love to contribute a guest post to your blog about the benefits of stretching. In return I just need one do-follow link. Let me know!",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Quick Loan',
      email: 'kredit@schnellkredit-sofort.example',
      nachricht:
        'Sofortkredit ohne Schufa bis 50.000 Euro! Auszahlung in 24 Stunden. Jetzt beantragen: www.schnellkredit-sofort.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'LuckySpins',
      email: 'bonus@casino-royal-win.example',
      message:
        'Claim your 500% welcome bonus + 200 free spins today! Best online casino 2024 → https://casino-royal-win.example/bonus',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Кирилл',
      email: 'prodvizhenie@seo-top.example',
      message:
        'Здравствуйте! Предлагаем продвижение вашего сайта в поисковых системах. Гарантия выхода в ТОП-10. Подробности по ссылке: http://seo-top.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Robertgow',
      email: 'robertgow@guerrillamail.com',
      message:
        '[url=https://best-replica-watches.example]replica watches[/url] high quality cheap price [url=https://best-replica-watches.example/rolex]rolex replica[/url]',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Lisa Hoffmann',
      email: 'lisa@google-bewertungen-kaufen.example',
      nachricht:
        'Hallo liebes Praxisteam, mehr 5-Sterne-Bewertungen bei Google? Wir liefern echte Bewertungen von deutschen Profilen, 10 Stück ab 79 €. Ihre Konkurrenz nutzt das schon!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Alex from ChatBotix',
      email: 'alex@chatbotix.example',
      message:
        'Hi! Your clinic is losing patients after hours. Our AI chatbot answers questions and books appointments 24/7. Setup in 5 minutes. Free 14-day trial: https://chatbotix.example/physio',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Data Leads',
      email: 'sales@b2b-leadlist.example',
      message:
        'We have a verified email list of 48,000 physiotherapy clinics and healthcare decision makers in DACH. GDPR compliant. Special price this week. Interested?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'https://cheap-seo-links.example',
      email: 'info@cheap-seo-links.example',
      message: 'Get your site on top of Google. Cheap seo links.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Mike',
      email: 'mikeTug@10minutemail.com',
      message: '<a href="https://free-prize-claim.example">Congratulations! You have won an iPhone 15</a>',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Wang Li',
      email: 'wangli@led-factory.example',
      message: '您好！我们是专业LED灯生产厂家，价格优惠，质量保证。欢迎联系我们获取报价。WhatsApp: +86 139 0000 1234',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Carlos Ruiz',
      email: 'carlos@marketing-latam.example',
      message:
        'Hola, ¿le interesaría aumentar sus ventas con nuestra agencia de marketing digital? Ofrecemos gestión de redes sociales desde 99 €/mes. Escríbanos.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Sophie Martin',
      email: 's.martin@agence-web.example',
      message:
        "Bonjour, nous avons remarqué que votre site n'est pas optimisé pour les mobiles. Notre agence peut le refaire pour un prix très intéressant. Contactez-nous!",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Felix Schneider',
      email: 'felix@praxis-wachstum.example',
      nachricht:
        'Hallo, ich bin Felix und helfe Physiotherapeuten dabei, ihre Praxis auf 7-stelligen Umsatz zu skalieren. Hätten Sie diese Woche 10 Minuten für ein kurzes Telefonat?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Kevin Brown',
      email: 'kevin@videopromo.example',
      message:
        "Hi, I made a short promo video for your practice as a sample. Would you like to see it? If you like it, it's only $97 for the full version with your logo.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Forex Expert',
      email: 'trader@fx-signals-pro.example',
      message:
        'Earn passive income with our daily Forex and crypto signals. 92% win rate. Join our Telegram group t.me/fxsignalspro_example now!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Nina',
      email: 'nina77@trashmail.com',
      message:
        'Hello dear, I am lonely and looking for a serious man. Write me on my private email nina.private@trashmail.com, kisses',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Julia Schmidt',
      email: 'j.schmidt@firmenverzeichnis-deutschland.example',
      nachricht:
        'Guten Tag, Ihr Eintrag im Branchenverzeichnis Deutschland ist unvollständig. Bitte bestätigen Sie Ihre Daten über folgenden Link, damit Ihr Eintrag aktiv bleibt: https://firmenverzeichnis-deutschland.example/eintrag?id=44812',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Dr. Smith Williams',
      email: 'drsmithwilliams@consultant.example',
      message:
        'Dear Sir/Madam, I am contacting you about a confidential business proposal regarding an unclaimed fund of $8.5 million. Kindly reply for more details.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Slim Fast Pro',
      email: 'info@keto-burn-shop.example',
      message:
        'Lose 10 kg in 2 weeks without diet or sport! Doctors hate this trick. Order KetoBurn today with 60% discount: keto-burn-shop.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Anna Becker',
      email: 'anna.becker@webdesign-profis.example',
      nachricht:
        'Hallo, mir ist aufgefallen, dass Ihre Website auf dem Handy nicht richtig angezeigt wird. Wir erstellen moderne Praxis-Websites zum Festpreis ab 990 €. Darf ich Ihnen ein unverbindliches Angebot schicken?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Eric Jones',
      email: 'eric.jones@leadconvert.example',
      message:
        "Hello, my name is Eric and I just found your site. It's got a lot going for it, but here's an idea to make it even more effective. Talk With Web Visitor is a software widget that captures leads... Click here to try it now: https://leadconvert.example/demo",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Henry',
      email: 'henry@cheapdomains.example',
      message:
        'Your domain name is available for purchase in other extensions (.net, .org, .info). Secure them now before your competitors do!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Peter Lang',
      email: 'peter.lang@youtube-growth.example',
      nachricht:
        'Hallo! Ich habe gesehen, dass Ihre Praxis noch keinen YouTube-Kanal hat. Mit unseren Videos erreichen Sie tausende neue Patienten. Jetzt kostenloses Erstgespräch sichern!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'JosephPiz',
      email: 'josephpiz@yopmail.com',
      message: 'Hello. And Bye. https://click-here-now.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Rebecca',
      email: 'rebecca.smm@socialgrowth.example',
      message:
        'Hi! I can grow your Instagram to 10k real followers in 30 days. No bots, organic growth. Starting at only $59/month. Interested?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Bitcoin Wallet',
      email: 'noreply@wallet-verify.example',
      message:
        'You have received 0.84 BTC. To withdraw your funds, please verify your wallet: https://wallet-verify.example/claim?id=8812kk',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Mark Robinson',
      email: 'mark@seo-report.example',
      subject: 'Your website SEO score: 34/100',
      message:
        "Hi, I ran a quick SEO audit of your website and found 27 critical errors that are hurting your rankings. I'd be happy to send you the full report for free. Just reply YES.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Tatjana',
      email: 'tatjana.dating@guerrillamail.com',
      message: 'Привет! Меня зовут Татьяна, мне 27 лет. Я ищу серьезные отношения. Напиши мне!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Oliver Grant',
      email: 'oliver@virtual-assistants.example',
      message:
        'Hi, are you tired of answering phone calls? Our virtual receptionists from the Philippines cost only $6/hour. Book a call to learn more.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Max Müller',
      email: 'max@kostenlose-beratung-marketing.example',
      telefon: '0137 9876543',
      nachricht:
        'Rufen Sie jetzt an und sichern Sie sich Ihre kostenlose Marketingberatung im Wert von 500 €! Nur heute! Hotline: 0137 9876543',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Gewinnspiel',
      email: 'gewinn@glueckszentrale.example',
      telefon: '0900 5123456',
      nachricht:
        'Herzlichen Glückwunsch! Sie wurden als Gewinner eines Mercedes ausgewählt. Um Ihren Gewinn zu bestätigen, rufen Sie bitte 0900 5123456 an (1,99 €/Min).',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Jennifer Lopez',
      email: 'jennifer@fiverr-seo.example',
      message:
        "Hello Sir, I'm an SEO expert with 8 years experience. I can rank your website on google first page. I work on fiverr and upwork. Can I show you my portfolio?",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Rachel',
      email: 'rachel@medical-billing-outsource.example',
      message:
        'Hi, we help healthcare practices outsource medical billing and reduce claim denials by 40%. Would you be the right person to talk to about this?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'CharlesKew',
      email: 'charleskew@mailinator.com',
      message:
        'Dear owner, cheap essay writing service. Plagiarism free. https://essay-writer-cheap.example https://essay-writer-cheap.example/order',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Michelle Davis',
      email: 'michelle.d@stockphoto-legal.example',
      subject: 'Copyright infringement notice',
      message:
        'Hello, your website uses an image that I own the copyright to. You must remove it or pay the license fee. See the evidence here: https://sites.google.example/view/copyright-proof-8812',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Sven Richter',
      email: 'sven.richter@kassenbon-software.example',
      nachricht:
        'Guten Tag, ab dem 01.01. droht Praxen ohne TSE-zertifizierte Kasse ein Bußgeld von bis zu 25.000 €. Wir haben die Lösung. Jetzt informieren unter www.kassenbon-software.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Amanda',
      email: 'amanda@appdevhub.example',
      message:
        'Hi, do you need a mobile app for your business? We develop iOS and Android apps at very low cost. Reply to get a quote within 24h.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Lukas Braun',
      email: 'lukas.braun@bewertungsschutz.example',
      nachricht:
        'Hallo, Sie haben 3 negative Bewertungen bei Google. Wir können diese rechtssicher entfernen lassen, Bezahlung nur bei Erfolg. Interesse?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Sarah Taylor',
      email: 'sarah@wp-maintenance.example',
      message:
        'Hi, I noticed your WordPress version is outdated and your site might be vulnerable to hackers. We offer monthly maintenance for $49. Can I help?',
    },
  },
  { spam: true, formType: 'contact', fields: { name: 'Hello', email: 'hello@hello.example', message: 'Hello' } },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'RobertSkync',
      email: 'robertskync@trashmail.de',
      message:
        'Ваш сайт нуждается в продвижении? Прогон Xrumer, хрумер, ссылки для вашего сайта. Цена договорная. Telegram @xrumer_example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Finanzberater',
      email: 'berater@steuer-sparen-jetzt.example',
      nachricht:
        'Als Praxisinhaber zahlen Sie zu viele Steuern! Mit unserem Modell sparen Sie bis zu 40%. Kostenloses Webinar: https://steuer-sparen-jetzt.example/webinar',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Dr. Julia Stein',
      email: 'julia@telemedizin-partner.example',
      nachricht:
        'Sehr geehrte Praxisinhaber, werden Sie Partner unseres Telemedizin-Netzwerks und verdienen Sie 2.000 € zusätzlich im Monat. Ein kurzer Rückruf genügt.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'John',
      email: 'john@yopmail.com',
      message: 'Best Essay writing service online <a href="https://essay-pro-help.example">write my essay</a> cheap',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Jamesvom',
      email: 'jamesvom@mailinator.com',
      message:
        'Hi! [url=http://pharma-no-rx.example]buy cialis online[/url] cialis 20mg price [url=http://pharma-no-rx.example/tadalafil]tadalafil generic[/url]',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Mia Schulz',
      email: 'mia@influencer-koop.example',
      nachricht:
        'Hey ihr Lieben! Ich bin Fitness-Influencerin mit 120k Followern und würde eure Praxis gerne vorstellen. Für eine Story mit Verlinkung nehme ich 450 €. Lust auf eine Kooperation?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Andrew Scott',
      email: 'andrew@merchant-rates.example',
      message:
        'Hi, we can lower your credit card processing fees by up to 30%. No contracts, free terminal. Who handles payments at your practice?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Stefan',
      email: 'stefan@solar-fuer-gewerbe.example',
      nachricht:
        'Guten Tag, haben Sie schon über eine Solaranlage auf dem Dach Ihrer Praxis nachgedacht? 0 € Anzahlung, staatlich gefördert. Kurzer Anruf genügt: 0800 9988776',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Elena Popescu',
      email: 'elena@translation-agency.example',
      message:
        'Dear Sir or Madam, we are a translation agency offering professional translation in 50 languages. Special discount 20% for new clients. Best regards',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Brian',
      email: 'brian@gpt-content.example',
      message:
        "Need blog content? We write 30 SEO-optimized articles per month using AI + human editing for just $199. Perfect for health clinics. Reply 'INFO'.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Patrick Wagner',
      email: 'p.wagner@rechnungsstelle-online.example',
      betreff: 'Rechnung Nr. 2024-88213 überfällig',
      nachricht:
        'Sehr geehrte Kundin, sehr geehrter Kunde, leider konnten wir bis heute keinen Zahlungseingang feststellen. Bitte begleichen Sie den offenen Betrag von 412,50 € umgehend. Die Rechnung finden Sie hier: https://rechnungsstelle-online.example/doc/88213.zip',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Linda',
      email: 'linda.w@whatsapp-marketing.example',
      message:
        'Send bulk WhatsApp messages to 10,000 customers in 1 click! Best tool for clinics and salons. Free demo: wa-bulk.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Hans Peter',
      email: 'hp@praxisverkauf-boerse.example',
      nachricht:
        'Hallo, wir haben einen Käufer, der ernsthaftes Interesse an Ihrer Praxis hat. Sind Sie grundsätzlich offen für einen Verkauf? Diskrete Abwicklung garantiert.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Natalie',
      email: 'natalie@ppc-experts.example',
      message:
        "Hi, are you running Google Ads? Most clinics waste 60% of their ad budget. We'll audit your account for free and show you where the money goes.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: { name: 'qwertzuiop', email: 'asdfgh@10minutemail.com', message: 'test test test' },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Игорь',
      email: 'igor@kazino-vulkan.example',
      message: 'Лучшее онлайн казино! Бонус 100% на первый депозит. Играй прямо сейчас: http://kazino-vulkan.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Jürgen Maier',
      email: 'j.maier@praxis-software-vergleich.example',
      nachricht:
        'Guten Tag, Ihre Praxissoftware ist veraltet? Wechseln Sie jetzt und sparen Sie 50% im ersten Jahr. Ich rufe Sie gern an, wann passt es Ihnen?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Monica',
      email: 'monica@healthy-supplements.example',
      message:
        'Dear physio team, we are a supplement manufacturer and looking for clinics to resell our collagen and CBD products. High margins, dropshipping available!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'CBD Shop',
      email: 'shop@cbd-oel-guenstig.example',
      nachricht:
        'Hochwertiges CBD-Öl 20% jetzt 50% günstiger! Ideal bei Schmerzen, Schlafproblemen und Stress. Für Ihre Patienten: cbd-oel-guenstig.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Daniel Wright',
      email: 'daniel@podcast-guests.example',
      message:
        "Hi, I host a popular health podcast and would love to feature you as a guest! There's a small production fee of $299. Let me know if you're interested.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Praxis Service',
      email: 'service@datenschutz-pruefstelle.example',
      betreff: 'DSGVO-Verstoß festgestellt',
      nachricht:
        'Bei einer Prüfung Ihrer Website wurden Datenschutzverstöße festgestellt. Zur Vermeidung einer Abmahnung registrieren Sie sich innerhalb von 7 Tagen kostenpflichtig (199 €/Jahr) bei unserer Prüfstelle.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Kate',
      email: 'kate@cleaning-pros.example',
      message:
        "Hello, we're a professional commercial cleaning company. We'd love to give your clinic a free quote! What's the best number to reach you?",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'www.super-backlinks.example',
      email: 'boss@super-backlinks.example',
      message: 'Super backlinks for your site. Cheap. Fast.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Lucas Fernández',
      email: 'lucas@inversiones-cripto.example',
      message:
        '¡Gane dinero desde casa invirtiendo en criptomonedas! Ganancias garantizadas del 300%. Regístrese ahora: https://inversiones-cripto.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Jean Dupont',
      email: 'jean@credit-rapide.example',
      message:
        "Bonjour, vous avez besoin d'un prêt entre particuliers? Je propose des prêts de 5000 à 500000 euros à un taux de 2%. Contactez-moi par email.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Helena',
      email: 'helena.crm@saas-sales.example',
      message:
        "Hi there — quick question: who's in charge of patient communication software at your practice? I'd love to share how clinics like yours save 10 hours a week.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Google Business',
      email: 'support@google-maps-verify.example',
      nachricht:
        'WICHTIG: Ihr Google-Unternehmensprofil wird in 24 Stunden gesperrt. Bestätigen Sie jetzt Ihre Inhaberschaft: https://google-maps-verify.example/praxis',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Mario Conti',
      email: 'mario@yopmail.com',
      telefon: '+39 333 0001122',
      message:
        'Hello, I want to book 5 massages for my family. I will pay by cheque in advance, extra money please send to my driver by Western Union. Reply fast.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Ali Khan',
      email: 'ali@seo-agency-pk.example',
      message:
        'Dear Business Owner, I hope you are fine. I am SEO expert. Your site have many issues. I can fix them and rank your site top of google. My charges are very low. Please reply.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Thomas Koch',
      email: 'thomas@praxis-leads.example',
      nachricht:
        'Kurze Frage: Wie viele neue Privatpatienten haben Sie letzten Monat über Ihre Website gewonnen? Wenn es weniger als 10 waren, sollten wir sprechen.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'FreeMoney',
      email: 'free@bonus-cashback.example',
      message:
        'Get $100 free cash just for signing up! No deposit required. https://bonus-cashback.example/free100 https://bonus-cashback.example/register https://bonus-cashback.example/terms',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Valentina',
      email: 'valentina@mailinator.com',
      message:
        'Hi, I wrote you a letter but it came back, here is my new photo album: http://photo-album-private.example/valentina.zip',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Eva Lindqvist',
      email: 'eva@nordic-ergonomic.example',
      message:
        'Hello, we manufacture ergonomic office chairs and would like to offer a partnership. Physiotherapists earn 20% commission on every referral. Catalogue attached on request.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Steven',
      email: 'steven@domain-broker.example',
      message:
        'The domain physio-praxis-deutschland.example is for sale. It would be a great fit for your business. Make an offer!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Sabine Wolf',
      email: 'sabine@branchenbuch-pro.example',
      telefon: '0137 2233445',
      nachricht:
        'Guten Tag, wir rufen Sie wegen Ihres Eintrags in unserem Branchenbuch an. Zur Aktualisierung bitte 0137 2233445 zurückrufen.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Ken Tanaka',
      email: 'ken@robotics-massage.example',
      message:
        'Dear clinic owner, our AI massage robot can replace 2 therapists and work 24 hours. Very good price from factory. Want the brochure?',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Jonas Keller',
      email: 'jonas@performance-ads.example',
      position: 'Marketing',
      nachricht:
        'Hallo, eigentlich bewerbe ich mich nicht, aber ich wollte Sie auf diesem Weg erreichen: Unsere Agentur bringt Physiotherapiepraxen bis zu 40 neue Patienten pro Monat. Wann können wir telefonieren?',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Sarah Jones',
      email: 'sarah@remote-talent.example',
      position: 'Virtual Assistant',
      message:
        "Hi! I'm applying to offer you my team of 25 virtual assistants who can handle your bookings, social media and SEO for only $8/hour. Check our website remote-talent.example",
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Peter Schmitz',
      email: 'p.schmitz@recruiting-turbo.example',
      position: 'Physiotherapeut',
      nachricht:
        'Guten Tag, Sie suchen Physiotherapeuten? Wir finden sie für Sie! Mit unserem Social-Recruiting-System besetzen wir Ihre Stelle in 30 Tagen oder Sie zahlen nichts. Kostenloses Erstgespräch: recruiting-turbo.example/termin',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Maria',
      email: 'maria.job@guerrillamail.com',
      position: 'Rezeption',
      nachricht:
        'Hallo ich suche Arbeit von zu Hause. Verdienen Sie 500 € am Tag mit unserem System! Mehr Infos: http://heimarbeit-sofort.example',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Lebenslauf_Anna_Meyer.zip',
      email: 'anna.meyer.bewerbung@trashmail.com',
      position: 'Physiotherapeutin',
      nachricht:
        'Guten Tag, anbei meine Bewerbungsunterlagen. Bitte öffnen Sie die Datei über diesen Link, da sie zu groß für E-Mail ist: https://bewerbung-dokumente.example/anna_meyer.zip Passwort: 1234',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Alex Turner',
      email: 'alex@growth-hackers.example',
      position: 'SEO Specialist',
      message:
        "I am applying for the position of SEO manager. Actually, we are an agency and we can get your clinic website on top of Google within 3 months. Let's talk!",
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Tim Hoffmann',
      email: 'tim@stellenanzeigen-boost.example',
      position: 'Stellenanzeige',
      nachricht:
        'Ihre Stellenanzeige für Physiotherapeuten erreicht zu wenige Bewerber. Wir schalten sie auf 50 Jobbörsen gleichzeitig für nur 299 €. Jetzt buchen!',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Олег',
      email: 'oleg@rabota-doma.example',
      position: 'работа',
      nachricht: 'Работа на дому! Доход от 3000 евро в месяц. Без опыта. Пишите в Telegram @rabota_doma_example',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Jennifer',
      email: 'jennifer@hr-outsourcing.example',
      position: 'HR',
      message:
        'Hello, we provide pre-screened physiotherapists from India and the Philippines for German clinics. Visa handling included. Fee per placement 4,900 EUR. Interested?',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Kasia',
      email: 'kasia.model@yopmail.com',
      position: 'Model',
      message:
        "Hi honey, I'm not looking for job, I'm looking for you ;) see my private pics: http://private-gallery.example/kasia",
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'Daniel Fischer',
      email: 'd.fischer@praxisberatung-erfolg.example',
      position: 'Praxismanager',
      nachricht:
        'Hallo, ich bewerbe mich nicht im klassischen Sinne, sondern biete Ihnen als externer Praxisberater an, Ihre Abläufe zu optimieren. Meine Kunden steigern den Umsatz um 30%. Darf ich Sie anrufen?',
    },
  },
  {
    spam: true,
    formType: 'bewerbung',
    fields: {
      name: 'bvnmQwerLk',
      email: 'bvnmqwerlk@10minutemail.com',
      position: 'bvnmQwerLk',
      nachricht: 'bvnmQwerLk kjhgfd',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      name: 'Robert Price',
      email: 'robert@seo-doctors.example',
      verordnung: 'SEO',
      nachricht:
        'Your clinic deserves to be found! We are SEO specialists for medical practices. Get a free ranking report today: https://seo-doctors.example',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      vorname: 'Pharmacy',
      nachname: 'Online',
      email: 'order@meds-no-rx.example',
      heilmittel: 'Tramadol, Oxycodone, Xanax',
      nachricht:
        'Buy painkillers online without prescription. Overnight delivery. Best prices: https://meds-no-rx.example',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      name: 'Ivan Petrov',
      email: 'ivan@mailinator.com',
      krankenkasse: 'test',
      nachricht: 'Купить диплом врача недорого. Все документы с печатями. http://diplom-kupit.example',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      name: 'Laura',
      email: 'laura@ozempic-direkt.example',
      heilmittel: 'Abnehmspritze',
      nachricht:
        'Ozempic und Wegovy ohne Rezept bestellen! Diskreter Versand aus EU-Apotheke. Jetzt 30% Rabatt: ozempic-direkt.example',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      name: 'Kevin Smith',
      email: 'kevin@guestpost-network.example',
      anzahl: '10',
      nachricht: 'Hi, we have 10 health blogs with high DA. Guest post on each for $35. Do-follow links. Interested?',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      name: 'zjkPqmLwerT',
      email: 'zjkpqmlwert@yopmail.com',
      geburtsdatum: '01.01.1970',
      krankenkasse: 'zjkPqmLwerT',
      heilmittel: 'zjkPqmLwerT',
      nachricht: 'zjkPqmLwerT',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      name: 'Medical Supplies',
      email: 'sales@medsupply-china.example',
      nachricht:
        'Dear Buyer, we supply TENS units, massage guns and kinesiology tape at factory price. MOQ 100 pcs. Please check our catalogue: medsupply-china.example',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      name: 'Michael Bauer',
      email: 'm.bauer@heilmittel-abrechnung-billig.example',
      nachricht:
        'Guten Tag, Sie rechnen Ihre Rezepte noch selbst ab? Unsere Abrechnungsstelle kostet nur 0,9% und zahlt in 48 Stunden aus. Rückruf unter 0800 4455667.',
    },
  },
  {
    spam: true,
    formType: 'prescription',
    fields: {
      name: 'Casino Bonus',
      email: 'vip@spin-palace-de.example',
      nachricht:
        'Ihr persönlicher Bonus: 300 Freispiele ohne Einzahlung! Nur heute gültig: https://spin-palace-de.example/de/bonus',
    },
  },
  {
    spam: true,
    formType: 'anamnese',
    fields: {
      name: 'Martin Gray',
      email: 'martin@backlink-factory.example',
      beschwerden: 'Your website has low domain authority',
      medikamente: 'Our backlink packages',
      hinweise: 'Reply to get 50 high DA backlinks for $79',
    },
  },
  {
    spam: true,
    formType: 'anamnese',
    fields: {
      name: 'Sexy Girls',
      beschwerden: 'Lonely?',
      hinweise: 'Meet hot girls in your city tonight: http://local-girls-tonight.example',
    },
  },
  {
    spam: true,
    formType: 'anamnese',
    fields: {
      name: 'qXvBnmKlop',
      beschwerden: 'qXvBnmKlop',
      seit: 'qXvBnmKlop',
      medikamente: 'qXvBnmKlop',
      hinweise: 'https://spam-redirect.example/?q=qXvBnmKlop',
    },
  },
  {
    spam: true,
    formType: 'anamnese',
    fields: {
      name: 'Dr. Pain Relief',
      beschwerden: 'Rückenschmerzen? Gelenkschmerzen?',
      hinweise:
        'Das neue Wundermittel Artroflex heilt Arthrose in 14 Tagen! Ärzte sind sprachlos. Jetzt bestellen mit 50% Rabatt: artroflex-original.example',
    },
  },
  {
    spam: true,
    formType: 'anamnese',
    fields: {
      name: 'Tom',
      email: 'tom@ai-doc-writer.example',
      beschwerden: 'Too much paperwork?',
      hinweise:
        'Our AI writes therapy documentation automatically. Save 2 hours per day. Free trial for German physiotherapists!',
    },
  },
  {
    spam: true,
    formType: 'anamnese',
    fields: {
      name: 'Дмитрий',
      beschwerden: 'Займ без отказа',
      hinweise: 'Быстрый займ на карту за 5 минут без проверок! Оформить: http://zaim-bystro.example',
    },
  },
  {
    spam: true,
    formType: 'anamnese',
    fields: {
      name: 'Eleanor',
      email: 'eleanor@mailinator.com',
      beschwerden: 'Hi',
      hinweise:
        '[url=https://dating-eu.example]meet singles[/url] [url=https://dating-eu.example/de]singles deutschland[/url]',
    },
  },
  {
    spam: true,
    formType: 'training',
    fields: {
      name: 'Fitness Pro Shop',
      email: 'shop@gym-equipment-wholesale.example',
      kurs: 'Equipment',
      nachricht:
        'Dear gym owner, we sell commercial fitness equipment directly from factory. Treadmills from $599. Free shipping to Germany. Contact us for catalog.',
    },
  },
  {
    spam: true,
    formType: 'training',
    fields: {
      name: 'Lisa Sommer',
      email: 'lisa@fitness-marketing-pro.example',
      kurs: 'Marketing',
      nachricht:
        'Hallo! Wie viele Probetrainings hattet ihr letzten Monat? Mit unseren Facebook-Ads bekommt ihr 50+ pro Monat, garantiert. Kurzer Call diese Woche?',
    },
  },
  {
    spam: true,
    formType: 'training',
    fields: {
      name: 'Crypto Academy',
      email: 'academy@crypto-masterclass.example',
      kurs: 'Bitcoin Trading Masterclass',
      nachricht:
        'Lerne in 7 Tagen, wie du mit Bitcoin 5.000 € im Monat verdienst! Kostenloser Platz nur heute: https://crypto-masterclass.example',
    },
  },
  {
    spam: true,
    formType: 'training',
    fields: {
      name: 'yoga_deals_2024',
      email: 'deals@yopmail.com',
      kurs: 'Yoga',
      nachricht: 'Cheap yoga mats wholesale <a href="https://yogamats-wholesale.example">click here</a>',
    },
  },
  {
    spam: true,
    formType: 'training',
    fields: {
      name: 'Chris Evans',
      email: 'chris@app-fitness-whitelabel.example',
      kurs: 'App',
      message:
        'Launch your own branded fitness app in 7 days! White-label solution for studios. Only $99/month. Book your demo: https://app-fitness-whitelabel.example',
    },
  },
  {
    spam: true,
    formType: 'training',
    fields: {
      name: 'Anna Petrova',
      email: 'anna.p@guerrillamail.com',
      kurs: 'Pilates',
      nachricht:
        'Купить подписчиков в Instagram дешево! Живые подписчики, быстрый старт. http://insta-followers.example',
    },
  },
  {
    spam: true,
    formType: 'training',
    fields: {
      name: 'Sportnahrung',
      email: 'info@protein-grosshandel.example',
      kurs: 'Proteinpulver',
      nachricht:
        'Verkaufen Sie Proteinshakes in Ihrem Studio und verdienen Sie bis zu 45% Marge. Fordern Sie jetzt Ihr kostenloses Musterpaket an!',
    },
  },
  {
    spam: true,
    formType: 'training',
    fields: {
      name: 'Marcus Lee',
      email: 'marcus@leadgen-studios.example',
      kurs: 'Lead Generation',
      message:
        'Hey! We generate 100+ qualified leads per month for fitness studios using Facebook and TikTok ads. Pay per lead. Want to see case studies?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Weber Consulting',
      email: 'kontakt@foerdermittel-check.example',
      nachricht:
        'Sehr geehrte Praxisinhaberin, sehr geehrter Praxisinhaber, wussten Sie, dass Ihnen bis zu 80% staatliche Förderung für Digitalisierung zustehen? Wir prüfen Ihren Anspruch kostenfrei. Antworten Sie einfach auf diese Nachricht.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Nadine Krause',
      email: 'nadine@praxis-sichtbarkeit.example',
      nachricht:
        'Guten Tag, ich bin bei meiner Recherche auf Ihre Praxis gestoßen. Leider werden Sie bei Google Maps kaum gefunden. Ich hätte da ein paar Ideen, wie wir das schnell ändern. Darf ich Sie dazu kurz anrufen?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Oliver Schmid',
      email: 'oliver@praxisfotos-360.example',
      nachricht:
        'Hallo, wir erstellen professionelle 360°-Rundgänge für Google Street View. Patienten können Ihre Praxis virtuell besichtigen. Aktionspreis nur diesen Monat: 249 €.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Jan Peters',
      email: 'jan@energiekosten-senken.example',
      nachricht:
        'Guten Tag, wir haben festgestellt, dass Gewerbekunden in Ihrer Region bis zu 35% zu viel für Strom zahlen. Ich würde gern Ihre letzte Stromrechnung kostenlos prüfen. Wann darf ich anrufen?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Katrin Lehmann',
      email: 'k.lehmann@leasing-medtech.example',
      nachricht:
        'Sehr geehrtes Praxisteam, wir bieten Stoßwellengeräte und Lasertherapie zum Leasing ab 199 € im Monat. Ihre Patienten zahlen als IGeL-Leistung, das Gerät finanziert sich selbst. Darf ich Ihnen Unterlagen senden?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Marco Rossi',
      email: 'marco@ghostwriter-praxisblog.example',
      nachricht:
        'Ciao! Ich schreibe Blogartikel für Physiotherapeuten, die bei Google ranken. 4 Artikel im Monat für 199 €. Soll ich Ihnen eine Probe schicken?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Werbeagentur Sonne',
      email: 'info@werbeagentur-sonne.example',
      telefon: '0137 8877665',
      nachricht:
        'Ihre Anzeige im Ärzte- und Therapeutenverzeichnis 2025 ist vorgemerkt. Bitte bestätigen Sie kurz telefonisch unter 0137 8877665, sonst verfällt der reservierte Platz.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Buchhaltung',
      email: 'buchhaltung@zahlungsportal24.example',
      betreff: 'Ihre Rechnung vom 14.05.',
      nachricht:
        'Guten Tag, anbei erhalten Sie die Rechnung für Ihren Eintrag im Gesundheitsportal. Zahlbar innerhalb von 7 Tagen ohne Abzug: 598,00 €. IBAN DE00 1234 5678 9012 3456 78.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Herr Schulze',
      email: 'schulze@praxis-bewertung-boost.example',
      nachricht:
        'Hallo, Ihre Praxis hat aktuell 4,1 Sterne bei Google. Mit unserem Bewertungs-Tool kommen Sie in wenigen Wochen auf 4,8. Kein Aufwand für Sie. Soll ich Ihnen die Details schicken?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Aleksandr',
      email: 'aleks@mailinator.com',
      message: 'Привет, хочу предложить сотрудничество. Мы делаем сайты под ключ. Недорого. Звоните +7 900 000-00-00',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: '张伟',
      email: 'zhangwei@trade-cn.example',
      message: '您好，我们公司专业生产按摩床和理疗设备，价格便宜，欢迎来电咨询。微信：zhangwei_example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Dmitri',
      email: 'dmitri@guerrillamail.com',
      message: 'Hi. Buy database of emails Germany 2024, 5 million addresses, only 199$. Telegram @emaildb_example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Amazon Support',
      email: 'support@amazon-konto-sicherheit.example',
      nachricht:
        'Ihr Amazon-Konto wurde vorübergehend gesperrt. Bitte bestätigen Sie Ihre Zahlungsdaten innerhalb von 24 Stunden: https://amazon-konto-sicherheit.example/login',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'PayPal',
      email: 'service@paypal-kundencenter.example',
      nachricht:
        'Ungewöhnliche Aktivität festgestellt! Ihr Konto wurde eingeschränkt. Klicken Sie hier, um die Einschränkung aufzuheben: paypal-kundencenter.example/verify',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Ethan',
      email: 'ethan@trashmail.com',
      message: 'Hello!! Check my new music on Spotify!!! https://music-promo.example/ethan please share!!!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Samantha Reed',
      email: 'samantha@linkinsertion.example',
      message:
        "Hi, I came across your article about back pain exercises. I'd like to pay you $50 to add a link to our partner's mattress site in that article. Would that work?",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Garry',
      email: 'garry@cheapvps.example',
      message:
        'Cheap VPS hosting $1/month, unlimited bandwidth, DDoS protection. Best for your website. http://cheapvps.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Isabella',
      email: 'isabella@replica-bags.example',
      message:
        'Luxury bags replica AAA quality, Louis Vuitton, Gucci, Chanel, 80% off. Free shipping worldwide. Visit replica-bags.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Nick',
      email: 'nick@yopmail.com',
      message:
        'Your website is amazing! I love it! Keep up the good work. Also check my site https://random-blog-spam.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Josefine Brandt',
      email: 'josefine@barrierefrei-website-check.example',
      nachricht:
        'Achtung: Ab Juni 2025 gilt das Barrierefreiheitsstärkungsgesetz. Ihre Website erfüllt die Anforderungen nicht! Vermeiden Sie Abmahnungen, wir machen Ihre Seite für 890 € konform.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Rico',
      email: 'rico@sportwetten-tipps.example',
      nachricht:
        'Sichere Sportwetten-Tipps mit 95% Trefferquote! Jeden Tag neue Tipps in unserer Telegram-Gruppe. Jetzt kostenlos beitreten: t.me/sicherewetten_example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Hannah',
      email: 'hannah@erotik-chat.example',
      nachricht:
        'Hallo Süßer, ich bin Hannah aus deiner Nähe und suche ein unverbindliches Treffen. Schreib mir hier: http://erotik-chat.example/hannah',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Bank Support',
      email: 'alert@volksbank-sicherheit.example',
      nachricht:
        'Sehr geehrter Kunde, Ihr TAN-Verfahren muss aktualisiert werden. Bitte führen Sie die Aktualisierung bis zum 30.06. durch, andernfalls wird Ihr Online-Banking gesperrt.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Victor',
      email: 'victor@gold-invest-secure.example',
      message:
        'Protect your savings from inflation! Invest in physical gold with 18% annual return guaranteed. Limited spots. Call +44 20 0000 0000.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Theresa Baumann',
      email: 'theresa@leadlisten-deutschland.example',
      nachricht:
        'Guten Tag, wir bieten aktuelle Adresslisten von 12.000 Arztpraxen in Deutschland mit E-Mail und Telefonnummer. Ideal für Ihre Kooperationsanfragen. Preis auf Anfrage.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Mark',
      email: 'mark@ai-receptionist.example',
      message:
        'Quick question — how many calls does your front desk miss each day? Our AI voice receptionist answers every call in German and books directly into your calendar.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Georg Kaiser',
      email: 'georg@gebrauchte-therapieliegen.example',
      nachricht:
        'Guten Tag, wir kaufen Ihre gebrauchten Therapieliegen und Geräte zu Höchstpreisen an. Abholung deutschlandweit kostenlos. Einfach Fotos schicken!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Roberta',
      email: 'roberta@mailinator.com',
      message:
        'hello, please kindly check the attached invoice and confirm payment https://docs-share-invoice.example/inv_2291.pdf.exe',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Lena Fischer',
      email: 'lena@social-media-praxis.example',
      nachricht:
        'Hey! Euer Instagram-Account ist ja schon seit Monaten inaktiv. Wir übernehmen das komplett für euch: 12 Posts + Stories im Monat für 349 €. Lust auf ein kostenloses Probe-Posting?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Sergio',
      email: 'sergio@seo-espana.example',
      message:
        'Hola, somos una agencia SEO. Podemos posicionar su web en la primera página de Google en 30 días. ¿Le interesa una auditoría gratuita?',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Claire',
      email: 'claire@redaction-web.example',
      message:
        "Bonjour, je suis rédactrice web et je propose des articles optimisés SEO pour votre blog. Tarif: 40 € par article. N'hésitez pas à me contacter.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Karl Winter',
      email: 'karl@abmahnschutz-24.example',
      nachricht:
        'Achtung, Ihr Impressum ist fehlerhaft. Wettbewerber nutzen so etwas für teure Abmahnungen. Für nur 29 € im Monat sind Sie geschützt. Antworten Sie für Details.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'RichardHof',
      email: 'richardhof@10minutemail.com',
      message: 'Кракен сайт - официальный вход kraken darknet ссылка [url=http://kraken-market.example]кракен[/url]',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Ashley',
      email: 'ashley@sugar-daddy-match.example',
      message:
        'Looking for a generous partner? Join the #1 sugar dating site. Free registration: https://sugar-daddy-match.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Ben Carter',
      email: 'ben@citations-local.example',
      message:
        "Hi, your business is missing from 48 local directories. We'll submit your clinic to all of them for a one-time fee of $149. This will boost your local SEO massively.",
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Petra Neumann',
      email: 'petra@kredit-fuer-praxis.example',
      nachricht:
        'Liquiditätsengpass? Wir finanzieren Praxen schnell und unbürokratisch bis 250.000 € ohne Bankgespräch. Zusage in 24h. Jetzt Anfrage stellen.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Kenneth',
      email: 'kenneth@crypto-recovery-expert.example',
      message:
        'Lost money to crypto scam? We can recover your funds! 98% success rate. Contact our recovery agents today.',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Hot Deals',
      email: 'deals@10minutemail.com',
      message: 'Ray-Ban sunglasses 90% off today only!!! https://rayban-outlet-sale.example',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Praxisbedarf Direkt',
      email: 'info@praxisbedarf-direkt.example',
      nachricht:
        'Liebes Praxisteam, Massageöl, Liegenpapier und Desinfektionsmittel zu Großhandelspreisen! Ab 100 € versandkostenfrei. Unser aktueller Katalog: praxisbedarf-direkt.example/katalog',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Melissa',
      email: 'melissa@aiseo-tools.example',
      message:
        'Hey there! We just launched an AI tool that writes and publishes SEO content for you automatically. Lifetime deal only $69 today. Check it out!',
    },
  },
  {
    spam: true,
    formType: 'contact',
    fields: {
      name: 'Daniel Hart',
      email: 'daniel@explainervideo-studio.example',
      message:
        'Hi, clinics with an explainer video on their homepage get 80% more bookings. We create 60-second animated videos starting at €590. Can I send our showreel?',
    },
  },
];

/** All training examples: the first batch above and the second batch (ham-2/3, spam-2/3). */
export const trainingSet: LabelledExample[] = [...firstBatch, ...ham2, ...ham3, ...hamShort, ...spam2, ...spam3];
