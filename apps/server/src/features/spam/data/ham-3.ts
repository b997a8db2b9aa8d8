/**
 * Second batch of legitimate training examples, continued: prescriptions, anamneses,
 * applications and course registrations, including hard cases (applicants and companies who
 * write "wir" and "Angebot", links to CVs and prescription photos, prices, other languages).
 */
import type { LabelledExample } from './training.js';

const ham = (formType: LabelledExample['formType'], fields: Record<string, string>): LabelledExample => ({
  spam: false,
  formType,
  fields,
});

export const ham3: LabelledExample[] = [
  // ── prescription ──
  ham('prescription', {
    name: 'Hedwig Baumeister',
    telefon: '06221 338210',
    heilmittel: 'KG',
    anzahl: '6',
    kasse: 'AOK',
  }),
  ham('prescription', {
    name: 'Rolf Imhoff',
    email: 'rolf.imhoff@gmx.de',
    heilmittel: 'MT',
    anzahl: '6',
    nachricht: 'Bitte nur nachmittags',
  }),
  ham('prescription', {
    name: 'Sanja Petrović',
    telefon: '0176 40091287',
    heilmittel: 'MLD 45',
    anzahl: '10',
    kasse: 'BKK',
  }),
  ham('prescription', {
    name: 'Ludwig Hanke',
    telefon: '0351 8830291',
    heilmittel: 'KG Gerät',
    anzahl: '12',
    nachricht: 'Rezept vom Unfallchirurgen',
  }),
  ham('prescription', {
    name: 'Katharina Mewes',
    email: 'katharina.mewes@web.de',
    heilmittel: 'KG',
    anzahl: '6',
    kasse: 'TK',
    nachricht:
      'Verordnung wegen Halswirbelsäule, ICD M53.1. Ich arbeite im Homeoffice und bin flexibel, am liebsten zwischen 12 und 14 Uhr.',
  }),
  ham('prescription', {
    name: 'Friedhelm Oberdiek',
    telefon: '05731 220918',
    heilmittel: 'KG Hausbesuch',
    anzahl: '6',
    kasse: 'AOK Nordwest',
    nachricht: 'Ich bin 88 und kann die Treppe nicht mehr runter. Klingel bei Oberdiek, 1. Stock.',
  }),
  ham('prescription', {
    name: 'Tanja Brüning',
    email: 'tanja.bruening@icloud.com',
    heilmittel: 'MLD 30',
    anzahl: '10',
    foto: 'https://photos.app.goo.gl/tB8xq9ZrNf',
    nachricht: 'Foto vom Rezept ist im Link. Lymphödem nach Knie-OP. Original gebe ich beim ersten Termin ab.',
  }),
  ham('prescription', {
    name: 'Peter Kallmeyer',
    email: 'peter.kallmeyer@t-online.de',
    heilmittel: 'KG + Fango',
    anzahl: '6',
    kasse: 'privat (HUK)',
    nachricht: 'Privatrezept. Bitte Rechnung nach jeweils 6 Behandlungen, meine Versicherung möchte das so.',
  }),
  ham('prescription', {
    name: 'Bianca Hellwig',
    telefon: '0172 8801293',
    heilmittel: 'KG nach Bobath',
    anzahl: '10',
    nachricht: 'Für meinen Sohn Luis (3), Entwicklungsverzögerung. Der Kinderarzt sagt, möglichst bald anfangen.',
  }),
  ham('prescription', {
    name: 'Ömer Çelik',
    telefon: '0157 22190876',
    heilmittel: 'KG',
    anzahl: '6',
    kasse: 'AOK',
    nachricht: 'Guten Tag, Rezept für meinen Rücken, Bandscheibe. Ich arbeite Nachtschicht, vormittags ab 11 geht gut.',
  }),
  ham('prescription', {
    name: 'Gisela Paulsen',
    email: 'gisela.paulsen@web.de',
    heilmittel: 'Atemtherapie',
    anzahl: '10',
    nachricht:
      'COPD Stadium 2, Lungenfacharzt hat das verschrieben. Ich bin etwas kurzatmig auf Treppen, gibt es einen Aufzug?',
  }),
  ham('prescription', {
    name: 'Malte Grünberg',
    email: 'malte.gruenberg@gmail.com',
    heilmittel: 'KG',
    anzahl: '8',
    nachricht: 'Rezept als PDF aus dem E-Rezept-Portal: https://erezept.hausarzt-gruenau.de/v/88213 . Reicht das so?',
  }),
  ham('prescription', {
    name: 'Edeltraud Wiemann',
    telefon: '0209 339817',
    heilmittel: 'Massage',
    anzahl: '6',
    nachricht: 'Das Rezept ist für meinen Mann, ich schreibe für ihn. Er kann nur mit dem Rollstuhl kommen.',
  }),
  ham('prescription', {
    name: 'Kristina Albrecht',
    email: 'kristina.albrecht@posteo.de',
    heilmittel: 'KG ZNS',
    anzahl: '10',
    kasse: 'DAK',
    nachricht: 'Multiple Sklerose seit 2016, derzeit stabil. Ich werde schnell müde, deshalb lieber morgens.',
  }),
  ham('prescription', {
    name: 'Jörg Heinemeyer',
    telefon: '0511 6601293',
    heilmittel: 'EAP',
    anzahl: '10',
    kostentraeger: 'BG ETEM',
    nachricht: 'Arbeitsunfall, Kreuzbandriss. Die BG hat EAP genehmigt. Ich kann jeden Tag.',
  }),
  ham('prescription', {
    name: 'Fiona Brandes',
    email: 'fiona.brandes@gmx.de',
    heilmittel: 'KG',
    anzahl: '6',
    nachricht:
      'Auf dem Rezept steht "Hausbesuch: nein", aber ich habe gerade eine Gehhilfe. Ich schaffe es trotzdem, wenn der Termin im Erdgeschoss ist. Ist das so?',
  }),
  ham('prescription', {
    name: 'Ulrich Kampe',
    telefon: '02303 44190',
    heilmittel: 'KG + Wärme',
    anzahl: '6',
    nachricht: 'Folgerezept. Bitte wieder dienstags um 8, wie bisher. Danke',
  }),
  ham('prescription', {
    name: 'Maren Kirchhoff',
    email: 'maren.kirchhoff@web.de',
    heilmittel: 'KG',
    anzahl: '6',
    kasse: 'Barmer',
    nachricht:
      'Mein Arzt hat "dringlicher Behandlungsbedarf" angekreuzt. Schaffen Sie es innerhalb von 14 Tagen? Sonst muss ich woanders fragen.',
  }),
  ham('prescription', {
    name: 'Jan-Hendrik Voss',
    email: 'jh.voss@outlook.de',
    heilmittel: 'MT',
    anzahl: '6',
    nachricht: 'Kann die Behandlung auch bei einem männlichen Therapeuten sein? Danke.',
  }),
  ham('prescription', {
    name: 'Cornelia Stieglitz',
    telefon: '0365 7720981',
    heilmittel: 'KG Beckenboden',
    anzahl: '6',
    nachricht:
      'Mein Mann hat nach der Prostata-Operation Inkontinenz und traut sich nicht selbst zu schreiben. Bitte diskret.',
  }),
  ham('prescription', {
    name: 'Dennis Hüsken',
    email: 'dennis.huesken@gmx.de',
    heilmittel: 'KG',
    anzahl: '6',
    message: 'Prescription for my knee, I have TK. Evenings please, I work until 5.',
  }),
  ham('prescription', {
    name: 'Aylin Korkmaz',
    telefon: '0176 55013298',
    heilmittel: 'MLD',
    anzahl: '10',
    nachricht: 'Annem için, Lymphdrainage nach Brustkrebs. Sie spricht Türkisch, ich komme mit.',
  }),
  ham('prescription', {
    name: 'Piotr Wawrzyniak',
    telefon: '0160 33918201',
    heilmittel: 'KG',
    anzahl: '6',
    wiadomosc: 'Mam receptę na kręgosłup szyjny. Proszę o termin po pracy. Danke!',
  }),
  ham('prescription', {
    name: 'Larissa Dahms',
    email: 'larissa.dahms@web.de',
    heilmittel: 'KG',
    anzahl: '6',
    nachricht: 'Was kostet die Zuzahlung bei 6x KG ungefähr? Ich möchte das Geld passend mitbringen.',
  }),
  ham('prescription', {
    name: 'Walter Greving',
    telefon: '02561 44029',
    heilmittel: 'Traktionsbehandlung + KG',
    anzahl: '6',
    nachricht: 'Rezept vom Orthopäden Dr. Sander. Ich bin Landwirt und kann nur zwischen 13 und 15 Uhr.',
  }),
  ham('prescription', {
    name: 'Samira El Amrani',
    email: 'samira.elamrani@gmail.com',
    heilmittel: 'KG',
    anzahl: '10',
    kasse: 'IKK classic',
    nachricht:
      'Verordnung nach Sprunggelenksfraktur mit Platte. Belastung ist jetzt frei. Bitte wenn möglich bei einer Frau. Vielen Dank!',
  }),
  ham('prescription', {
    name: 'Harald Mertens',
    email: 'harald.mertens@t-online.de',
    heilmittel: 'Manuelle Lymphdrainage 60',
    anzahl: '10',
    nachricht: 'Langfristverordnung wegen Lipödem meiner Frau. Feste Termine wären toll, z.B. montags und donnerstags.',
  }),
  ham('prescription', {
    name: 'Sabine Thiele',
    telefon: '0341 2298871',
    heilmittel: 'KG',
    anzahl: '6',
    nachricht:
      'Rezept ist für Schulter und Nacken. Kann ich das an einen Termin koppeln mit meiner Tochter, die auch ein Rezept hat?',
  }),
  ham('prescription', {
    name: 'Wolfgang Baier',
    email: 'wolfgang.baier@freenet.de',
    heilmittel: 'KG',
    anzahl: '6',
    kasse: 'Knappschaft',
    nachricht: 'Ist der Parkplatz hinter dem Haus für Patienten? Ich habe einen Schwerbehindertenausweis.',
  }),
  ham('prescription', {
    name: 'Tina',
    telefon: '0171 2209388',
    heilmittel: 'KG',
    anzahl: '6',
    nachricht: 'schulter links, bitte anrufen',
  }),
  ham('prescription', {
    name: 'Joachim Stelter',
    email: 'joachim.stelter@gmx.de',
    heilmittel: 'Elektrotherapie + KG',
    anzahl: '6',
    nachricht: 'Ich habe einen Herzschrittmacher. Ist Elektrotherapie dann überhaupt möglich?',
  }),
  ham('prescription', {
    name: 'Hannah Liebig',
    email: 'hannah.liebig@gmail.com',
    heilmittel: 'KG',
    anzahl: '6',
    nachricht:
      'Rezept vom Sportmediziner, Schienbeinkantensyndrom. Ich will im Sommer wieder laufen, ist das realistisch?',
  }),
  // ── anamnese ──
  ham('anamnese', {
    name: 'Eberhard Kruse',
    beschwerden: 'Schmerzen in der rechten Leiste beim Gehen, Anlaufschmerz morgens',
    seit: 'ein halbes Jahr',
    vorerkrankungen: 'Bluthochdruck',
    medikamente: 'Candesartan',
    schmerzskala: '5',
  }),
  ham('anamnese', {
    name: 'Laura Brinkhoff',
    beschwerden: 'Nacken und Kopfschmerz seit Umzug',
    beruf: 'Kita-Erzieherin, viel Heben',
    sport: 'keiner zurzeit',
    medikamente: 'keine',
  }),
  ham('anamnese', {
    name: 'Mehmet Arslan',
    beschwerden: 'Rücken unten, ausstrahlend ins rechte Bein bis zum Knie',
    seit: '3 Wochen nach Umzug',
    beruf: 'LKW-Fahrer',
    medikamente: 'Ibuprofen 400',
    hinweise: 'Manchmal Taubheit im Fuß',
  }),
  ham('anamnese', {
    name: 'Sophie Wendland',
    beschwerden: 'Hüfte links schnappt beim Treppensteigen',
    sport: 'Ballett seit 12 Jahren',
    schmerzskala: '3',
    erwartungen: 'Möchte weiter tanzen können',
  }),
  ham('anamnese', {
    name: 'Gerd Fliege',
    beschwerden: 'Kribbeln in beiden Füßen, unsicherer Gang',
    vorerkrankungen: 'Diabetes Typ 2 seit 15 Jahren, Polyneuropathie',
    medikamente: 'Insulin, Metformin, Pregabalin',
    stuerze: 'einmal im Bad',
  }),
  ham('anamnese', {
    name: 'Katja Reimann',
    beschwerden: 'Daumen und Handgelenk rechts schmerzen beim Tragen des Babys',
    seit: '6 Wochen nach Geburt',
    stillend: 'ja',
    medikamente: 'keine',
  }),
  ham('anamnese', {
    name: 'Paul Zimmermann',
    beschwerden: 'Schulter rechts, Schmerzen nachts beim Liegen',
    operationen: 'keine',
    beruf: 'Elektriker, viel über Kopf',
    schmerzskala: '6 nachts, 3 tagsüber',
  }),
  ham('anamnese', {
    name: 'Irmgard Seifert',
    beschwerden: 'nach Oberschenkelhalsbruch unsicher, Angst vor erneutem Sturz',
    operationen: 'Duokopfprothese links, März',
    medikamente: 'ASS, Ramipril, Calcium',
    hilfsmittel: 'Rollator, Gehstock',
  }),
  ham('anamnese', {
    name: 'Jonah Petersen',
    beschwerden: 'Schulterinstabilität links, zweimal ausgerenkt',
    sport: 'Wasserball',
    operationen: 'keine',
    erwartungen: 'OP vermeiden wenn möglich',
  }),
  ham('anamnese', {
    name: 'Anke Vosberg',
    beschwerden: 'Kieferknacken, Ohrenschmerzen ohne Befund',
    medikamente: 'keine',
    hinweise: 'Zahnarzt hat CMD festgestellt, Schiene seit 3 Monaten',
  }),
  ham('anamnese', {
    name: 'Harun Yıldız',
    beschwerden: 'Rückenschmerzen beim langen Sitzen (bel ağrısı)',
    beruf: 'Taxifahrer',
    medikamente: 'Paracetamol',
    schmerzskala: '6',
  }),
  ham('anamnese', {
    name: 'Dorothee Lemke',
    beschwerden: 'Fibromyalgie, wechselnde Schmerzen, Schlafprobleme',
    medikamente: 'Duloxetin',
    psyche: 'Depression in Behandlung',
    hinweise: 'Bitte sanft, starker Druck ist unangenehm',
  }),
  ham('anamnese', {
    name: 'Nils Kramer',
    beschwerden: 'Achillessehne links verdickt, Morgenschmerz',
    sport: 'Triathlon',
    medikamente: 'keine',
    hinweise: 'Wettkampf in 10 Wochen',
  }),
  ham('anamnese', {
    name: 'Brigitte Scholle',
    beschwerden: 'Schwellung Hand rechts nach Radiusfraktur, CRPS?',
    unfall: 'Glatteis im Januar',
    medikamente: 'Prednisolon ausschleichend',
    schmerzskala: '7',
  }),
  ham('anamnese', {
    name: 'Robert Adler',
    beschwerden: 'Low back pain after lifting boxes, no radiation',
    seit: '1 week',
    medikamente: 'ibuprofen',
    hinweise: 'I prefer English if possible',
  }),
  ham('anamnese', {
    name: 'Elena Vasquez',
    beschwerden: 'Neck pain and headaches, desk job',
    sport: 'swimming twice a week',
    medikamente: 'none',
    erwartungen: 'exercises I can do at work',
  }),
  ham('anamnese', {
    name: 'Margarete Kuhlmann',
    beschwerden: 'Schmerzen beide Knie, Arthrose Grad 3',
    vorerkrankungen: 'Übergewicht, Herzschwäche',
    medikamente: 'Torasemid, Bisoprolol, Metamizol',
    erwartungen: 'OP hinauszögern',
  }),
  ham('anamnese', {
    name: 'Timo Berghaus',
    beschwerden: 'Tennisellenbogen rechts',
    beruf: 'Schreiner',
    seit: '4 Monate',
    medikamente: 'Voltaren Gel',
  }),
  ham('anamnese', {
    name: 'Lydia Hausmann',
    beschwerden: 'Steißbeinschmerzen nach Sturz auf Eis',
    schmerzskala: '8 beim Sitzen',
    medikamente: 'Ibuprofen 600',
    hinweise: 'Sitzen kaum möglich, bitte kein langes Warten im Wartezimmer',
  }),
  ham('anamnese', {
    name: 'Heinz-Dieter Voigt',
    beschwerden: 'Gleichgewicht, Schwindel beim Aufstehen',
    vorerkrankungen: 'Parkinson, Bluthochdruck',
    medikamente: 'Levodopa, Amlodipin',
    hilfsmittel: 'Gehstock',
  }),
  ham('anamnese', {
    name: 'Carla Obermeier',
    beschwerden: 'Knie rechts nach Kreuzband-OP',
    operationen: 'VKB-Plastik vor 3 Wochen',
    sport: 'Fußball (Damen Landesliga)',
    erwartungen: 'Zurück auf den Platz in 9 Monaten',
  }),
  ham('anamnese', {
    name: 'Viktor Sommer',
    beschwerden: 'BWS-Schmerzen, Atemnot beim tiefen Einatmen',
    vorerkrankungen: 'Morbus Bechterew',
    medikamente: 'Adalimumab',
    schmerzskala: '4',
  }),
  ham('anamnese', {
    name: 'Ewa Grabowska',
    beschwerden: 'Ból kręgosłupa lędźwiowego / LWS-Schmerzen',
    beruf: 'Pflegehelferin',
    medikamente: 'keine',
    hinweise: 'Deutsch geht, aber langsam sprechen bitte',
  }),
  ham('anamnese', {
    name: 'Frieda Lorenzen',
    beschwerden: 'Schulter links eingesteift (Frozen Shoulder)',
    seit: '5 Monate',
    vorerkrankungen: 'Schilddrüse',
    schmerzskala: '5, nachts 7',
  }),
  ham('anamnese', {
    name: 'Oskar Reinholz',
    beschwerden: 'Kopfschmerzen und Schwindel nach Gehirnerschütterung beim Eishockey',
    seit: '2 Wochen',
    medikamente: 'keine',
    hinweise: 'Schule ist anstrengend, Bildschirm verstärkt',
  }),
  ham('anamnese', {
    name: 'Renate Kubicki',
    beschwerden: 'Lymphödem Arm links',
    vorerkrankungen: 'Mammakarzinom 2019, Chemo, Bestrahlung',
    medikamente: 'Tamoxifen',
    hinweise: 'Kompressionsärmel Klasse 2',
  }),
  ham('anamnese', {
    name: 'Benjamin Wolke',
    beschwerden: 'Hexenschuss',
    seit: 'gestern',
    medikamente: 'Ibu',
    schmerzskala: '8',
  }),
  ham('anamnese', {
    name: 'Sandra Jovanović',
    beschwerden: 'Plantarfasziitis beidseits',
    beruf: 'Verkäuferin, steht 8 Stunden',
    medikamente: 'keine',
    hinweise: 'Einlagen vom Orthopäden seit 2 Wochen',
  }),
  ham('anamnese', {
    name: 'Hugo Lehmkuhl',
    beschwerden: 'Schmerzen nach Hüft-TEP rechts, Hinken',
    operationen: 'Hüft-TEP vor 8 Wochen',
    medikamente: 'Xarelto bis Ende des Monats',
    hilfsmittel: 'Unterarmgehstützen',
  }),
  ham('anamnese', {
    name: 'Marta Kowalczyk',
    beschwerden: 'Kopfschmerz, Migräne mit Aura',
    medikamente: 'Sumatriptan',
    hinweise: 'Licht- und Geruchsempfindlich, bitte kein Duftöl',
  }),
  ham('anamnese', {
    name: 'Günter Hilbig',
    beschwerden: 'Rücken, aber nur bei Gartenarbeit',
    seit: 'Frühjahr',
    medikamente: 'keine',
    sonstiges: 'Möchte lernen, wie ich richtig hebe',
  }),
  // ── bewerbung ──
  ham('bewerbung', {
    name: 'Annika Scheele',
    email: 'annika.scheele@gmx.de',
    position: 'Physiotherapeutin Teilzeit',
    nachricht:
      'Hallo liebes Team, ich bin seit fünf Jahren Physiotherapeutin mit Schwerpunkt Orthopädie und Lymphdrainage. Wegen eines Umzugs suche ich ab Mai eine neue Stelle mit 25 Stunden. Über eine Rückmeldung freue ich mich sehr.',
  }),
  ham('bewerbung', {
    name: 'Tim Nowotny',
    email: 'tim.nowotny@web.de',
    position: 'Physiotherapeut Vollzeit',
    nachricht:
      'Guten Tag, ich habe im September mein Examen bestanden und suche meine erste Stelle. Im Praktikum habe ich viel mit Sportlern gearbeitet. Ich bin offen für Fortbildungen, MT würde ich gern berufsbegleitend machen.',
  }),
  ham('bewerbung', {
    name: 'Selma Hadžić',
    email: 'selma.hadzic@gmail.com',
    position: 'Rezeption',
    nachricht:
      'Guten Tag, ich habe 8 Jahre am Empfang einer Zahnarztpraxis gearbeitet und suche eine neue Aufgabe. Ich bin freundlich, belastbar und kenne mich mit Terminsoftware aus.',
  }),
  ham('bewerbung', {
    name: 'Kai Brandenburg',
    telefon: '0171 3309182',
    position: 'Masseur und med. Bademeister',
    nachricht:
      'Ich bin Masseur, 20 Jahre im Beruf, suche Teilzeit. Fango, Massage, Lymph. Bitte melden Sie sich telefonisch.',
  }),
  ham('bewerbung', {
    name: 'Marina Schulze-Ebbing',
    email: 'marina.schulze-ebbing@gmx.de',
    position: 'Physiotherapeutin',
    nachricht:
      'Hallo, mein Lebenslauf ist hier abrufbar: https://drive.google.com/file/d/1Qw8ZxLpT/view . Ich habe Bobath und PNF und arbeite gern neurologisch. Ab 1. August verfügbar.',
  }),
  ham('bewerbung', {
    name: 'Nikola Stojanović',
    email: 'nikola.stojanovic@gmail.com',
    position: 'Physiotherapeut (Anerkennung läuft)',
    nachricht:
      'Guten Tag, ich bin Physiotherapeut aus Serbien mit 7 Jahren Erfahrung. Deutsch B2, Anerkennung beim Landesamt beantragt. Ich suche eine Praxis für den Anpassungslehrgang. Vielen Dank für Ihre Zeit.',
  }),
  ham('bewerbung', {
    name: 'Priscilla Owusu',
    email: 'priscilla.owusu@gmail.com',
    position: 'Physiotherapist',
    message:
      'Dear team, I trained as a physiotherapist in Ghana with a BSc and three years of hospital experience. My German is B1 and I am preparing for B2. I would be very happy to work as a therapy assistant while my recognition is processed.',
  }),
  ham('bewerbung', {
    name: 'Carolin Baumgart',
    email: 'carolin.baumgart@web.de',
    position: 'Ausbildung Physiotherapie (Praktikum)',
    nachricht:
      'Hallo, ich bewerbe mich an einer Physiotherapieschule und brauche dafür einen Nachweis über ein Vorpraktikum von 4 Wochen. Wäre das bei Ihnen im Juli möglich?',
  }),
  ham('bewerbung', {
    name: 'Felix Oberländer',
    email: 'felix.oberlaender@posteo.de',
    position: 'Sporttherapeut',
    nachricht:
      'Hallo, ich bin B.Sc. Sporttherapie und habe Erfahrung in der ambulanten Reha. Ich könnte Gerätetraining und Gruppen übernehmen. Gehaltsvorstellung nach Tarif.',
  }),
  ham('bewerbung', {
    name: 'Hülya Tekin',
    telefon: '0176 22018839',
    position: 'Reinigung',
    nachricht: 'Hallo, suchen Sie noch eine Putzfrau? Ich kann abends oder samstags. Ich bin zuverlässig.',
  }),
  ham('bewerbung', {
    name: 'Jonas Richter',
    email: 'jonas.richter96@gmail.com',
    position: 'Initiativbewerbung',
    nachricht:
      'Sehr geehrte Frau Brandt, ich schreibe Ihnen initiativ, weil mir eine Bekannte Ihre Praxis empfohlen hat. Ich bin Physiotherapeut mit Zusatz Manuelle Therapie und KGG und möchte mich nach 4 Jahren Klinik in einer Praxis weiterentwickeln.',
  }),
  ham('bewerbung', {
    name: 'Sarah Lindemann',
    email: 'sarah.lindemann@outlook.de',
    position: 'Physiotherapeutin, Minijob',
    nachricht:
      'Ich bin in Elternzeit und möchte nebenbei samstags ein paar Stunden arbeiten. Wäre das bei Ihnen denkbar?',
  }),
  ham('bewerbung', {
    name: 'Aleksandra Nowak',
    email: 'aleksandra.nowak@wp.pl',
    position: 'Fizjoterapeutka / Physiotherapeutin',
    nachricht:
      'Dzień dobry, jestem fizjoterapeutką z 5-letnim doświadczeniem. Ich lerne Deutsch (B1) und suche eine Stelle. Mein Diplom wird gerade anerkannt.',
  }),
  ham('bewerbung', {
    name: 'Bastian Vogt',
    email: 'bastian.vogt@gmx.de',
    position: 'Ergotherapeut',
    nachricht:
      'Guten Tag, ich bin Ergotherapeut und suche eine Praxis, in der ich interdisziplinär mit Physiotherapeuten arbeiten kann. Zurzeit arbeite ich in einer Klinik für Neurologie.',
  }),
  ham('bewerbung', {
    name: 'Eva Marquardt',
    email: 'eva.marquardt@gmx.de',
    position: 'Praxismanagerin',
    nachricht:
      'Hallo, ich habe Ihre Stellenanzeige für eine Praxismanagerin gesehen. Ich bin Kauffrau im Gesundheitswesen und habe 6 Jahre eine Physiopraxis mit 12 Mitarbeitern organisiert, inklusive Abrechnung und Dienstplan.',
  }),
  ham('bewerbung', {
    name: 'Yannick Fuhrmann',
    telefon: '0152 66019283',
    position: 'Aushilfe Rezeption',
    nachricht: 'Bin Schüler, 17, und suche einen Nebenjob. Kann ab 15 Uhr und samstags.',
  }),
  ham('bewerbung', {
    name: 'Merle Sandvoß',
    email: 'merle.sandvoss@gmail.com',
    position: 'Physiotherapeutin',
    nachricht:
      'Hallo, ich würde gern zu einem Probearbeitstag vorbeikommen. Ich bin seit 2020 examiniert und habe Erfahrung mit Kindern (Vojta). Meine Unterlagen schicke ich Ihnen per Mail.',
  }),
  ham('bewerbung', {
    name: 'Daniel Oduya',
    email: 'daniel.oduya@gmail.com',
    position: 'Physiotherapist',
    message:
      'Hello, I am a physiotherapist with 4 years of experience in the UK (HCPC registered). My wife got a job in your city and we are moving in June. My German is A2, I am taking lessons. Is there any chance to join your team, perhaps with English-speaking patients first?',
  }),
  ham('bewerbung', {
    name: 'Paulina Weber',
    email: 'paulina.weber@web.de',
    position: 'Duales Studium Physiotherapie',
    nachricht:
      'Guten Tag, ich möchte ab Oktober dual Physiotherapie studieren und suche eine Praxis als Kooperationspartner. Die Hochschule übernimmt die Organisation. Wäre das für Sie interessant?',
  }),
  ham('bewerbung', {
    name: 'Thomas Klemm',
    email: 'thomas.klemm@physio-klemm.de',
    position: 'Freie Mitarbeit',
    nachricht:
      'Hallo, ich bin selbstständiger Physiotherapeut mit eigener Kassenzulassung und suche zusätzlich zwei Tage pro Woche als freier Mitarbeiter. Schwerpunkt Manuelle Therapie und Sportphysio. Meine Konditionen bespreche ich gern persönlich.',
  }),
  // ── training ──
  ham('training', {
    name: 'Ute Landwehr',
    telefon: '05221 33109',
    kurs: 'Rückenfit',
    nachricht: 'Bitte anmelden, donnerstags',
  }),
  ham('training', {
    name: 'Kevin Hahn',
    email: 'kevin.hahn@gmx.de',
    kurs: 'Probetraining MTT',
    nachricht: 'Wann kann ich vorbeikommen?',
  }),
  ham('training', {
    name: 'Sigrid Feldmann',
    email: 'sigrid.feldmann@t-online.de',
    kurs: 'Osteoporose-Gymnastik',
    nachricht: 'Ich bin 72 und habe Osteoporose. Ist der Kurs auch für Anfänger? Ich war nie sportlich.',
  }),
  ham('training', {
    name: 'Natascha Lüke',
    email: 'natascha.lueke@web.de',
    kurs: 'Beckenbodentraining',
    teilnehmer: '1',
    nachricht: 'Gibt es einen Abendkurs? Tagsüber arbeite ich. Wird der Kurs von der Krankenkasse bezuschusst?',
  }),
  ham('training', {
    name: 'Jürgen Haase',
    telefon: '0228 3309812',
    kurs: 'Herzsport',
    nachricht: 'Verordnung vom Kardiologen liegt vor. Wann sind die Gruppen und muss ein Arzt dabei sein?',
  }),
  ham('training', {
    name: 'Lena Kortmann',
    email: 'lena.kortmann@gmail.com',
    kurs: 'Pilates Einsteiger',
    teilnehmer: '2',
    nachricht:
      'Meine Mitbewohnerin und ich würden gern zusammen kommen. Kostet das für jeden einzeln? Gibt es eine Probestunde?',
  }),
  ham('training', {
    name: 'Axel Brunsmeier',
    email: 'axel.brunsmeier@gmx.de',
    kurs: 'Nordic Walking',
    nachricht: 'Sind die Stöcke im Preis enthalten oder muss ich eigene mitbringen?',
  }),
  ham('training', {
    name: 'Chantal Berger',
    email: 'chantal.berger@gmail.com',
    kurs: 'Schwangerschaftsgymnastik',
    nachricht:
      'Bin in der 20. Woche, darf ich mit Schwangerschaftsdiabetes mitmachen? Meine Ärztin sagt ja, Bewegung ist gut.',
  }),
  ham('training', {
    name: 'Wilhelm Osthoff',
    telefon: '02541 77021',
    kurs: 'Sturzprävention',
    teilnehmer: '2',
    nachricht: 'Meine Frau und ich (beide 79). Wir kommen mit dem Bus, gibt es eine Haltestelle in der Nähe?',
  }),
  ham('training', {
    name: 'Nele Schürmann',
    email: 'nele.schuermann@web.de',
    kurs: 'Yoga am Abend',
    nachricht: 'Ich habe eine Bandscheibenvorwölbung. Ist der Kurs trotzdem geeignet oder lieber Rückenschule?',
  }),
  ham('training', {
    name: 'Frank Hesse',
    email: 'frank.hesse@hesse-elektro.de',
    kurs: 'Firmenkurs Rücken',
    teilnehmer: '8',
    nachricht:
      'Wir sind ein Elektrobetrieb und möchten unseren Monteuren einen Rückenkurs ermöglichen. Können Sie uns einen Preis für 8 Termine nennen? Wir würden das als Firma bezahlen.',
  }),
  ham('training', {
    name: 'Alina Rudolph',
    email: 'alina.rudolph@gmail.com',
    kurs: 'Rückbildungskurs',
    nachricht: 'Mein Baby ist 8 Wochen alt. Kann ich schon starten? Und bezahlt die Kasse den Kurs komplett?',
  }),
  ham('training', {
    name: 'Marco Bellini',
    email: 'marco.bellini@gmail.com',
    kurs: 'Functional training',
    message: 'Hi, I would like to join the functional training group. Is it okay if I only understand a bit of German?',
  }),
  ham('training', {
    name: 'Erika Pohlmann',
    telefon: '02361 44019',
    kurs: 'Wassergymnastik',
    nachricht: 'Ich kann nicht schwimmen. Geht das trotzdem? Das Becken ist hoffentlich nicht so tief.',
  }),
  ham('training', {
    name: 'Benedikt Lorenz',
    email: 'benedikt.lorenz@web.de',
    kurs: 'Rehasport',
    nachricht: 'Genehmigte Verordnung über 50 Einheiten von der DRV. Bitte um einen Platz, gern Dienstag abends.',
  }),
  ham('training', {
    name: 'Gülcan Aydemir',
    telefon: '0176 33098120',
    kurs: 'Frauen-Fitness',
    nachricht: 'Sind in dem Kurs ausschließlich Frauen? Ich trage Kopftuch und möchte lieber ohne Männer trainieren.',
  }),
  ham('training', {
    name: 'Rainer Ostermeier',
    email: 'rainer.ostermeier@gmx.de',
    kurs: 'Gerätetraining',
    nachricht:
      'Ich hatte bei euch Physio nach der Knie-OP und würde jetzt gern mit Gerätetraining weitermachen. Gibt es ein Angebot für ehemalige Patienten?',
  }),
  ham('training', {
    name: 'Svetlana Krüger',
    email: 'svetlana.krueger@gmail.com',
    kurs: 'Faszienyoga',
    nachricht: 'Ich möchte mich abmelden, der Kurs passt zeitlich leider nicht mehr. Danke für alles!',
  }),
  ham('training', {
    name: 'Jan Wittkamp',
    email: 'jan.wittkamp@t-online.de',
    kurs: 'Laufschule',
    nachricht: 'Kann ich den Kurs mit meinem Sohn (14) zusammen machen? Er will mit dem Laufen anfangen.',
  }),
  ham('training', {
    name: 'Helene Brandl',
    email: 'helene.brandl@web.de',
    kurs: 'Gutschein einlösen',
    nachricht: 'Ich habe einen Gutschein über einen Kurs (Nr. 2210) geschenkt bekommen. Wie kann ich ihn einlösen?',
  }),
  ham('training', {
    name: 'Olga Baranowa',
    telefon: '0151 22093381',
    kurs: 'Gymnastik für Senioren',
    nachricht: 'Здравствуйте, я хочу записаться на гимнастику. Ich bin 70 Jahre. Wann ist der Kurs?',
  }),
  ham('training', {
    name: 'Moritz Kleinert',
    email: 'moritz.kleinert@gmail.com',
    kurs: 'Athletiktraining',
    nachricht:
      'Ich spiele Basketball in der Regionalliga und will in der Sommerpause an der Sprungkraft arbeiten. Gibt es Einzeltraining?',
  }),
];
