/**
 * Writes apps/server/src/features/account/data/common-passwords.txt: the shipped list of
 * common passwords that new staff passwords are checked against (issue 19). Built here from
 * word lists written for this project (no third-party list is copied): frequent German and
 * English passwords, first names, football clubs, cities, practice vocabulary, keyboard walks
 * and digit patterns. The server compares lower-cased, with leading/trailing digits and
 * symbols removed and common letter swaps (0→o, 3→e, @→a …) undone, so "Sommer2024!" is
 * caught by "sommer"; the list therefore holds the cores, plus whole passwords that have no
 * core of letters (digit and keyboard patterns). Run: node scripts/generate-common-passwords.mjs
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const words = `
passwort password passwd kennwort geheim geheimnis zugang login anmelden admin administrator root
benutzer user guest gast test tester testen demo default standard start startseite willkommen welcome
hallo hello hallohallo halloo servus moin tschuess ciao hi hey letmein changeme aendern neu neues
qwertz qwerty qwertzu qwertzui qwertzuiop qwertyuiop asdf asdfg asdfgh asdfghjk asdfghjkl yxcv yxcvb
yxcvbnm zxcv zxcvbn zxcvbnm qaywsx qayxsw wsxedc yxcvbnmasdfghjkl qwertzasdfgh qweasd qweasdyxc
abc abcd abcde abcdef abcdefg abcdefgh abcdefghij abcdefghijkl abcabc aaa aaaa aaaaa
iloveyou ichliebedich liebedich liebe love lover lovely loveme schatz schatzi schatzilein schatzii
mausi maus mausii mausebaer baerchen baer baby babygirl babyboy engel engelchen hase haeschen hasi
hasenbaer knuddel kuschel kuschelbaer suesse suess suesser suessi herz herzchen herzblatt prinzessin
prinz princess prince koenig koenigin queen king kaiser sonne sonnenschein sunshine sunny mond sterne
stern sternchen himmel blume blumen rose rosen tulpe lilie sommer winter herbst fruehling fruhling
januar februar maerz april mai juni juli august september oktober november dezember
montag dienstag mittwoch donnerstag freitag samstag sonntag wochenende urlaub ferien feierabend
katze kater katzen hund hunde hundi hundchen pferd pferde pony vogel fisch tiger tigerente loewe
baerli panda pinguin delfin delphin adler falke wolf woelfe fuchs dachs igel schlange drache dragon
monkey affe elefant giraffe zebra hamster meerschwein kaninchen schildkroete eule bienchen biene
fussball football soccer baseball basketball handball volleyball tennis golf hockey eishockey
fußball fussballgott bvb bvb09 schalke schalke04 bayern fcbayern fcb bayernmuenchen dortmund borussia
werder werderbremen hsv hamburg hamburgersv koeln fckoeln effzeh stuttgart vfb vfbstuttgart hertha
herthabsc union unionberlin eintracht frankfurt sge gladbach fohlen leverkusen bayer04 wolfsburg
hannover96 hannover nuernberg fcn freiburg scfreiburg mainz mainz05 augsburg fca hoffenheim leipzig
rbleipzig bochum vfl stpauli kaiserslautern fck duesseldorf fortuna bielefeld arminia karlsruhe ksc
berlin muenchen munchen koln dresden leipzig bremen essen bonn kiel luebeck rostock potsdam erfurt
jena weimar kassel aachen muenster wien zuerich deutschland germany austria oesterreich schweiz
europa bayern sachsen hessen niedersachsen nordrhein westfalen thueringen brandenburg heimat
praxis praxisdesk physio physiotherapie physiotherapeut physiopraxis therapie therapeut therapeutin
krankengymnastik massage massagen manuelle lymphdrainage rezept rezepte termin termine patient
patienten patientin anmeldung rezeption empfang behandlung gesundheit gesund fitness training
rehabilitation reha ruecken rueckenschmerzen praxisteam team teamwork praxis123 arzt aerztin doktor
doctor medizin klinik krankenhaus pflege schwester krankenschwester chef chefin buero office
firma company computer rechner laptop internet online email emails mail telefon handy iphone
samsung android apple google microsoft windows linux ubuntu server netzwerk wlan router fritzbox
telekom vodafone sparkasse volksbank postbank commerzbank deutschebank paypal amazon ebay facebook
instagram whatsapp youtube netflix spotify tiktok twitter skype zoom teams outlook
michael thomas andreas stefan stephan christian martin markus marcus peter klaus wolfgang juergen
jurgen frank uwe dieter horst guenter gunter manfred werner helmut gerhard hans heinz karl walter
alexander daniel tobias sebastian florian matthias mathias patrick jan jens sven dirk bernd ralf
rainer holger torsten thorsten oliver tim tom timo kevin dennis marcel sascha philipp philip
maximilian max felix lukas lucas leon paul jonas finn ben noah elias luis luca david simon julian
niklas nico moritz fabian dominik marco mario robert robin rene kai lars nils erik eric joerg
maria anna julia laura lisa lena lea leonie hannah hanna sophie sophia marie emma mia emilia lina
sarah sara katharina kathrin katrin christina kristina nicole sandra sabine petra andrea claudia
susanne stefanie stephanie melanie jessica jennifer vanessa nadine daniela tanja anja silke heike
birgit monika ursula renate karin elke gabi gabriele ute angelika brigitte martina simone carina
jana nina tina kerstin manuela bianca sonja miriam franziska johanna charlotte clara klara amelie
antonia helena elena luisa louisa ella marlene frieda greta paula pia alina jasmin michelle
jacqueline chantal mandy peggy cindy nancy steffi conny
schumacher mueller muller schmidt schneider fischer weber meyer meier wagner becker schulz hoffmann
schaefer koch bauer richter klein wolf schroeder neumann schwarz zimmermann braun krueger hofmann
hartmann lange schmitt werner krause lehmann koehler herrmann walter koenig
mercedes benz bmw audi porsche volkswagen vw golf polo passat opel ford toyota ferrari lamborghini
harley yamaha ducati kawasaki motorrad auto autos traktor
bier wein schnaps vodka whisky pizza pasta nudeln schokolade kaffee tee kuchen keks cookie
zucker honig apfel banane erdbeere kirsche zitrone orange melone
musik music rock metal punk techno disco party feiern tanzen gitarre guitar klavier piano
batman superman spiderman starwars pokemon pikachu mario zelda minecraft fortnite matrix
naruto harrypotter hogwarts gandalf frodo yoda jedi
freiheit frieden hoffnung glueck gluecklich freude lachen leben familie freunde freund freundin
mama papa mutter vater oma opa kinder kind tochter sohn bruder schwester hochzeit ehefrau ehemann
jesus gott christus amen bibel kirche engelbert
sicher sicherheit security secure secret secret123 private privat master masterkey hunter hunter2
shadow superstar rockstar champion gewinner winner loser killer ninja samurai warrior
cheese chocolate banana cookie purple orange yellow green blue red black white silver gold
schwarz weiss rot gruen blau gelb lila rosa pink grau
trustno1 whatever nothing nichts egal keineahnung vergessen forgot
zaq zaq1 zaq12wsx xsw2 1qaz 1qaz2wsx 2wsx 3edc 4rfv 5tgb 6zhn 7ujm
`
  .split(/\s+/)
  .filter(Boolean);

// Whole passwords without a core of letters, or with letters inside digits/symbols.
const patterns = new Set();
const seq = '0123456789012345678901234567890';
for (let len = 4; len <= 20; len++) {
  patterns.add(seq.slice(1, 1 + len));
  patterns.add(seq.slice(0, len));
  patterns.add([...seq.slice(1, 1 + len)].reverse().join(''));
  for (const d of '0123456789') patterns.add(d.repeat(len));
}
for (const base of [
  '12',
  '123',
  '1234',
  '12345',
  '123123',
  '112233',
  '121212',
  '147258',
  '159753',
  '147852',
  '753951',
  '369258',
]) {
  for (let n = 2; n <= 6; n++) patterns.add(base.repeat(n).slice(0, Math.max(base.length * n, 4)));
}
for (let year = 1940; year <= 2030; year++) {
  patterns.add(String(year).repeat(3));
  for (const day of ['0101', '3112', '1111', '1212']) patterns.add(`${day}${year}`);
}
for (const p of [
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1q2w3e4r5t6z',
  '1q2w3e4r5t6y',
  'q1w2e3r4',
  'q1w2e3r4t5z6',
  '1qay2wsx',
  '1qay2wsx3edc',
  '1qaz2wsx3edc',
  'qay123',
  'q1w2e3',
  'a1b2c3',
  'a1b2c3d4',
  '!qaz2wsx',
  '!qaz@wsx',
  '1234qwer',
  'qwer1234',
  'asdf1234',
  '1234asdf',
  'qwertz123456',
  'qwerty123456',
  'passwort1234',
  'password1234',
  'hallo1234567',
  'aa12345678',
  'abc123456789',
  '!@#$%^&*()',
  '!"§$%&/()=?',
  'p@ssw0rd',
  'p@55w0rd',
  'pa55wort',
  'passw0rt',
  'passwort!',
])
  patterns.add(p);

const all = [...new Set([...words.map((w) => w.toLowerCase()), ...patterns])].sort();
const out = join(import.meta.dirname, '..', 'apps/server/src/features/account/data/common-passwords.txt');
writeFileSync(
  out,
  `# Common passwords (lower case), checked by apps/server/src/features/account/passwordPolicy.ts.\n# Generated by scripts/generate-common-passwords.mjs; edit there.\n${all.join('\n')}\n`,
);
console.log(`${all.length} entries -> ${out}`);
