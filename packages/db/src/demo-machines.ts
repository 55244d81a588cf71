import { EXAMPLE_EXCAVATOR } from '@nbt/validation/examples';
import type { DemoVehicle } from './demo-vehicles.js';

// The demo fleet's earth-moving machines, with their texts in the site's other languages beside
// the Italian ones. No feature holds a comma, so the Excel export's lists read back the same.

const MACHINE_TERMS = { deposit_euros: 3000, min_driver_age: 21, delivery_on_request: true } as const;

export const demoMachines: DemoVehicle[] = [
  {
    images: ['volvo-ec220e-1.jpg'],
    vehicle: {
      ...EXAMPLE_EXCAVATOR,
      year: 2021,
      kilometers: 0,
      fuel_type: 'diesel',
      engine_displacement: 5700,
      horsepower: 174,
      transmission: 'automatico',
      color: 'giallo',
      price_per_day: 48000,
      listing_type: 'rental',
      ...MACHINE_TERMS,
      description:
        'Escavatore cingolato da 22 tonnellate per scavi di fondazione e movimento terra. Trasporto in cantiere su richiesta.',
      features: ['Attacco rapido', 'Climatizzatore', 'Telecamera posteriore', 'Benna da scavo'],
      translations: {
        en: {
          description:
            '22-tonne crawler excavator for foundation digging and earthworks. Delivery to the site on request.',
          features: ['Quick coupler', 'Air conditioning', 'Rear camera', 'Digging bucket'],
          color: 'Yellow',
        },
        fr: {
          description:
            'Pelle sur chenilles de 22 tonnes pour fouilles de fondation et terrassement. Transport sur chantier sur demande.',
          features: ['Attache rapide', 'Climatisation', 'Caméra de recul', 'Godet de terrassement'],
          color: 'Jaune',
        },
        de: {
          description:
            '22-Tonnen-Kettenbagger für Fundamentaushub und Erdarbeiten. Transport zur Baustelle auf Anfrage.',
          features: ['Schnellwechsler', 'Klimaanlage', 'Rückfahrkamera', 'Tieflöffel'],
          color: 'Gelb',
        },
        es: {
          description:
            'Excavadora de cadenas de 22 toneladas para cimentaciones y movimiento de tierras. Transporte a obra bajo pedido.',
          features: ['Enganche rápido', 'Aire acondicionado', 'Cámara trasera', 'Cazo de excavación'],
          color: 'Amarillo',
        },
        zh: {
          description: '22 吨履带式挖掘机，适用于地基开挖和土方工程。可应要求运送至工地。',
          features: ['快换接头', '空调', '后视摄像头', '挖掘斗'],
          color: '黄色',
        },
        ar: {
          description: 'حفارة مجنزرة بوزن 22 طنًا لحفر الأساسات وأعمال التربة. النقل إلى موقع العمل عند الطلب.',
          features: ['وصلة سريعة', 'تكييف هواء', 'كاميرا خلفية', 'دلو حفر'],
          color: 'أصفر',
        },
      },
    },
  },
  {
    images: ['kubota-kx027-1.jpg'],
    vehicle: {
      brand: 'Kubota',
      model: 'KX027-4',
      year: 2023,
      kilometers: 0,
      fuel_type: 'diesel',
      fuel_regulation: 'Stage V',
      engine_displacement: 1123,
      horsepower: 20,
      transmission: 'automatico',
      doors: null,
      seats: null,
      color: 'arancione',
      price_per_day: 16000,
      listing_type: 'rental',
      ...MACHINE_TERMS,
      vehicle_category: 'movimento_terra',
      machine_type: 'miniescavatore',
      operating_weight_kg: 2_700,
      engine_hours: 850,
      max_digging_depth_mm: 2_800,
      bucket_capacity_l: 70,
      with_operator: 'optional',
      description:
        'Miniescavatore da 2.700 kg per giardini, scavi per impianti e spazi stretti. Con o senza operatore.',
      features: ['Sagoma ridotta', 'Lama apripista', 'Tre benne', 'Martello idraulico a richiesta'],
      translations: {
        en: {
          description:
            '2.7-tonne mini excavator for gardens, utility trenches and tight spaces. With or without an operator.',
          features: ['Zero tail swing', 'Dozer blade', 'Three buckets', 'Hydraulic breaker on request'],
          color: 'Orange',
        },
        fr: {
          description:
            'Mini-pelle de 2,7 tonnes pour jardins, tranchées de réseaux et espaces étroits. Avec ou sans opérateur.',
          features: ['Rayon court', 'Lame de nivellement', 'Trois godets', 'Brise-roche sur demande'],
          color: 'Orange',
        },
        de: {
          description: '2,7-Tonnen-Minibagger für Gärten, Leitungsgräben und enge Räume. Mit oder ohne Fahrer.',
          features: ['Kurzheck', 'Planierschild', 'Drei Löffel', 'Hydraulikhammer auf Anfrage'],
          color: 'Orange',
        },
        es: {
          description:
            'Miniexcavadora de 2,7 toneladas para jardines, zanjas de instalaciones y espacios reducidos. Con o sin operador.',
          features: ['Giro compacto', 'Hoja niveladora', 'Tres cazos', 'Martillo hidráulico bajo pedido'],
          color: 'Naranja',
        },
        zh: {
          description: '2.7 吨微型挖掘机，适用于花园、管线沟槽和狭窄空间。可配或不配操作手。',
          features: ['零尾回转', '推土铲', '三种挖斗', '可选液压破碎锤'],
          color: '橙色',
        },
        ar: {
          description: 'حفارة صغيرة بوزن 2.7 طن للحدائق وخنادق التمديدات والأماكن الضيقة. مع مشغل أو بدونه.',
          features: ['دوران خلفي قصير', 'شفرة تسوية', 'ثلاثة دلاء', 'مطرقة هيدروليكية عند الطلب'],
          color: 'برتقالي',
        },
      },
    },
  },
  {
    images: ['cat-950gc-1.jpg'],
    vehicle: {
      brand: 'Caterpillar',
      model: '950 GC',
      year: 2020,
      kilometers: 0,
      fuel_type: 'diesel',
      fuel_regulation: 'Stage V',
      engine_displacement: 9300,
      horsepower: 225,
      transmission: 'automatico',
      doors: null,
      seats: null,
      color: 'giallo',
      price_per_day: 52000,
      sale_price_euros: 165000,
      listing_type: 'both',
      ...MACHINE_TERMS,
      vehicle_category: 'movimento_terra',
      machine_type: 'pala_gommata',
      operating_weight_kg: 18_600,
      engine_hours: 6_400,
      bucket_capacity_l: 3_100,
      with_operator: 'always',
      description: 'Pala gommata per carico di inerti, cave e piazzali, noleggiata con il nostro operatore.',
      features: ['Benna da 3.100 litri', 'Bilancia di carico', 'Sospensione del braccio', 'Telecamera posteriore'],
      translations: {
        en: {
          description: 'Wheel loader for aggregates, quarries and yards, rented with our operator.',
          features: ['3100-litre bucket', 'Payload scale', 'Ride control', 'Rear camera'],
          color: 'Yellow',
        },
        fr: {
          description: 'Chargeuse sur pneus pour granulats, carrières et plateformes, louée avec notre opérateur.',
          features: ['Godet de 3100 litres', 'Pesage de charge', 'Amortissement du bras', 'Caméra de recul'],
          color: 'Jaune',
        },
        de: {
          description: 'Radlader für Schüttgut, Steinbrüche und Lagerplätze, vermietet mit unserem Fahrer.',
          features: ['3100-Liter-Schaufel', 'Ladewaage', 'Schwingungsdämpfung', 'Rückfahrkamera'],
          color: 'Gelb',
        },
        es: {
          description: 'Pala cargadora de ruedas para áridos, canteras y explanadas, alquilada con nuestro operador.',
          features: ['Cazo de 3100 litros', 'Báscula de carga', 'Amortiguación del brazo', 'Cámara trasera'],
          color: 'Amarillo',
        },
        zh: {
          description: '轮式装载机，适用于砂石料、采石场和堆场，由我们的操作手随机出租。',
          features: ['3100 升铲斗', '称重系统', '动臂减震', '后视摄像头'],
          color: '黄色',
        },
        ar: {
          description: 'محمل بعجلات للركام والمحاجر والساحات، يؤجر مع مشغلنا.',
          features: ['دلو سعة 3100 لتر', 'ميزان حمولة', 'نظام تخميد الذراع', 'كاميرا خلفية'],
          color: 'أصفر',
        },
      },
    },
  },
];
