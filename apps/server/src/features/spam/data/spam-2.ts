/**
 * Second batch of spam training examples (invented, realistic): polite vendor and agency
 * pitches without links or spam topics, in German and English, from every kind of seller that
 * writes to practices, and pitches sent through the wrong form type.
 */
import type { LabelledExample } from './training.js';

const spam = (formType: LabelledExample['formType'], fields: Record<string, string>): LabelledExample => ({
  spam: true,
  formType,
  fields,
});

export const spam2: LabelledExample[] = [
  // ── German vendor pitches, polite, no links ──
  spam('contact', {
    name: 'Johanna Rettig',
    email: 'j.rettig@praxisdigital-beratung.de',
    nachricht:
      'Guten Tag, ich unterstütze Physiotherapiepraxen bei der Digitalisierung von Terminvergabe und Dokumentation. Viele meiner Kunden sparen dadurch zwei Stunden am Tag. Hätten Sie Interesse an einem kurzen Austausch?',
  }),
  spam('contact', {
    name: 'Lukas Marten',
    email: 'lukas.marten@sichtbar-werben.de',
    nachricht:
      'Hallo, als regionale Agentur sorgen wir dafür, dass Praxen in Ihrer Stadt bei Suchanfragen wie „Physiotherapie in der Nähe“ gefunden werden. Aktuell nehmen wir noch zwei Praxen auf. Wann passt Ihnen ein Telefonat?',
  }),
  spam('contact', {
    name: 'Sonja Pelz',
    email: 'sonja.pelz@abrechnungsservice-nord.de',
    nachricht:
      'Sehr geehrte Praxisleitung, wir übernehmen die Abrechnung mit allen Krankenkassen für Heilmittelerbringer, schnell und fehlerfrei. Gern rechne ich Ihnen aus, was Sie im Vergleich zu Ihrem jetzigen Anbieter sparen.',
  }),
  spam('contact', {
    name: 'Felix Gerdes',
    email: 'felix.gerdes@mitarbeiter-finden.de',
    nachricht:
      'Guten Tag, der Fachkräftemangel trifft Therapiepraxen besonders hart. Mit unseren Social-Media-Kampagnen haben unsere Kunden innerhalb von 30 Tagen im Schnitt 12 Bewerbungen erhalten. Darf ich Ihnen zeigen, wie das funktioniert?',
  }),
  spam('contact', {
    name: 'Maximilian Ernst',
    email: 'm.ernst@praxisfinanz-partner.de',
    nachricht:
      'Sehr geehrte Damen und Herren, planen Sie eine Erweiterung oder neue Geräte? Wir vermitteln Praxisfinanzierungen zu Sonderkonditionen für Heilberufe. Ein Beratungsgespräch ist selbstverständlich unverbindlich.',
  }),
  spam('contact', {
    name: 'Theresa Kolbe',
    email: 'theresa@kolbe-texte.de',
    nachricht:
      'Hallo! Als freie Texterin verfasse ich für Gesundheitspraxen Blogartikel und Website-Texte, die Patienten verstehen und Google liebt. Wie wäre es mit einem kostenlosen Probetext für Ihre Praxis?',
  }),
  spam('contact', {
    name: 'Dennis Wirth',
    email: 'd.wirth@it-service-praxis.de',
    nachricht:
      'Guten Tag, wir betreuen die IT von über 80 Arztpraxen und Therapiezentren: Wartung, Datensicherung, Telematikinfrastruktur. Zum Festpreis pro Arbeitsplatz. Wer ist bei Ihnen für die IT zuständig?',
  }),
  spam('contact', {
    name: 'Sarah Brinkmann',
    email: 'sarah.brinkmann@gesund-im-betrieb.de',
    nachricht:
      'Liebes Praxisteam, wir vermitteln Firmenkunden für betriebliches Gesundheitsmanagement an Physiotherapeuten. Sie zahlen nur eine kleine Vermittlungsgebühr pro Auftrag. Sind Sie offen für zusätzliche Einnahmen?',
  }),
  spam('contact', {
    name: 'Oliver Hanke',
    email: 'oliver.hanke@hanke-consulting.de',
    nachricht:
      'Guten Tag, wie viel Umsatz verschenken Sie durch leere Termine? In einem 20-minütigen Gespräch zeige ich Ihnen drei Stellschrauben, mit denen Praxen ihre Auslastung auf über 95 % bringen.',
  }),
  spam('contact', {
    name: 'Marie Lenz',
    email: 'marie.lenz@praxis-onlinemarketing.de',
    nachricht:
      'Hallo, ich bin Marie von einer Agentur für Praxismarketing. Wir haben uns Ihre Online-Präsenz angesehen und sehen viel ungenutztes Potenzial, besonders bei Bewertungen und Google Maps. Darf ich Ihnen unsere Analyse schicken?',
  }),
  spam('contact', {
    name: 'Steffen Hollmann',
    email: 'steffen.hollmann@energieberatung-hollmann.de',
    nachricht:
      'Guten Tag, Ihre Praxis zahlt vermutlich zu viel für Energie. Wir prüfen Ihre Verträge kostenlos und übernehmen den Wechsel. Im Durchschnitt sparen unsere Kunden 1.800 € pro Jahr. Wann darf ich mich melden?',
  }),
  spam('contact', {
    name: 'Katharina Vossberg',
    email: 'k.voss@hygieneprodukte-voss.de',
    nachricht:
      'Guten Tag, gern liefern wir Desinfektionsmittel, Einmalhandschuhe und Liegenauflagen zu Großhandelspreisen direkt an Praxen. Neukunden erhalten einen Willkommensrabatt. Soll ich Ihnen unsere Preisliste senden?',
  }),
  spam('contact', {
    name: 'Benedikt Arnold',
    email: 'b.arnold@steuerkanzlei-heilberufe.de',
    nachricht:
      'Guten Tag, als Steuerberater mit Spezialisierung auf Heilberufe betreuen wir zahlreiche Physiotherapiepraxen. Gern prüfen wir unverbindlich, ob Sie Steuern sparen können. Haben Sie Interesse an einem Erstgespräch?',
  }),
  spam('contact', {
    name: 'Nina Haupt',
    email: 'nina.haupt@empfangsservice-extern.de',
    nachricht:
      'Hallo, Ihr Telefon klingelt ständig während der Behandlung? Unser externer Telefonservice nimmt Ihre Anrufe freundlich in Ihrem Namen entgegen und trägt Termine direkt ein. Testen Sie uns zwei Wochen gratis.',
  }),
  spam('contact', {
    name: 'Paul Ritter',
    email: 'paul.ritter@praxisumbau-ritter.de',
    nachricht:
      'Guten Tag, wir gestalten Praxisräume, die Patienten sich wohlfühlen lassen: Licht, Akustik, Möbel, alles aus einer Hand. Gern besuchen wir Sie für eine Bestandsaufnahme, die für Sie kostenfrei ist.',
  }),
  spam('contact', {
    name: 'Christina Löwe',
    email: 'c.loewe@fortbildung-therapie-online.de',
    nachricht:
      'Liebe Therapeutinnen und Therapeuten, unsere Online-Fortbildungen bringen Fortbildungspunkte bequem von zu Hause. Für Praxen gibt es eine Team-Flatrate. Möchten Sie die Kursübersicht für das kommende Halbjahr erhalten?',
  }),
  spam('contact', {
    name: 'Jan Philipp Kurz',
    email: 'jp.kurz@praxisbewertung-check.de',
    nachricht:
      'Sehr geehrte Damen und Herren, wissen Sie, was Ihre Praxis heute wert ist? Wir erstellen eine professionelle Praxisbewertung, diskret und für Sie ohne Risiko. Viele Inhaber sind positiv überrascht.',
  }),
  spam('contact', {
    name: 'Annika Roth',
    email: 'annika.roth@webdesign-fuer-therapeuten.de',
    nachricht:
      'Hallo liebes Team, wir haben uns auf Websites für Therapeuten spezialisiert. Modern, schnell, mit Online-Terminbuchung und rechtssicher. Gern erstelle ich Ihnen einen kostenlosen Entwurf Ihrer Startseite.',
  }),
  spam('contact', {
    name: 'Matthias Kühn',
    email: 'matthias.kuehn@gewerbeversicherung-vergleich.de',
    nachricht:
      'Guten Tag, bei einem Vergleich Ihrer betrieblichen Versicherungen finden wir in 8 von 10 Fällen Einsparungen. Für Praxisinhaber ist die Prüfung kostenlos und unverbindlich. Darf ich Sie kommende Woche anrufen?',
  }),
  spam('contact', {
    name: 'Lea Hoffmeister',
    email: 'lea@patientenbindung-app.de',
    nachricht:
      'Hallo, mit unserer App erhalten Ihre Patienten Übungsvideos, Erinnerungen und können direkt Folgetermine buchen. Praxen berichten von deutlich weniger Ausfällen. Haben Sie 15 Minuten für eine Demo?',
  }),
  spam('contact', {
    name: 'Tobias Fink',
    email: 'tobias.fink@praxisschilder-fink.de',
    nachricht:
      'Guten Tag, ein gutes Praxisschild ist Ihre beste Werbung. Wir fertigen Schilder, Türbeschriftungen und Wegweiser in Premiumqualität. Bis Monatsende gibt es die Montage gratis dazu.',
  }),
  spam('contact', {
    name: 'Andrea Sommer',
    email: 'andrea.sommer@rechtsschutz-heilberufe.de',
    nachricht:
      'Sehr geehrte Praxisinhaber, Abmahnungen wegen Website, Datenschutz oder Werbung können teuer werden. Unsere Rechtsschutzlösung für Heilberufe schützt Sie ab 29 € monatlich. Möchten Sie ein persönliches Angebot?',
  }),
  spam('contact', {
    name: 'Carsten Dietz',
    email: 'c.dietz@praxisnachfolge-dietz.de',
    nachricht:
      'Guten Tag, ich begleite Praxisinhaber bei Verkauf und Nachfolge. Aktuell suchen mehrere Interessenten eine etablierte Praxis in Ihrer Region. Wären Sie zu einem vertraulichen Gespräch bereit?',
  }),
  spam('contact', {
    name: 'Isabel Neumann',
    email: 'isabel@sozialmedia-praxis.de',
    nachricht:
      'Hallo ihr Lieben! Euer Instagram könnte so viel mehr Patienten bringen. Wir übernehmen Planung, Texte und Grafiken, ihr müsst nur ab und zu ein Foto schicken. Sollen wir mal unverbindlich telefonieren?',
  }),
  spam('contact', {
    name: 'Rüdiger Brand',
    email: 'r.brand@medizintechnik-brand.de',
    nachricht:
      'Guten Tag, als Fachhändler sind wir spezialisiert auf Therapieliegen, Elektrotherapie und Ultraschall. Im Rahmen unserer Frühjahrsaktion bieten wir Vorführgeräte mit bis zu 35 % Nachlass an. Darf ich Ihnen eine Übersicht schicken?',
  }),
  spam('contact', {
    name: 'Melanie Baer',
    email: 'melanie.baer@coaching-fuer-therapeuten.de',
    nachricht:
      'Hallo, fühlen Sie sich als Praxisinhaberin oft wie im Hamsterrad? In meinem Coaching-Programm lernen Therapeuten, ihre Praxis wie ein Unternehmen zu führen und mehr Freizeit zu gewinnen. Das Erstgespräch ist kostenfrei.',
  }),
  spam('contact', {
    name: 'Frank Lübke',
    email: 'frank.luebke@kopierer-leasing.de',
    nachricht:
      'Guten Tag, zahlen Sie zu viel für Ihren Drucker? Wir bieten Multifunktionsgeräte inklusive Toner und Service zu einer festen Monatsrate. Gern erstelle ich Ihnen ein Vergleichsangebot.',
  }),
  spam('contact', {
    name: 'Stefanie Wolf',
    email: 'stefanie.wolf@gesundheitsportal-eintrag.de',
    nachricht:
      'Guten Tag, Ihre Praxis ist in unserem Gesundheitsportal noch nicht mit einem Premiumprofil vertreten. Mit Premium erscheinen Sie ganz oben in den Suchergebnissen Ihrer Stadt. Jetzt zum Einführungspreis sichern.',
  }),
  spam('contact', {
    name: 'Moritz Heller',
    email: 'moritz.heller@kundenstopper-werbung.de',
    nachricht:
      'Hallo, wir bieten Werbeflächen auf Einkaufswagen und Kassenbändern im Supermarkt in Ihrer Nähe. Perfekt, um neue Patienten zu gewinnen. Nur noch wenige Flächen frei.',
  }),
  spam('contact', {
    name: 'Kristin Albers',
    email: 'kristin.albers@lohnabrechnung-online.de',
    nachricht:
      'Guten Tag, wir übernehmen Ihre Lohnabrechnung zuverlässig und günstig, auch für Minijobber und Azubis. Der Wechsel ist ganz einfach. Darf ich Ihnen ein Angebot zusenden?',
  }),
  spam('contact', {
    name: 'Patrick Seidel',
    email: 'patrick.seidel@rueckruf-service24.de',
    nachricht:
      'Guten Tag, Sie haben sich für eine Beratung zu unseren Praxislösungen interessiert. Ich versuche Sie schon länger telefonisch zu erreichen. Wann passt es Ihnen diese Woche?',
  }),
  spam('contact', {
    name: 'Jana Wilkening',
    email: 'jana.wilke@eventagentur-gesundheit.de',
    nachricht:
      'Hallo, wir organisieren Gesundheitstage in Unternehmen und suchen dafür Partnerpraxen. Für einen Standplatz auf unseren Events berechnen wir eine Teilnahmegebühr von 390 €. Sie gewinnen dort zahlreiche Neukunden.',
  }),
  spam('contact', {
    name: 'Henrik Jessen',
    email: 'h.jessen@nordlicht-medien.de',
    nachricht:
      'Moin aus Kiel! Wir produzieren Imagefilme für Praxen und Kliniken. Ein kurzer Film über Ihr Team und Ihre Räume sorgt für Vertrauen bei neuen Patienten. Ich schicke Ihnen gern unser Showreel.',
  }),
  spam('contact', {
    name: 'Vanessa Kraus',
    email: 'vanessa.kraus@bewertungsmanagement-pro.de',
    nachricht:
      'Guten Tag, jede schlechte Google-Bewertung kostet Sie Patienten. Wir sorgen mit einem einfachen System dafür, dass zufriedene Patienten Sie bewerten. Kunden steigern ihren Schnitt im Mittel von 4,2 auf 4,8 Sterne.',
  }),
  spam('contact', {
    name: 'Robin Scholz',
    email: 'robin.scholz@ki-doku-assistent.de',
    nachricht:
      'Hallo, unsere KI schreibt Ihre Therapieberichte und Verlaufsdokumentation automatisch aus Stichpunkten. Therapeuten sparen bis zu 30 Minuten pro Tag. Möchten Sie es einen Monat kostenlos testen?',
  }),
  spam('contact', {
    name: 'Denise Hartung',
    email: 'denise.hartung@headhunter-gesundheit.de',
    nachricht:
      'Guten Tag, ich bin Personalberaterin und habe aktuell eine erfahrene Physiotherapeutin mit MT und Lymph, die in Ihrer Region eine neue Stelle sucht. Möchten Sie das anonymisierte Profil sehen? Honorar nur bei Einstellung.',
  }),
  spam('contact', {
    name: 'Holger Stein',
    email: 'holger.stein@alarmanlagen-stein.de',
    nachricht:
      'Sehr geehrte Damen und Herren, Einbrüche in Praxen haben zugenommen. Wir bieten Alarmanlagen mit Aufschaltung auf unsere Notrufzentrale ab 39 € monatlich. Eine Sicherheitsanalyse vor Ort ist kostenlos.',
  }),
  spam('contact', {
    name: 'Elena Becker',
    email: 'elena.becker@mystery-patient.de',
    nachricht:
      'Guten Tag, wie erleben Patienten Ihren Empfang wirklich? Unsere Testpatienten bewerten Telefon, Wartezeit und Freundlichkeit und Sie erhalten einen ausführlichen Bericht. Interessiert an einem Angebot?',
  }),
  spam('contact', {
    name: 'Tim Köster',
    email: 'tim.koester@gutschein-plattform.de',
    nachricht:
      'Hallo, verkaufen Sie Ihre Massage-Gutscheine doch einfach online! Mit unserer Plattform geht das in 10 Minuten, wir kümmern uns um Zahlung und Versand. Wir erhalten nur 8 % Provision.',
  }),
  spam('contact', {
    name: 'Birgit Horn',
    email: 'birgit.horn@seminarhaus-horn.de',
    nachricht:
      'Liebe Praxisinhaber, gönnen Sie Ihrem Team einen Teamtag! Unser Seminarhaus im Grünen bietet Pakete mit Workshop, Verpflegung und Übernachtung. Für Gruppen ab 8 Personen gibt es Sonderpreise.',
  }),
  // ── short German pitches ──
  spam('contact', {
    name: 'Online Marketing Team',
    email: 'team@onlinemarketing-team.de',
    nachricht: 'Mehr Patienten über Google? Wir zeigen Ihnen wie. Antworten Sie einfach auf diese Nachricht.',
  }),
  spam('contact', {
    name: 'Sven',
    email: 'sven@webseiten-fix.de',
    nachricht: 'Ihre Website lädt langsam. Soll ich das für Sie beheben? Festpreis 199 €.',
  }),
  spam('contact', {
    name: 'Praxis-Leads',
    email: 'info@praxis-leads.de',
    nachricht: 'Wir liefern Ihnen jeden Monat 30 neue Selbstzahler. Interesse?',
  }),
  spam('contact', {
    name: 'Rezeption 24',
    email: 'kontakt@rezeption24-service.de',
    nachricht: 'Virtuelle Rezeption ab 5 € pro Tag. Jetzt unverbindlich testen.',
  }),
  spam('contact', {
    name: 'Werbeartikel Müller',
    email: 'verkauf@werbeartikel-mueller.de',
    nachricht: 'Kugelschreiber mit Ihrem Logo, 500 Stück nur 89 €. Bestellen Sie noch heute.',
  }),
  spam('contact', {
    name: 'Finanzierung Heilberufe',
    email: 'info@finanzierung-heilberufe.de',
    nachricht: 'Neue Geräte ohne Eigenkapital finanzieren. Zusage in 48 Stunden.',
  }),
  spam('contact', {
    name: 'Klara von Praxisfoto',
    email: 'klara@praxisfoto-studio.de',
    nachricht: 'Neue Teamfotos? Wir kommen zu Ihnen. Diesen Monat 20 % günstiger.',
  }),
  spam('contact', {
    name: 'Web Check',
    email: 'service@webcheck-kostenlos.de',
    nachricht: 'Kostenloser Website-Check für Ihre Praxis: jetzt anfordern.',
  }),
  // ── English vendor pitches, polite, no links ──
  spam('contact', {
    name: 'Jennifer Walsh',
    email: 'jennifer.walsh@clinicmarketinghub.com',
    message:
      'Hi, I hope this message finds you well. I specialise in helping physiotherapy clinics attract more self-paying patients through targeted online campaigns. Would you be open to a short call to see if it could work for you?',
  }),
  spam('contact', {
    name: 'Mark Davidson',
    email: 'mark@medicalwebsolutions.co.uk',
    message:
      'Hello, we are a web design agency working exclusively with healthcare providers. Our websites are fast, mobile-friendly and built to convert visitors into booked appointments. Can I send you a few examples of our work?',
  }),
  spam('contact', {
    name: 'Priya Sharma',
    email: 'priya.sharma@outsourcedigitalteam.in',
    message:
      'Dear Sir/Madam, we provide dedicated digital marketing professionals at very affordable monthly rates: SEO, social media, content writing and PPC management. Please reply if a proposal would be useful.',
  }),
  spam('contact', {
    name: 'Chris Morgan',
    email: 'chris@bookingboostpro.com',
    message:
      'Hey there, quick question: how many of your website visitors actually book an appointment? Most clinics convert less than 2%. We fix that with a simple booking widget. Interested in a free walkthrough?',
  }),
  spam('contact', {
    name: 'Laura Bennett',
    email: 'laura.bennett@healthcopywriters.com',
    message:
      'Hi, I write blog posts and patient guides for physio clinics. Well-written content builds trust and brings organic traffic. I would be happy to write your first article at no cost so you can judge the quality.',
  }),
  spam('contact', {
    name: 'Samuel Okafor',
    email: 'samuel.okafor@globalleadsagency.com',
    message:
      'Greetings, we generate qualified appointment requests for clinics through Facebook and Instagram ads. You only pay for results. Please reply if you would like to know more about our offer.',
  }),
  spam('contact', {
    name: 'Hannah Price',
    email: 'hannah@clinicsoftwarecompare.com',
    message:
      'Hi! Are you happy with your current practice management software? We help clinics compare the top 10 systems and negotiate better pricing, completely free of charge for you. Can I ask what you use today?',
  }),
  spam('contact', {
    name: 'Robert Clarke',
    email: 'robert.clarke@merchantservicesdirect.com',
    message:
      'Hello, we help small businesses cut card payment fees by up to 40%. No setup costs, free terminal, next-day payouts. Who would be the right person to talk to about payments at your practice?',
  }),
  spam('contact', {
    name: 'Emily Foster',
    email: 'emily@reviewgrowthsystem.com',
    message:
      'Hi, I noticed your clinic has fewer reviews than others nearby. Our automated system asks happy patients for a review by text message. Clinics typically double their reviews in 90 days. Want to see how it works?',
  }),
  spam('contact', {
    name: 'Arjun Mehta',
    email: 'arjun@appdevstudio.io',
    message:
      'Hello, we are a software development company with 12 years of experience. We build custom booking apps, patient portals and websites at competitive prices. Please share a convenient time for a discussion.',
  }),
  spam('contact', {
    name: 'Natalie Cooper',
    email: 'natalie@wellnessproductswholesale.com',
    message:
      'Hi, we supply massage oils, hot stones and wellness products to clinics across Europe at wholesale prices. Would you like to receive our catalogue and a sample box?',
  }),
  spam('contact', {
    name: 'George Miller',
    email: 'george@cyberprotectclinics.com',
    message:
      'Hello, healthcare providers are the number one target for ransomware. We offer managed security and backups specifically for small clinics. May I offer you a free vulnerability assessment?',
  }),
  spam('contact', {
    name: 'Olivia Hart',
    email: 'olivia@patientreactivation.com',
    message:
      'Hi, did you know that most clinics have hundreds of former patients who never come back? Our reactivation campaigns bring them back with personalised messages. Shall I explain it in a 15-minute call?',
  }),
  spam('contact', {
    name: 'Daniel Reyes',
    email: 'daniel.reyes@remotestaffsolutions.ph',
    message:
      'Good day! We provide trained remote receptionists and medical admin assistants from the Philippines for a fraction of local costs. They can answer calls, manage bookings and do billing. Would you like more details?',
  }),
  spam('contact', {
    name: 'Sophie Turner',
    email: 'sophie@brandingforclinics.com',
    message:
      'Hello! Your brand is the first thing patients notice. We create logos, colour schemes and signage for health practices. Let me know if you would like to see our portfolio.',
  }),
  spam('contact', {
    name: 'William Chen',
    email: 'william.chen@medsupplyexport.com',
    message:
      'Dear Purchasing Department, we are a manufacturer of physiotherapy equipment including TENS units, ultrasound devices and treatment tables. We offer OEM service and competitive factory prices. Please let me know your requirements.',
  }),
  spam('contact', {
    name: 'Megan Wright',
    email: 'megan@localseoexperts.net',
    message:
      'Hi, may I record a free video audit for you showing why your clinic is not ranking in the local map pack?',
  }),
  spam('contact', {
    name: 'Jake Harris',
    email: 'jake@growthcallagency.com',
    message: 'Hey, would you be interested in 20 extra patient bookings next month? Happy to explain how.',
  }),
  spam('contact', {
    name: 'Rachel Adams',
    email: 'rachel@virtualassist.pro',
    message: 'Hi! I can take admin work off your plate for a low hourly rate. Shall I send my rates?',
  }),
  // ── pitches in other form types ──
  spam('bewerbung', {
    name: 'Personalvermittlung Sander',
    email: 'info@sander-personal.de',
    position: 'Physiotherapeut/in',
    nachricht:
      'Guten Tag, wir haben Ihre Stellenanzeige gesehen und können Ihnen kurzfristig qualifizierte Physiotherapeuten vermitteln. Unser Honorar beträgt zwei Bruttomonatsgehälter und wird nur bei Erfolg fällig.',
  }),
  spam('bewerbung', {
    name: 'Sandra Keil',
    email: 'sandra.keil@jobportal-therapie.de',
    position: 'Stellenanzeige',
    nachricht:
      'Hallo, Ihre offene Stelle würde auf unserem Portal über 20.000 Therapeuten erreichen. Aktuell bieten wir die erste Anzeige zum halben Preis an. Soll ich sie für Sie einstellen?',
  }),
  spam('bewerbung', {
    name: 'Tom Berger',
    email: 'tom.berger@employer-branding-agentur.de',
    position: 'Kooperation',
    nachricht:
      'Hallo, eigentlich keine Bewerbung: wir helfen Praxen, als Arbeitgeber sichtbar zu werden und Fachkräfte zu gewinnen. Hätten Sie Zeit für ein kurzes Gespräch nächste Woche?',
  }),
  spam('bewerbung', {
    name: 'Global Nurses Recruitment',
    email: 'recruit@globalnursesrecruitment.com',
    position: 'International staff',
    message:
      'Dear Employer, we recruit physiotherapists from Asia and Latin America for German practices, including language courses, visa and recognition support. Please let us know how many positions you need to fill.',
  }),
  spam('bewerbung', {
    name: 'Bewerbungsfotos Studio',
    email: 'termine@bewerbungsfoto-studio.de',
    position: 'Fotograf',
    nachricht: 'Professionelle Bewerbungsfotos für Ihr Team ab 49 €. Jetzt Termin buchen und 10 % sparen.',
  }),
  spam('bewerbung', {
    name: 'Kevin Lange',
    email: 'kevin.lange@zeitarbeit-therapie.de',
    position: 'Arbeitnehmerüberlassung',
    nachricht:
      'Guten Tag, wir überlassen Ihnen Physiotherapeuten tageweise oder für mehrere Monate, ohne Risiko. Sprechen Sie uns an, wenn Krankheit oder Urlaub Lücken reißen.',
  }),
  spam('training', {
    name: 'Fitnessgeräte Direkt',
    email: 'vertrieb@fitnessgeraete-direkt.de',
    kurs: 'Angebot',
    nachricht:
      'Guten Tag, gern statten wir Trainingsflächen in Physiopraxen mit hochwertigen Geräten aus. Leasing ab 99 € monatlich, Lieferung und Montage inklusive. Gern schicke ich Ihnen unseren Katalog.',
  }),
  spam('training', {
    name: 'Marco Feld',
    email: 'marco.feld@kursportal-marketing.de',
    kurs: 'Marketing',
    nachricht:
      'Hallo, Ihre Kurse sind nicht ausgebucht? Wir bewerben Präventionskurse gezielt in Ihrer Region und füllen freie Plätze. Bezahlung nur pro Anmeldung.',
  }),
  spam('training', {
    name: 'Zertifizierungsberatung',
    email: 'info@zpp-zertifizierung-hilfe.de',
    kurs: 'Kurszertifizierung',
    nachricht:
      'Wir übernehmen die komplette Zertifizierung Ihrer Präventionskurse bei der ZPP gegen eine Pauschale. Schnell, sicher, ohne Papierkram für Sie.',
  }),
  spam('training', {
    name: 'Smoothie Bar Partner',
    email: 'partner@vitaldrinks-franchise.de',
    kurs: 'Kooperation',
    nachricht:
      'Erweitern Sie Ihr Studio um eine Smoothie- und Proteinbar! Wir liefern alles, Sie kassieren 40 % Marge. Jetzt Partner werden.',
  }),
  spam('training', {
    name: 'Emma Johnson',
    email: 'emma@studiobookingsoftware.com',
    kurs: 'software',
    message:
      'Hi, our class booking software handles sign-ups, waitlists and payments for studios like yours. Free for the first 3 months. Would you like a demo?',
  }),
  spam('anamnese', {
    name: 'Patrick Lohse',
    beschwerden: 'keine',
    hinweise:
      'Entschuldigen Sie den Umweg über dieses Formular. Wir bieten eine Software für digitale Anamnesebögen an, die direkt mit Ihrer Praxissoftware spricht. Ich würde sie Ihnen gern vorstellen.',
  }),
  spam('anamnese', {
    name: 'Gelenk-Vital',
    beschwerden: 'Arthrose? Rheuma?',
    hinweise:
      'Unser Nahrungsergänzungsmittel mit Grünlippmuschel hilft Ihren Patienten nachweislich. Bestellen Sie jetzt zum Praxispreis.',
  }),
  spam('anamnese', {
    name: 'Marketing Partner',
    beschwerden: 'Zu wenige Patienten',
    hinweise: 'Wir füllen Ihren Terminkalender mit Selbstzahlern. Rufen Sie uns an für eine kostenlose Beratung.',
  }),
  spam('prescription', {
    name: 'Rezeptabrechnung Plus',
    email: 'service@rezeptabrechnung-plus.de',
    heilmittel: 'Abrechnung',
    nachricht:
      'Sie rechnen noch selbst ab? Wir übernehmen die Heilmittelabrechnung komplett und zahlen innerhalb von 3 Tagen aus. Jetzt wechseln und die ersten zwei Monate gebührenfrei abrechnen.',
  }),
  spam('prescription', {
    name: 'Online-Arzt Rezept',
    email: 'info@online-rezept-sofort.com',
    heilmittel: '-',
    nachricht:
      'Rezepte für Physiotherapie online in 24 Stunden, ohne Arztbesuch. Für nur 29 €. Jetzt Fragebogen ausfüllen.',
  }),
  spam('prescription', {
    name: 'Tape Großhandel',
    email: 'bestellung@tape-grosshandel.de',
    heilmittel: 'Kinesiotape',
    nachricht: 'Kinesiotapes in 12 Farben ab 2,49 € pro Rolle. Für Praxen mit Staffelpreisen. Jetzt bestellen.',
  }),
];
