import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    "Avalanche ağının yerel tokenı AVAX'ın belirli bir miktarının Türk lirası, ABD doları veya başka bir para biriminde ne ettiğini görmek için bu çeviriciyi kullanın. Sonuç gerçek zamanlı piyasa kurlarına dayanır ve hem AVAX'tan seçtiğiniz para birimine olan kuru hem de ters kuru gösterir.",
    "Avalanche, akıllı sözleşmeler ve özelleştirilmiş ağlar için geliştirilmiş, hisse ispatı (proof of stake) kullanan bir blokzincir platformudur. Aşağıdaki bölümlerde dönüşümün nasıl yapılacağı, AVAX'ın ne için kullanıldığı, kurunu hangi etkenlerin hareket ettirdiği ve tokenın genellikle nerede işlem gördüğü anlatılmaktadır.",
  ],
  converting:
    "“Kriptodan İtibari Paraya” sekmesini seçin, Miktar alanına token sayısını girin; Kaynak para birimi olarak AVAX'ı, Hedef para birimi olarak da Türk lirası (TRY) gibi istediğiniz itibari parayı seçin. Sayfa, seçtiğiniz para birimindeki değeri, bir AVAX'ın fiyatını ve bir birim itibari paranın AVAX karşılığını gösterir; yer değiştirme düğmesi pariteyi tersine çevirir. Fiyatlar, CoinGecko ile AVAX'ı listeleyen borsalardaki fiyatların medyanıdır ve her dakika güncellenir; Yenile düğmesine 10 saniyede bir basabilirsiniz. Canlı veriler kullanılamadığında sayfa, değerleri yaklaşık olarak işaretler. AVAX'ı başka bir coinle karşılaştırmak için “Kriptodan Kriptoya” sekmesine geçin.",
  valueTable: {
    caption: 'Örnek AVAX/USD değerleri',
    rows: [
      { amount: '1 AVAX', value: '20–30 USD' },
      { amount: '10 AVAX', value: '200–300 USD' },
      { amount: '100 AVAX', value: '2.000–3.000 USD' },
      { amount: '2.000 AVAX (asgari doğrulayıcı stake miktarı)', value: '40.000–60.000 USD' },
    ],
    note: "Bu tablo, AVAX'ın yaklaşık 20–30 USD seviyesinden işlem gördüğü geçmiş bir döneme ait örnek değerleri gösterir; bugünkü fiyat değildir. Güncel AVAX kuru için yukarıdaki canlı çeviriciyi kullanın.",
  },
  faq: {
    what: {
      question: 'Avalanche (AVAX) nedir?',
      answer: [
        "Avalanche, bilgisayar bilimci Emin Gün Sirer'in kurucu ortağı olduğu Ava Labs tarafından geliştirilen bir katman 1 blokzinciridir. Ana ağı Eylül 2020'de faaliyete geçti. Ağ, hisse ispatı (proof of stake) ile güvence altına alınır ve doğrulayıcıların hızla, genellikle birkaç saniye içinde uzlaşmaya varmak için diğer doğrulayıcılardan oluşan küçük grupları tekrar tekrar örneklediği Avalanche konsensüs protokolünü kullanır.",
        "AVAX, ağın yerel tokenıdır. Yakılan işlem ücretlerini öder; doğrulayıcılar ve stake devredenler tarafından ağı güvence altına almak için stake edilir. Bir doğrulayıcı çalıştırmak için en az 2.000 AVAX stake etmek gerekir. Arz 720 milyon tokenla sınırlıdır.",
      ],
    },
    unique: {
      question: "AVAX ne için kullanılır ve Avalanche'ı farklı kılan nedir?",
      answer: [
        "Ana kamu ağı, farklı görevleri olan birkaç yerleşik zincirden oluşur: C-Chain Ethereum uyumlu akıllı sözleşmeleri çalıştırır, X-Chain varlık transferlerini yürütür, P-Chain ise doğrulayıcıları ve staking'i koordine eder. C-Chain, Ethereum Sanal Makinesi'ni (EVM) desteklediği için birçok Ethereum cüzdanı ve uygulaması, küçük değişikliklerle Avalanche üzerinde çalışabilir.",
        "Avalanche ayrıca projelerin kendi kuralları, ücret tokenları ve doğrulayıcı kümeleriyle, başlangıçta subnet olarak adlandırılan ve bugün Avalanche L1 olarak bilinen kendi blokzincirlerini başlatmasına olanak tanır. AVAX, bu ekosistemin genelinde ücretler, staking ve yönetişim için kullanılır.",
      ],
    },
    rateFactors: {
      question: 'AVAX fiyatını neler etkiler?',
      answer: [
        "AVAX fiyatı borsalardaki arz ve talep tarafından belirlenir ve genellikle kripto piyasasının geneliyle birlikte hareket eder. Merkeziyetsiz finans, oyun ve yeni Avalanche L1 zincirleri gibi ağdaki faaliyetler tokena olan talebi etkileyebilir; staking'de kilitli AVAX miktarı da aynı şekilde etkilidir.",
        "Önceki tahsislerden kaynaklanan token kilit açılışları, ücret yakımı, diğer akıllı sözleşme platformlarıyla rekabet, borsa listelemeleri ve genel ekonomik koşullar da rol oynar. Kurlar hızla değişebilir; güncel rakam için canlı çeviriciyi kontrol edin.",
      ],
    },
    whereToBuy: {
      question: 'AVAX nereden alınır veya satılır?',
      intro:
        "AVAX, büyük borsaların çoğunda, genellikle ABD doları, euro, stablecoinler ve bitcoin karşılığında listelenir. AVAX sunan köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: "AVAX, Ava Labs'in cüzdanı Core veya C-Chain üzerinde MetaMask gibi kendi kontrolünüzdeki cüzdanlarda da saklanabilir ve Trader Joe (LFJ) gibi merkeziyetsiz borsalarda takas edilebilir. Bir borsadan çekim yaparken C-Chain'i ya da cüzdanınızın beklediği ağı seçtiğinizden emin olun.",
      reminder:
        "Ülkenizde hangi hizmetlerin kullanılabildiğini kontrol edin ve genellikle işlem başına %0,1–0,5 civarında olan ücretleri karşılaştırın. Saygın borsaları tercih edin, iki faktörlü kimlik doğrulamayı etkinleştirin ve kurtarma ifadenizi çevrim dışı ve gizli tutun.",
    },
  },
  related: [
    { text: 'AVAX/EUR çevirici', href: '/avax-to-eur' },
    { text: 'AVAX/GBP çevirici', href: '/avax-to-gbp' },
    { text: 'AVAX/BTC çevirici', href: '/avax-to-btc' },
    { text: 'AVAX/ETH çevirici', href: '/avax-to-eth' },
    { text: '10 AVAX kaç USD', href: '/avax-to-usd/10' },
    { text: '100 AVAX kaç USD', href: '/avax-to-usd/100' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
