/**
 * Second batch of spam training examples, continued: short pharma, loan, crypto, gambling and
 * adult adverts; scams and phishing; adverts in many languages; obfuscated and bot junk.
 */
import type { LabelledExample } from './training.js';

const spam = (formType: LabelledExample['formType'], fields: Record<string, string>): LabelledExample => ({
  spam: true,
  formType,
  fields,
});

export const spam3: LabelledExample[] = [
  // ── short pharma ──
  spam('contact', {
    name: 'Pharmacy Online',
    email: 'sales@bestpharmacy-rx.com',
    message: 'Order generic viagra and cialis online, cheapest prices, worldwide shipping',
  }),
  spam('contact', {
    name: 'MedsDirect',
    email: 'orders@medsdirect-24.net',
    message: 'tramadol 100mg buy online overnight no prescription',
  }),
  spam('contact', {
    name: 'Potenz Shop',
    email: 'info@potenz-shop-diskret.net',
    nachricht: 'Sildenafil ohne Rezept kaufen. Diskreter Versand innerhalb von 48 Stunden.',
  }),
  spam('contact', {
    name: 'Abnehmen Jetzt',
    email: 'kontakt@schlank-spritze.net',
    nachricht: 'Ozempic ohne Rezept bestellen, sofort lieferbar, 30 % Rabatt.',
  }),
  spam('contact', {
    name: 'Anna',
    email: 'anna.meds@mail.ru',
    message: 'Buy xanax, valium, adderall online. Best quality. Telegram @pharma_anna',
  }),
  spam('contact', {
    name: 'Hair Growth',
    email: 'info@hairgrowth-pills.com',
    message: 'Finasteride and minoxidil without prescription. 50% off first order.',
  }),
  spam('contact', {
    name: 'Modafinil Store',
    email: 'support@smartpills-shop.com',
    message: 'Boost your focus with modafinil. Buy now, no doctor needed.',
  }),
  spam('contact', {
    name: 'Diätpillen',
    email: 'sales@fettweg-kapseln.com',
    nachricht: 'Mit unseren Kapseln 8 Kilo in 14 Tagen verlieren. Ohne Sport, ohne Hunger. Jetzt bestellen!',
  }),
  spam('contact', {
    name: 'Keto Burn',
    email: 'offer@ketoburn-pro.com',
    message: 'Burn fat fast with Keto Burn. Limited stock. Order today and get a free bottle.',
  }),
  spam('contact', {
    name: 'Steroid Shop',
    email: 'shop@anabolics-direct.com',
    message: 'Testosterone, HGH, anabolic steroids. Fast EU shipping, bitcoin accepted.',
  }),
  spam('contact', {
    name: 'Augentropfen',
    email: 'info@sehkraft-wunder.com',
    nachricht: 'Brille adé! Natürliches Mittel stellt die Sehkraft in 7 Tagen wieder her. Nur heute 50 % günstiger.',
  }),
  spam('contact', {
    name: 'Gelenkwunder',
    email: 'bestellung@gelenkwunder-gel.com',
    nachricht: 'Schluss mit Gelenkschmerzen! Das Gel, das Ärzte verschweigen. Jetzt zum Aktionspreis bestellen.',
  }),
  // ── short loans / money ──
  spam('contact', {
    name: 'Quick Loans',
    email: 'apply@quickloans-today.com',
    message: 'Get a personal loan up to $50,000 today. Bad credit OK. Apply now.',
  }),
  spam('contact', {
    name: 'Mr. David Walker',
    email: 'davidwalkerfinance@gmail.com',
    message: 'We give out loans to individuals and companies at 3% interest. Contact us for more information.',
  }),
  spam('contact', {
    name: 'Kredit Sofort',
    email: 'info@kredit-sofort-online.net',
    nachricht: 'Kredit ohne Schufa bis 10.000 €, Auszahlung in 24 Stunden. Jetzt anfragen!',
  }),
  spam('contact', {
    name: 'Privatkredit',
    telefon: '+44 7700 900123',
    nachricht: 'Sie brauchen dringend Geld? Ich vergebe private Darlehen zu 2 % Zinsen. Nur per WhatsApp.',
  }),
  spam('contact', {
    name: 'Business Capital',
    email: 'funding@smallbizcapital.net',
    message: 'Pre-approved for business funding up to 150k. No credit check. Reply to claim.',
  }),
  spam('contact', {
    name: 'Schuldenfrei',
    email: 'beratung@schuldenfrei-sofort.com',
    nachricht: 'Schulden? Wir machen Sie in 6 Monaten schuldenfrei. Kostenlose Erstberatung.',
  }),
  spam('contact', {
    name: 'Grant Department',
    email: 'grants@eu-business-grant.org',
    message:
      'Your business has been selected for a 25,000 EUR EU grant. Reply with your bank details to receive the funds.',
  }),
  spam('contact', {
    name: 'Tax Refund',
    email: 'refund@steuer-rueckerstattung.info',
    nachricht: 'Sie haben Anspruch auf eine Steuerrückerstattung von 842,50 €. Bitte bestätigen Sie Ihre Kontodaten.',
  }),
  // ── crypto / investment ──
  spam('contact', {
    name: 'CryptoMax',
    email: 'support@cryptomax-profit.com',
    message: 'Turn 250 EUR into 5,000 EUR in one week with our AI trading robot. Join thousands of happy investors.',
  }),
  spam('contact', {
    name: 'Bitcoin Gewinn',
    email: 'info@bitcoin-gewinn.de',
    nachricht:
      'Prominente verdienen Millionen mit diesem Bitcoin-Trick. Jetzt kostenlos registrieren und sofort profitieren.',
  }),
  spam('contact', {
    name: 'Sophie Investments',
    email: 'sophie.invest@gmail.com',
    message: 'Hello dear, I am a crypto mentor. I can help you make 30% profit weekly. Message me on WhatsApp.',
  }),
  spam('contact', {
    name: 'Gold Invest',
    email: 'info@goldinvest-sicher.com',
    nachricht: 'Sichern Sie Ihr Vermögen mit physischem Gold. Garantierte Rendite von 12 % jährlich.',
  }),
  spam('contact', {
    name: 'NFT Drop',
    email: 'mint@nftdrop-exclusive.io',
    message: 'Exclusive NFT mint for early supporters, only 500 spots. Connect your wallet to claim.',
  }),
  spam('contact', {
    name: 'Airdrop',
    email: 'claim@token-airdrop.net',
    message: 'You are eligible for a free token airdrop worth $1,200. Claim before it expires.',
  }),
  // ── gambling / adult ──
  spam('contact', {
    name: 'Lucky Spin',
    email: 'bonus@luckyspin-casino.com',
    message: 'Deposit 10, play with 100! New casino welcome bonus and 150 free spins.',
  }),
  spam('contact', {
    name: 'Wett-Tipps',
    email: 'tipps@sichere-wetten.net',
    nachricht: 'Garantierte Gewinne bei Sportwetten! Unsere Tipps treffen zu 92 %. Jetzt VIP-Mitglied werden.',
  }),
  spam('contact', {
    name: 'Online Casino',
    email: 'promo@casino-deutschland.bet',
    nachricht: 'Willkommensbonus 500 € + 200 Freispiele. Nur für Neukunden, nur heute.',
  }),
  spam('contact', {
    name: 'Jessica',
    email: 'jessica.lonely@flirtmail.net',
    message: 'Hi sweetie, I am new here and looking for a man for fun tonight. Write me back!',
  }),
  spam('contact', {
    name: 'Natasha',
    email: 'natasha.love@mail.ru',
    message:
      'Hello, my name is Natasha, I am 28 and looking for serious relationship with foreign man. Write to my email.',
  }),
  spam('contact', {
    name: 'Erotik Chat',
    email: 'chat@erotik-kontakte.net',
    nachricht: 'Heiße Frauen aus deiner Region warten auf dich. Kostenlos anmelden und sofort chatten.',
  }),
  spam('contact', {
    name: 'Cam Girls',
    email: 'live@hotcams-free.com',
    message: 'Free live cams, no registration. Hot girls online now.',
  }),
  // ── scams, phishing, fake invoices ──
  spam('contact', {
    name: 'Microsoft Konto-Team',
    email: 'security@microsoft-account-alert.com',
    message:
      'Your Office 365 account will be deactivated today due to unusual sign-in activity. Verify your account now to keep access to your emails.',
  }),
  spam('contact', {
    name: 'Deutsche Post',
    email: 'zustellung@post-paketinfo.net',
    nachricht:
      'Ihr Paket wartet auf Zustellung. Bitte zahlen Sie die offene Gebühr von 1,99 €, sonst wird die Sendung zurückgeschickt.',
  }),
  spam('contact', {
    name: 'Buchhaltung Gewerbeauskunft',
    email: 'rechnung@gewerbeauskunft-zentrale.com',
    nachricht:
      'Guten Tag, für Ihren Eintrag im Gewerbeverzeichnis ist die Jahresgebühr von 569,00 € fällig. Bitte überweisen Sie den Betrag innerhalb von 10 Tagen, um Mahngebühren zu vermeiden.',
  }),
  spam('contact', {
    name: 'Domain Service Europe',
    email: 'billing@domain-service-europe.com',
    message:
      'FINAL NOTICE: Your domain registration expires today. Pay the renewal invoice now to avoid losing your website and search engine listing.',
  }),
  spam('contact', {
    name: 'Mrs. Elizabeth Morgan',
    email: 'elizabethmorgan.charity@gmail.com',
    message:
      "Dear friend, I am a widow suffering from cancer and I want to donate my late husband's fortune of 4.2 million dollars to a charity through you. Please reply with your full name and phone number.",
  }),
  spam('contact', {
    name: 'Rechtsanwalt Dr. Weber',
    email: 'kanzlei.weber.abmahnung@gmail.com',
    nachricht:
      'Abmahnung wegen Urheberrechtsverletzung. Auf Ihrer Website wird ein Bild unseres Mandanten unerlaubt verwendet. Die Beweise finden Sie im Anhang. Zahlen Sie 1.250 € innerhalb von 7 Tagen.',
  }),
  spam('contact', {
    name: 'Apple ID',
    email: 'no-reply@appleid-verify-account.com',
    message:
      'Your Apple ID has been locked for security reasons. Please confirm your details within 24 hours or your account will be permanently disabled.',
  }),
  spam('contact', {
    name: 'WhatsApp Business',
    email: 'verify@whatsapp-business-check.com',
    nachricht:
      'Ihr WhatsApp-Business-Konto muss verifiziert werden, sonst wird es in 48 Stunden gesperrt. Bitte senden Sie uns den Code, den Sie per SMS erhalten.',
  }),
  spam('contact', {
    name: 'Robert Williams',
    email: 'robertwilliams.usa@gmail.com',
    message:
      'Hello, I would like to book physiotherapy for my brother who is coming to Germany for 3 weeks. I will pay everything in advance by bank cheque. Please send your account details and the total amount.',
  }),
  spam('contact', {
    name: 'Facebook Team',
    email: 'support@meta-pages-review.com',
    message:
      'Your page has been flagged for copyright infringement and will be removed. If you think this is a mistake, submit an appeal within 24 hours.',
  }),
  spam('contact', {
    name: 'Gewinnzentrale',
    email: 'gewinn@glueckszentrale-info.com',
    nachricht:
      'Sie haben ein iPhone 16 gewonnen! Zur Zustellung fällt nur eine kleine Versandgebühr an. Jetzt bestätigen.',
  }),
  spam('contact', {
    name: 'Steuerbehörde',
    email: 'erstattung@bzst-online-portal.info',
    nachricht:
      'Bundeszentralamt für Steuern: Ihre Rückerstattung kann nicht ausgezahlt werden. Aktualisieren Sie Ihre Bankverbindung über unser Portal.',
  }),
  spam('bewerbung', {
    name: 'HR Recruiting Team',
    email: 'hr.recruitment.de@gmail.com',
    position: 'Homeoffice',
    nachricht:
      'Nebenjob von zu Hause: Produkttester gesucht! Verdienen Sie bis zu 450 € pro Woche. Keine Erfahrung nötig. Senden Sie uns Ihre Ausweiskopie und Kontodaten.',
  }),
  spam('bewerbung', {
    name: 'Lebenslauf.pdf',
    email: 'bewerbung.julia.meier@gmx.net',
    position: 'Physiotherapeutin',
    nachricht:
      'Guten Tag, meine Bewerbungsunterlagen finden Sie im Anhang. Bitte öffnen Sie die ZIP-Datei mit dem Passwort 1234.',
  }),
  // ── foreign-language adverts ──
  spam('contact', {
    name: 'Antoine Lefèvre',
    email: 'antoine@agence-web-lyon.fr',
    message:
      'Bonjour, nous créons des sites internet modernes pour les professionnels de santé. Puis-je vous envoyer un devis gratuit?',
  }),
  spam('contact', {
    name: 'Marketing Santé',
    email: 'contact@marketing-sante.fr',
    message:
      'Bonjour, voulez-vous plus de patients? Notre agence vous aide avec Google Ads et les réseaux sociaux. Appelez-nous.',
  }),
  spam('contact', {
    name: 'Pauline',
    email: 'pauline.rencontre@love-france.fr',
    message: 'Salut, je suis seule ce soir et je cherche un homme pour discuter. Écris-moi vite!',
  }),
  spam('contact', {
    name: 'Investissement',
    email: 'info@crypto-rendement.fr',
    message: 'Investissez dans le bitcoin et gagnez 500 € par jour. Inscription gratuite, places limitées.',
  }),
  spam('contact', {
    name: 'Miguel Torres',
    email: 'miguel@agencia-marketing-digital.es',
    message:
      'Hola, somos una agencia de marketing digital. Ayudamos a clínicas a conseguir más pacientes con publicidad en Google. ¿Hablamos?',
  }),
  spam('contact', {
    name: 'Préstamos Ya',
    email: 'info@prestamosya-online.com',
    message: 'Préstamos rápidos sin papeleo. Dinero en su cuenta en 24 horas. Solicite ahora.',
  }),
  spam('contact', {
    name: 'Casino España',
    email: 'bono@casino-espana.bet',
    message: 'Bono de bienvenida de 200 euros y 100 giros gratis. Regístrate hoy.',
  }),
  spam('contact', {
    name: 'Valeria',
    email: 'valeria.citas@amor-latino.com',
    message: 'Hola guapo, busco un hombre serio para una relación. Escríbeme a mi correo privado.',
  }),
  spam('contact', {
    name: 'Luca Bianchi',
    email: 'luca@webagency-milano.it',
    message:
      'Buongiorno, realizziamo siti web professionali e campagne pubblicitarie per studi medici. Possiamo inviarle un preventivo gratuito?',
  }),
  spam('contact', {
    name: 'Prestiti Veloci',
    email: 'info@prestiti-veloci.it',
    message: 'Hai bisogno di un prestito? Prestiti personali fino a 30.000 euro senza garanzie. Risposta in 24 ore.',
  }),
  spam('contact', {
    name: 'Trading Italia',
    email: 'info@trading-italia.com',
    message: 'Guadagna 1.000 euro al giorno con il trading automatico. Iscriviti gratis oggi stesso.',
  }),
  spam('contact', {
    name: 'Tomasz Wiśniewski',
    email: 'tomasz@agencja-seo.pl',
    message:
      'Dzień dobry, oferujemy pozycjonowanie stron i kampanie Google Ads dla gabinetów. Czy mogę przesłać ofertę?',
  }),
  spam('contact', {
    name: 'Kasyno Online',
    email: 'bonus@kasyno-polska.bet',
    message: 'Bonus powitalny 1000 zł i 200 darmowych spinów. Zarejestruj się teraz!',
  }),
  spam('contact', {
    name: 'Kredyt Szybki',
    email: 'kontakt@kredyt-szybki.pl',
    message: 'Kredyt gotówkowy bez zaświadczeń, decyzja w 5 minut. Sprawdź swoją ofertę.',
  }),
  spam('contact', {
    name: 'Сергей',
    email: 'sergey.seo@mail.ru',
    message: 'Здравствуйте! Выведем ваш сайт в топ Яндекса и Google за 3 месяца. Гарантия результата. Напишите нам.',
  }),
  spam('contact', {
    name: 'Казино',
    email: 'bonus@casino-vip.ru',
    message: 'Лучшие слоты и бонусы для новых игроков! Регистрируйтесь и получите 500 фриспинов.',
  }),
  spam('contact', {
    name: 'Займы',
    email: 'zaim@bystrye-dengi.ru',
    message: 'Деньги на карту за 10 минут без проверки кредитной истории. Оформите займ онлайн.',
  }),
  spam('contact', {
    name: 'Марина',
    email: 'marina.znakomstva@yandex.ru',
    message: 'Привет! Я Марина, ищу серьёзные отношения с мужчиной из Германии. Напиши мне.',
  }),
  spam('contact', {
    name: 'Базы данных',
    email: 'baza@firmy-germanii.ru',
    message: 'Продаём базы email-адресов компаний Германии и Европы. Актуально, недорого.',
  }),
  spam('contact', {
    name: 'Андрій',
    email: 'andriy.web@ukr-seo.com.ua',
    message: 'Вітаю! Розробляємо сайти та просуваємо бізнес в Google. Безкоштовний аудит вашого сайту.',
  }),
  spam('contact', {
    name: 'Burak Yılmaz',
    email: 'burak@webtasarim-ajans.com.tr',
    message:
      'Merhaba, firmanız için profesyonel web sitesi ve sosyal medya yönetimi hizmeti sunuyoruz. Teklif almak ister misiniz?',
  }),
  spam('contact', {
    name: 'Kredi Hızlı',
    email: 'bilgi@hizli-kredi.com.tr',
    message: 'Anında kredi! Kefilsiz, evraksız 50.000 TL’ye kadar kredi. Hemen başvurun.',
  }),
  spam('contact', {
    name: 'Bahis VIP',
    email: 'vip@bahis-siteleri.net',
    message: 'En yüksek oranlar ve hoş geldin bonusu burada! Hemen üye ol, kazanmaya başla.',
  }),
  spam('contact', {
    name: 'Pedro Almeida',
    email: 'pedro@marketing-clinicas.pt',
    message: 'Olá, ajudamos clínicas a conseguir mais clientes com marketing digital e SEO. Posso enviar uma proposta?',
  }),
  spam('contact', {
    name: 'Empréstimo Fácil',
    email: 'contato@emprestimo-facil.com.br',
    message: 'Empréstimo rápido sem consulta ao SPC. Dinheiro na conta em 24 horas.',
  }),
  spam('contact', {
    name: 'Jeroen de Boer',
    email: 'jeroen@online-marketing-bureau.nl',
    message:
      'Goedendag, wij helpen praktijken aan meer klanten via Google en social media. Zullen we vrijblijvend kennismaken?',
  }),
  spam('contact', {
    name: 'Casino Nederland',
    email: 'bonus@casino-nl.bet',
    message: 'Speel nu en ontvang 100% stortingsbonus tot 500 euro plus gratis spins.',
  }),
  spam('contact', {
    name: 'Anders Nilsson',
    email: 'anders@webbyra-stockholm.se',
    message:
      'Hej! Vi bygger moderna hemsidor för kliniker och hjälper er att synas på Google. Kan jag skicka ett förslag?',
  }),
  spam('contact', {
    name: 'Mikkel Hansen',
    email: 'mikkel@seo-bureau.dk',
    message:
      'Hej, vi hjælper virksomheder med at komme øverst på Google. Vil du have en gratis analyse af din hjemmeside?',
  }),
  spam('contact', {
    name: 'Ola Nordmann',
    email: 'ola@markedsforing-byra.no',
    message:
      'Hei! Vi hjelper bedrifter med å få flere kunder gjennom digital markedsføring. Ønsker du et gratis tilbud?',
  }),
  spam('contact', {
    name: 'Mikko Virtanen',
    email: 'mikko@verkkosivut-oy.fi',
    message: 'Hei, teemme yrityksille moderneja verkkosivuja edulliseen hintaan. Haluatteko tarjouksen?',
  }),
  spam('contact', {
    name: 'Jan Dvořák',
    email: 'jan@seo-agentura.cz',
    message: 'Dobrý den, pomáháme firmám získat více zákazníků z Googlu. Máte zájem o bezplatnou analýzu webu?',
  }),
  spam('contact', {
    name: 'Peter Horváth',
    email: 'peter@webstudio.sk',
    message: 'Dobrý deň, ponúkame tvorbu web stránok a SEO za výhodné ceny. Pošleme vám cenovú ponuku?',
  }),
  spam('contact', {
    name: 'Andrei Ionescu',
    email: 'andrei@agentie-marketing.ro',
    message:
      'Bună ziua, oferim servicii de marketing online și creare site-uri pentru firme. Doriți o ofertă gratuită?',
  }),
  spam('contact', {
    name: 'Nagy László',
    email: 'laszlo@weboldal-keszites.hu',
    message: 'Jó napot! Modern weboldalakat készítünk kedvező áron. Kérjen ingyenes árajánlatot!',
  }),
  spam('contact', {
    name: 'Dimitris Papas',
    email: 'dimitris@seo-hellas.gr',
    message: 'Γεια σας, προσφέρουμε υπηρεσίες SEO και κατασκευή ιστοσελίδων σε προσιτές τιμές. Θέλετε μια προσφορά;',
  }),
  spam('contact', {
    name: 'Ivana Horvat',
    email: 'ivana@digitalni-marketing.hr',
    message: 'Poštovani, nudimo izradu web stranica i digitalni marketing po povoljnim cijenama. Želite li ponudu?',
  }),
  spam('contact', {
    name: 'Zhang Min',
    email: 'zhangmin@tape-factory.cn',
    message: '您好，我们是运动胶布工厂，可以贴牌生产，价格优惠，欢迎询价。',
  }),
  spam('contact', {
    name: '李娜',
    email: 'lina@seo-china.cn',
    message: '专业网站优化和推广服务，让您的网站排名第一。联系微信获取报价。',
  }),
  spam('contact', {
    name: 'Tanaka Hiro',
    email: 'hiro@web-seisaku.jp',
    message: 'こんにちは。ホームページ制作とSEO対策を格安で承ります。お気軽にお問い合わせください。',
  }),
  spam('contact', {
    name: 'Kim Minjun',
    email: 'minjun@marketing-korea.kr',
    message: '안녕하세요, 저희는 웹사이트 제작과 온라인 마케팅 서비스를 제공합니다. 무료 상담을 받아보세요.',
  }),
  spam('contact', {
    name: 'Tran Minh',
    email: 'minh@seo-vietnam.vn',
    message: 'Dịch vụ thiết kế website và SEO giá rẻ. Liên hệ để nhận báo giá.',
  }),
  spam('contact', {
    name: 'Rizky Pratama',
    email: 'rizky@jasa-website.id',
    message: 'Kami menyediakan jasa pembuatan website dan iklan Google dengan harga murah. Hubungi kami sekarang.',
  }),
  spam('contact', {
    name: 'Somchai',
    email: 'somchai@seo-thai.co.th',
    message: 'สวัสดีครับ เรารับทำเว็บไซต์และ SEO ราคาถูก ติดต่อเราเพื่อรับใบเสนอราคาฟรี',
  }),
  spam('contact', {
    name: 'Rahul Verma',
    email: 'rahul@digitalseva.in',
    message: 'नमस्ते, हम वेबसाइट डिजाइन और एसईओ सेवाएं सस्ती दरों पर प्रदान करते हैं। संपर्क करें।',
  }),
  spam('contact', {
    name: 'Ahmed Salah',
    email: 'ahmed@tasweeq-digital.com',
    message: 'مرحباً، نقدم خدمات تصميم المواقع والتسويق الرقمي بأسعار مناسبة. اتصل بنا للحصول على عرض سعر.',
  }),
  spam('contact', {
    name: 'Yosef',
    email: 'yosef@web-israel.co.il',
    message: 'שלום, אנחנו מציעים בניית אתרים וקידום בגוגל במחירים נוחים. צרו קשר להצעת מחיר.',
  }),
  // ── obfuscated, bots, junk ──
  spam('contact', {
    name: 'Best Offer',
    email: 'bestoffer2024@gmail.com',
    message: 'C-i-a-l-i-s and V-i-a-g-r-a at the lowest price. Order now.',
  }),
  spam('contact', {
    name: 'SEO',
    email: 'seo.rank.pro@gmail.com',
    message: 'Your s1te needs b@cklinks. 500 h1gh DA l1nks for ch3ap. Reply now.',
  }),
  spam('contact', {
    name: 'Crypto',
    email: 'cr.ypto@gmail.com',
    message: 'B.i.t.c.o.i.n profit 300% g.u.a.r.a.n.t.e.e.d',
  }),
  spam('contact', { name: 'xKqTrvLmPz', email: 'xkqtrvlmpz@outlook.com', message: 'xKqTrvLmPz zWqPlmRt' }),
  spam('contact', { name: 'mBvcXzQw', email: 'mbvcxzqw@gmail.com', message: 'hello' }),
  spam('contact', {
    name: 'RandyTut',
    email: 'randytut@gmail.com',
    message: 'Hi, this is Randy. I found your site and want to know your price.',
  }),
  spam('contact', { name: 'Davidcof', email: 'davidcof@outlook.com', message: 'Hello. And Bye.' }),
  spam('contact', {
    name: 'JosephEvozy',
    email: 'josephevozy@gmail.com',
    message: 'Здравствуйте, я хотел узнать ваш прайс.',
  }),
  spam('contact', {
    name: 'Eddiesmale',
    email: 'eddiesmale@gmail.com',
    message: 'Hallo, ich wollte Ihren Preis wissen.',
  }),
  spam('contact', {
    name: 'Form Blaster',
    email: 'info@formblaster-ads.com',
    message:
      'You are reading this message, so your customers will too. We send your ad to millions of contact forms. Cheap.',
  }),
  spam('contact', {
    name: 'Mike Phillips',
    email: 'mikephillips@websiteleads.biz',
    message: 'Hi, I can send your business message to 5 million website contact forms for just $99. Reply for details.',
  }),
  spam('contact', {
    name: '{Name}',
    email: 'info@bulksend-mail.com',
    message: 'Dear {Name}, we have a special offer for {Company}. Click to learn more.',
  }),
  spam('anamnese', { name: 'qWeRtZuIoP', beschwerden: 'qWeRtZuIoP', hinweise: 'aSdFgHjKl' }),
  spam('training', { name: 'Jamesbiz', email: 'jamesbiz@gmail.com', kurs: 'hello', message: 'Hello. And Bye.' }),
  spam('prescription', {
    name: 'Ronaldvib',
    email: 'ronaldvib@gmail.com',
    heilmittel: 'price',
    message: 'Hi, I wanted to know your price.',
  }),
];
