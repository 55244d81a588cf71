import type { VehicleInput } from '@nbt/validation';

// The demo fleet's texts in the site's other languages, by model: the pages in those languages
// show the firm's own copy rather than the Italian one. No feature holds a comma, so the Excel
// export's comma-separated lists read back the same.

type DemoTranslations = NonNullable<VehicleInput['translations']>;

export const demoTranslations: Record<string, DemoTranslations> = {
  'M4 Competition': {
    en: {
      description:
        'A sports coupé with extraordinary performance, perfect for a special weekend or an important occasion. Delivered to your door anywhere in Lombardy.',
      features: ['Carbon bucket seats', 'Head-up display', 'Harman Kardon', 'Launch control', 'Laser headlights'],
      color: 'Metallic blue',
    },
    fr: {
      description:
        'Coupé sportif aux performances exceptionnelles, idéal pour un week-end d’exception ou un grand événement. Livraison à domicile dans toute la Lombardie.',
      features: [
        'Sièges baquets en carbone',
        'Affichage tête haute',
        'Harman Kardon',
        'Launch control',
        'Phares laser',
      ],
      color: 'Bleu métallisé',
    },
    de: {
      description:
        'Sportcoupé mit außergewöhnlichen Fahrleistungen – ideal für ein besonderes Wochenende oder einen wichtigen Anlass. Lieferung bis vor die Haustür in der gesamten Lombardei.',
      features: ['Carbon-Schalensitze', 'Head-up-Display', 'Harman Kardon', 'Launch Control', 'Laserlicht'],
      color: 'Blau metallic',
    },
    es: {
      description:
        'Cupé deportivo de prestaciones extraordinarias, perfecto para un fin de semana especial o un evento importante. Entrega a domicilio en toda Lombardía.',
      features: ['Asientos de carbono', 'Head-up display', 'Harman Kardon', 'Launch control', 'Faros láser'],
      color: 'Azul metalizado',
    },
    zh: {
      description:
        '性能卓越的运动型双门轿跑车，无论是难忘的周末还是重要场合都是理想之选。可送车上门，服务覆盖伦巴第大区全境。',
      features: ['碳纤维座椅', '抬头显示', 'Harman Kardon 音响', '弹射起步', '激光大灯'],
      color: '金属蓝',
    },
    ar: {
      description:
        'سيارة كوبيه رياضية بأداء استثنائي، مثالية لعطلة نهاية أسبوع مميزة أو لمناسبة مهمة. نوصلها إلى باب منزلك في جميع أنحاء لومبارديا.',
      features: [
        'مقاعد من ألياف الكربون',
        'شاشة عرض على الزجاج الأمامي',
        'نظام صوت Harman Kardon',
        'نظام الانطلاق السريع',
        'مصابيح ليزر أمامية',
      ],
      color: 'أزرق معدني',
    },
  },
  'Classe S 580 4MATIC': {
    en: {
      description:
        'The flagship saloon par excellence: supreme comfort for corporate transfers, weddings and executive travel, with a chauffeur if you wish.',
      features: ['Massage seats', 'Panoramic roof', 'Burmester 4D', 'Chauffeur on request'],
      color: 'Obsidian black',
    },
    fr: {
      description:
        'La berline de prestige par excellence : un confort absolu pour les transferts d’entreprise, les mariages et les déplacements de représentation, avec chauffeur si vous le souhaitez.',
      features: ['Sièges massants', 'Toit panoramique', 'Burmester 4D', 'Chauffeur sur demande'],
      color: 'Noir obsidienne',
    },
    de: {
      description:
        'Das Flaggschiff schlechthin: höchster Komfort für Firmentransfers, Hochzeiten und Repräsentationsfahrten, auf Wunsch mit Chauffeur.',
      features: ['Massagesitze', 'Panoramadach', 'Burmester 4D', 'Chauffeur auf Anfrage'],
      color: 'Obsidianschwarz',
    },
    es: {
      description:
        'La berlina insignia por excelencia: confort absoluto para traslados de empresa, bodas y viajes de representación, también con chófer.',
      features: ['Asientos con masaje', 'Techo panorámico', 'Burmester 4D', 'Chófer bajo petición'],
      color: 'Negro obsidiana',
    },
    zh: {
      description: '旗舰豪华轿车的典范：为商务接送、婚礼及公务出行带来极致舒适，亦可配备专职司机。',
      features: ['按摩座椅', '全景天窗', 'Burmester 4D 音响', '可按需配备司机'],
      color: '黑曜石黑',
    },
    ar: {
      description:
        'السيارة الرائدة بامتياز: راحة مطلقة لتنقلات الشركات وحفلات الزفاف ورحلات العمل الرسمية، مع إمكانية توفير سائق خاص.',
      features: ['مقاعد بخاصية التدليك', 'سقف بانورامي', 'نظام صوت Burmester 4D', 'سائق عند الطلب'],
      color: 'أسود أوبسيديان',
    },
  },
  'RS 6 Avant': {
    en: {
      description: 'The sportiest of estate cars: room for the whole family and 600 hp always on tap.',
      features: ['Quattro all-wheel drive', 'Bang & Olufsen', 'Matrix LED', 'Tow bar'],
      color: 'Nardo grey',
    },
    fr: {
      description: 'Le plus sportif des breaks : de la place pour toute la famille et 600 ch toujours disponibles.',
      features: ['Transmission intégrale Quattro', 'Bang & Olufsen', 'Matrix LED', 'Attelage'],
      color: 'Gris Nardo',
    },
    de: {
      description:
        'Der sportlichste Kombi überhaupt: Platz für die ganze Familie und 600 PS, die jederzeit bereitstehen.',
      features: ['Quattro-Allradantrieb', 'Bang & Olufsen', 'Matrix-LED', 'Anhängerkupplung'],
      color: 'Nardograu',
    },
    es: {
      description: 'El familiar más deportivo: espacio para toda la familia y 600 CV siempre a punto.',
      features: ['Tracción integral Quattro', 'Bang & Olufsen', 'Matrix LED', 'Enganche de remolque'],
      color: 'Gris Nardo',
    },
    zh: {
      description: '最具运动气质的旅行车：全家出行空间充裕，600 马力随时待命。',
      features: ['Quattro 四驱', 'Bang & Olufsen 音响', 'Matrix LED 大灯', '拖车钩'],
      color: '纳尔多灰',
    },
    ar: {
      description: 'أكثر سيارات الستيشن واغن رياضيةً: مساحة تتسع للعائلة بأكملها وقوة 600 حصان جاهزة في كل لحظة.',
      features: ['دفع رباعي Quattro', 'نظام صوت Bang & Olufsen', 'مصابيح Matrix LED', 'خطاف سحب'],
      color: 'رمادي ناردو',
    },
  },
  '911 Carrera S': {
    en: {
      description: 'Serviced by Porsche throughout, one owner from new, with the Sport Chrono package.',
      features: ['Sport Chrono', 'Sports exhaust', 'Bose', 'Porsche Approved warranty'],
      color: 'White',
    },
    fr: {
      description: 'Exemplaire entretenu dans le réseau Porsche, première main, avec pack Sport Chrono.',
      features: ['Sport Chrono', 'Échappement sport', 'Bose', 'Garantie Porsche Approved'],
      color: 'Blanc',
    },
    de: {
      description: 'Scheckheftgepflegt bei Porsche, aus erster Hand, mit Sport-Chrono-Paket.',
      features: ['Sport Chrono', 'Sportabgasanlage', 'Bose', 'Porsche Approved Garantie'],
      color: 'Weiß',
    },
    es: {
      description: 'Unidad con mantenimiento oficial Porsche, de un único propietario, con paquete Sport Chrono.',
      features: ['Sport Chrono', 'Escape deportivo', 'Bose', 'Garantía Porsche Approved'],
      color: 'Blanco',
    },
    zh: {
      description: '保时捷官方保养，一手车主，配备 Sport Chrono 运动计时套件。',
      features: ['Sport Chrono 套件', '运动排气系统', 'Bose 音响', 'Porsche Approved 认证质保'],
      color: '白色',
    },
    ar: {
      description: 'سيارة بصيانة دورية لدى وكالة بورشه، بمالك واحد منذ الشراء، ومزودة بباقة Sport Chrono.',
      features: ['باقة Sport Chrono', 'نظام عادم رياضي', 'نظام صوت Bose', 'ضمان Porsche Approved'],
      color: 'أبيض',
    },
  },
  'Range Rover Sport': {
    en: {
      description: 'A luxury SUV in Autobiography trim. Price on application: contact us for an offer.',
      features: ['Air suspension', 'Meridian', 'Panoramic roof', 'Towing pack'],
      color: 'British racing green',
    },
    fr: {
      description: 'SUV de luxe en finition Autobiography. Prix sur demande : contactez-nous pour une proposition.',
      features: ['Suspension pneumatique', 'Meridian', 'Toit panoramique', 'Pack remorquage'],
      color: 'Vert British Racing',
    },
    de: {
      description:
        'Luxus-SUV in der Ausstattung Autobiography. Preis auf Anfrage: Sprechen Sie uns für ein Angebot an.',
      features: ['Luftfederung', 'Meridian', 'Panoramadach', 'Anhängerpaket'],
      color: 'British Racing Green',
    },
    es: {
      description: 'SUV de lujo con acabado Autobiography. Precio reservado: contáctenos y le haremos una propuesta.',
      features: ['Suspensión neumática', 'Meridian', 'Techo panorámico', 'Paquete de remolque'],
      color: 'Verde British Racing',
    },
    zh: {
      description: 'Autobiography 顶级配置豪华 SUV。价格面议：欢迎联系我们获取报价。',
      features: ['空气悬架', 'Meridian 音响', '全景天窗', '拖挂套件'],
      color: '英国赛车绿',
    },
    ar: {
      description: 'سيارة SUV فاخرة بفئة Autobiography. السعر عند الطلب: تواصل معنا لنقدم لك عرضًا.',
      features: ['نظام تعليق هوائي', 'نظام صوت Meridian', 'سقف بانورامي', 'باقة السحب'],
      color: 'أخضر السباق البريطاني',
    },
  },
  'GLC 300 de': {
    en: {
      description: 'A diesel plug-in hybrid with more than 100 km of electric range.',
      features: ['AMG Line', 'Fast charging', '360° camera'],
      color: 'Silver',
    },
    fr: {
      description: 'Hybride rechargeable diesel offrant plus de 100 km d’autonomie électrique.',
      features: ['AMG Line', 'Recharge rapide', 'Caméra 360°'],
      color: 'Argent',
    },
    de: {
      description: 'Diesel-Plug-in-Hybrid mit mehr als 100 km elektrischer Reichweite.',
      features: ['AMG Line', 'Schnellladen', '360°-Kamera'],
      color: 'Silber',
    },
    es: {
      description: 'Híbrido enchufable diésel con más de 100 km de autonomía eléctrica.',
      features: ['AMG Line', 'Carga rápida', 'Cámara 360°'],
      color: 'Plata',
    },
    zh: {
      description: '柴油插电式混合动力车型，纯电续航超过 100 公里。',
      features: ['AMG Line 运动套件', '快速充电', '360° 全景影像'],
      color: '银色',
    },
    ar: {
      description: 'سيارة هجينة قابلة للشحن بمحرك ديزل، بمدى كهربائي يتجاوز 100 كم.',
      features: ['باقة AMG Line', 'شحن سريع', 'كاميرا 360°'],
      color: 'فضي',
    },
  },
  'A3 Sportback 35 TFSI': {
    en: {
      description: 'A premium compact that is ideal in town, also available on long-term rental.',
      features: ['Virtual cockpit', 'Apple CarPlay', 'Adaptive cruise control'],
      color: 'Tango red',
    },
    fr: {
      description: 'Compacte premium idéale en ville, également disponible en location longue durée.',
      features: ['Virtual Cockpit', 'Apple CarPlay', 'Régulateur de vitesse adaptatif'],
      color: 'Rouge Tango',
    },
    de: {
      description: 'Premium-Kompaktwagen, ideal für die Stadt, auch als Langzeitmiete erhältlich.',
      features: ['Virtual Cockpit', 'Apple CarPlay', 'Abstandsregeltempomat'],
      color: 'Tangorot',
    },
    es: {
      description: 'Compacto premium ideal para la ciudad, disponible también en alquiler a largo plazo.',
      features: ['Virtual Cockpit', 'Apple CarPlay', 'Control de crucero adaptativo'],
      color: 'Rojo Tango',
    },
    zh: {
      description: '理想的城市高端紧凑型车，亦可长期租赁。',
      features: ['全液晶虚拟座舱', 'Apple CarPlay', '自适应巡航'],
      color: '探戈红',
    },
    ar: {
      description: 'سيارة مدمجة فاخرة مثالية للتنقل في المدينة، ومتاحة أيضًا للإيجار طويل الأمد.',
      features: ['لوحة عدادات رقمية Virtual Cockpit', 'Apple CarPlay', 'مثبت سرعة تكيفي'],
      color: 'أحمر تانغو',
    },
  },
  'X5 xDrive40d': {
    en: {
      description: 'A seven-seat SUV for group trips and mountain holidays, with snow chains and a ski rack included.',
      features: ['7 seats', 'Ski rack', 'All-wheel drive', 'Winter package'],
      color: 'Alpine white',
    },
    fr: {
      description:
        'SUV sept places pour les voyages en groupe et les vacances à la montagne, chaînes et porte-skis inclus.',
      features: ['7 places', 'Porte-skis', 'Transmission intégrale', 'Pack hiver'],
      color: 'Blanc alpin',
    },
    de: {
      description:
        'Siebensitziger SUV für Gruppenreisen und Urlaub in den Bergen, Schneeketten und Skiträger inklusive.',
      features: ['7 Sitze', 'Skiträger', 'Allradantrieb', 'Winterpaket'],
      color: 'Alpinweiß',
    },
    es: {
      description:
        'SUV de siete plazas para viajes en grupo y vacaciones en la montaña, con cadenas y portaesquís incluidos.',
      features: ['7 plazas', 'Portaesquís', 'Tracción integral', 'Paquete de invierno'],
      color: 'Blanco alpino',
    },
    zh: {
      description: '七座 SUV，适合团体出行和山区度假，随车附带防滑链和滑雪架。',
      features: ['7 座', '滑雪架', '全轮驱动', '冬季套件'],
      color: '阿尔卑斯白',
    },
    ar: {
      description: 'سيارة SUV بسبعة مقاعد للرحلات الجماعية وعطلات الجبال، مع سلاسل الثلج وحامل الزلاجات.',
      features: ['7 مقاعد', 'حامل زلاجات', 'دفع رباعي', 'باقة الشتاء'],
      color: 'أبيض ألبي',
    },
  },
  '500e La Prima': {
    en: {
      description: 'An electric city car for getting around Milan free of Area C restrictions.',
      features: ['100% electric', 'Charging included', 'Area C access'],
      color: 'Mint green',
    },
    fr: {
      description: 'Citadine électrique pour circuler dans Milan sans les restrictions de l’Area C.',
      features: ['100 % électrique', 'Recharge incluse', 'Accès à l’Area C'],
      color: 'Vert menthe',
    },
    de: {
      description: 'Elektrischer Stadtflitzer, mit dem Sie sich in Mailand ohne die Beschränkungen der Area C bewegen.',
      features: ['100 % elektrisch', 'Laden inklusive', 'Zufahrt zur Area C'],
      color: 'Mintgrün',
    },
    es: {
      description: 'Urbano eléctrico para moverse por Milán sin las restricciones de la Area C.',
      features: ['100 % eléctrico', 'Recarga incluida', 'Acceso a la Area C'],
      color: 'Verde menta',
    },
    zh: {
      description: '纯电动城市小车，在米兰出行不受 Area C 限行区的限制。',
      features: ['纯电动', '含充电费用', '可进入 Area C 限行区'],
      color: '薄荷绿',
    },
    ar: {
      description: 'سيارة مدينة كهربائية للتنقل في ميلانو دون قيود منطقة Area C.',
      features: ['كهربائية 100%', 'الشحن مشمول', 'دخول منطقة Area C'],
      color: 'أخضر نعناعي',
    },
  },
  'R 500 Highline': {
    en: {
      description: '4x2 tractor unit for semi-trailers up to 44 tonnes, with retarder and sleeper cab.',
      features: ['Retarder', 'Sleeper cab', 'Predictive cruise control', 'Digital tachograph'],
      color: 'Red',
    },
    fr: {
      description: 'Tracteur routier 4x2 pour semi-remorques jusqu’à 44 tonnes, avec ralentisseur et cabine couchette.',
      features: ['Ralentisseur', 'Cabine couchette', 'Régulateur de vitesse prédictif', 'Chronotachygraphe numérique'],
      color: 'Rouge',
    },
    de: {
      description: 'Sattelzugmaschine 4x2 für Sattelauflieger bis 44 Tonnen, mit Retarder und Schlafkabine.',
      features: ['Retarder', 'Schlafkabine', 'Vorausschauender Tempomat', 'Digitaler Fahrtenschreiber'],
      color: 'Rot',
    },
    es: {
      description: 'Cabeza tractora 4x2 para semirremolques de hasta 44 toneladas, con retarder y cabina litera.',
      features: ['Retarder', 'Cabina litera', 'Control de crucero predictivo', 'Tacógrafo digital'],
      color: 'Rojo',
    },
    zh: {
      description: '4x2 牵引车，适用于总重不超过 44 吨的半挂车，配备缓速器和卧铺驾驶室。',
      features: ['缓速器', '卧铺驾驶室', '预见性巡航', '数字行驶记录仪'],
      color: '红色',
    },
    ar: {
      description: 'رأس قاطرة 4x2 لنصف المقطورات حتى 44 طنًا، مزود بمبطئ سرعة (ريتاردر) وكابينة نوم.',
      features: ['مبطئ سرعة (ريتاردر)', 'كابينة نوم', 'مثبت سرعة تنبؤي', 'جهاز تاكوغراف رقمي'],
      color: 'أحمر',
    },
  },
  'FH16 750': {
    en: {
      description: '6x4 tractor unit for abnormal loads, freshly inspected and ready for work.',
      features: ['I-Shift', '6x4 drive', 'Power take-off', 'Air suspension'],
      color: 'Blue',
    },
    fr: {
      description: 'Tracteur 6x4 pour transports exceptionnels, révisé et prêt à travailler.',
      features: ['I-Shift', 'Transmission 6x4', 'Prise de force', 'Suspension pneumatique'],
      color: 'Bleu',
    },
    de: {
      description: 'Sattelzugmaschine 6x4 für Schwertransporte, frisch geprüft und sofort einsatzbereit.',
      features: ['I-Shift', '6x4-Antrieb', 'Nebenabtrieb', 'Luftfederung'],
      color: 'Blau',
    },
    es: {
      description: 'Cabeza tractora 6x4 para transportes especiales, revisada y lista para trabajar.',
      features: ['I-Shift', 'Tracción 6x4', 'Toma de fuerza', 'Suspensión neumática'],
      color: 'Azul',
    },
    zh: {
      description: '6x4 牵引车，适用于大件运输，已完成全面检修，可即刻投入使用。',
      features: ['I-Shift 变速箱', '6x4 驱动', '取力器', '空气悬架'],
      color: '蓝色',
    },
    ar: {
      description: 'رأس قاطرة 6x4 لعمليات النقل الاستثنائي، خضع للفحص والصيانة وجاهز للعمل.',
      features: ['ناقل حركة I-Shift', 'دفع 6x4', 'مأخذ قدرة (PTO)', 'نظام تعليق هوائي'],
      color: 'أزرق',
    },
  },
  'Daily 35S18 Furgone': {
    en: {
      description: 'A 16 m³ van for house moves and deliveries, drivable on a standard car licence (category B).',
      features: ['16 m³', 'Car licence (B)', 'Hydraulic tail lift'],
      color: 'White',
    },
    fr: {
      description: 'Fourgon de 16 m³ pour déménagements et livraisons, accessible avec le permis B.',
      features: ['16 m³', 'Permis B', 'Hayon élévateur hydraulique'],
      color: 'Blanc',
    },
    de: {
      description: 'Kastenwagen mit 16 m³ für Umzüge und Lieferungen, mit dem Führerschein Klasse B zu fahren.',
      features: ['16 m³', 'Führerschein Klasse B', 'Hydraulische Ladebordwand'],
      color: 'Weiß',
    },
    es: {
      description: 'Furgoneta de 16 m³ para mudanzas y repartos, se conduce con el permiso B.',
      features: ['16 m³', 'Permiso B', 'Plataforma elevadora hidráulica'],
      color: 'Blanco',
    },
    zh: {
      description: '16 立方米厢式货车，适用于搬家和配送，持 B 类驾照即可驾驶。',
      features: ['16 立方米', 'B 类驾照可驾驶', '液压尾板'],
      color: '白色',
    },
    ar: {
      description: 'شاحنة فان بسعة 16 م³ لنقل الأثاث وخدمات التوصيل، يمكن قيادتها برخصة الفئة B.',
      features: ['16 م³', 'رخصة الفئة B', 'منصة رفع هيدروليكية خلفية'],
      color: 'أبيض',
    },
  },
  'TGX 18.510': {
    en: {
      description: 'Long-haul tractor unit with GX cab and 24/7 roadside assistance included.',
      features: ['GX cab', '24/7 assistance', 'Predictive cruise control'],
      color: 'Grey',
    },
    fr: {
      description: 'Tracteur routier grands trajets avec cabine GX et assistance 24 h/24 incluse.',
      features: ['Cabine GX', 'Assistance 24 h/24', 'Régulateur de vitesse prédictif'],
      color: 'Gris',
    },
    de: {
      description: 'Sattelzugmaschine für den Fernverkehr mit GX-Fahrerhaus und 24/7-Pannenhilfe inklusive.',
      features: ['GX-Fahrerhaus', '24/7-Pannenhilfe', 'Vorausschauender Tempomat'],
      color: 'Grau',
    },
    es: {
      description: 'Cabeza tractora de largo recorrido con cabina GX y asistencia 24/7 incluida.',
      features: ['Cabina GX', 'Asistencia 24/7', 'Control de crucero predictivo'],
      color: 'Gris',
    },
    zh: {
      description: '长途牵引车，配备 GX 驾驶室，含 24/7 全天候道路救援服务。',
      features: ['GX 驾驶室', '24/7 全天候救援', '预见性巡航'],
      color: '灰色',
    },
    ar: {
      description: 'رأس قاطرة للمسافات الطويلة مزود بكابينة GX، مع خدمة مساعدة على الطريق على مدار الساعة.',
      features: ['كابينة GX', 'مساعدة على مدار الساعة', 'مثبت سرعة تنبؤي'],
      color: 'رمادي',
    },
  },
};
