/**
 * Short legitimate messages: people who fill in the contact fields and write a word or two —
 * or nothing — because the practice will call them back anyway, and practice staff testing
 * their own form. Without these the text model learns "short and no patient words" = spam
 * (found by the e2e journeys: "Anfrage 11" and "Test" scored as spam).
 */
import type { LabelledExample } from './training.js';

const short = (name: string, email: string, message: string, formType: LabelledExample['formType'] = 'contact') => ({
  spam: false,
  formType,
  fields: { name, email, message },
});

export const hamShort: LabelledExample[] = [
  short('Gisela Hinrichs', 'g.hinrichs@web.de', 'Test'),
  short('Praxis Team', 'empfang@praxis-hinrichs.de', 'Testnachricht, bitte ignorieren'),
  short('Burkhard Ostwald', 'b.ostwald@gmx.net', 'Anfrage'),
  short('Selin Arslan', 'selin.arslan@gmail.com', 'Anfrage Termin'),
  short('Wiebke Jansen', 'wiebke.j@t-online.de', 'Rückruf bitte'),
  short('Dragan Petrovic', 'dragan.p@outlook.de', 'Bitte um Rückruf'),
  short('Ingo Lamprecht', 'ingo.lamprecht@web.de', 'Termin?'),
  short('Hanne Vogler', 'hanne.vogler@gmx.de', 'Frage'),
  short('Mehmet Kaya', 'kaya.mehmet@gmail.com', 'Hallo'),
  short('Irmgard Pohlmann', 'irmgard.pohlmann@freenet.de', 'Danke!'),
  short('Oskar Brettschneider', 'o.brettschneider@icloud.com', 'Bitte melden'),
  short('Carola Dietz', 'carola.dietz@web.de', 'Siehe Anhang'),
  short('Nils Ahrens', 'nils.ahrens@posteo.de', 'Wie oben'),
  short('Rosemarie Kuhn', 'rosi.kuhn@gmx.de', 'Eilt'),
  short('Ayse Demir', 'ayse.demir@hotmail.de', 'Termin bitte'),
  short('Lothar Wendt', 'lothar.wendt@arcor.de', 'Anfrage 2'),
  short('Frieda Sommer', 'frieda.sommer@mail.de', 'Nachricht'),
  short('Bogdan Nowak', 'b.nowak@wp.pl', 'Termin prosze / Termin bitte'),
  short('Ulla Kirchner', 'ulla.kirchner@web.de', 'ok'),
  short('Detlef Rieger', 'detlef.rieger@gmx.de', 'Bin erreichbar ab 17 Uhr'),
  short('Svenja Otte', 'svenja.otte@gmail.com', 'Neue Patientin'),
  short('Emil Hartung', 'emil.hartung@yahoo.de', 'Folgerezept'),
  short('Magdalena Wróbel', 'm.wrobel@onet.pl', 'Prosze o kontakt'),
  short('Jannik Peters', 'jannik.peters@web.de', 'Wegen Termin morgen'),
  short('Heike Brandl', 'heike.brandl@gmx.at', 'Absage'),
  short('Tobias Rehm', 'tobias.rehm@outlook.com', 'please call me back'),
  short('Clara Vossberg', 'clara.vossberg@gmx.de', 'Info'),
  short('Werner Albrecht', 'w.albrecht@t-online.de', '...'),
  short('Leonie Graf', 'leonie.graf@web.de', 'Hallo, wann haben Sie Zeit?'),
  short('Yusuf Çelik', 'yusuf.celik@gmail.com', 'Rezept da'),
  short('Annegret Lutz', 'annegret.lutz@gmx.de', 'Bitte anrufen'),
  short('Marek Sikora', 'marek.sikora@seznam.cz', 'Termin'),
  short('Dörte Harms', 'doerte.harms@web.de', 'Anmeldung', 'training'),
  short('Kilian Stratmann', 'kilian.stratmann@gmail.com', 'Bewerbung', 'bewerbung'),
  short('Jasmin Roloff', 'jasmin.roloff@gmx.de', 'Unterlagen folgen', 'bewerbung'),
  short('Horst Bäcker', 'horst.baecker@web.de', '', 'prescription'),
  short('Sabine Eggers', 'sabine.eggers@gmx.de', ''),
  short('Pavel Horak', 'pavel.horak@email.cz', 'Test 1'),
];
