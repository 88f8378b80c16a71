import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    "Stellar lümeninin (XLM) Türk lirası, ABD doları veya başka bir para birimindeki değerini bulmak için bu çeviriciyi kullanın. Çevirici gerçek zamanlı piyasa kurlarıyla çalışır; çevrilen tutarı, bir XLM'nin fiyatını ve ters kuru gösterir.",
    "Stellar, geleneksel para birimlerinin dijital versiyonları dahil olmak üzere parayı hızlı ve ucuz biçimde transfer etmek için tasarlanmış açık bir ödeme ağıdır. Aşağıdaki bölümlerde XLM'nin nasıl çevrileceği, Stellar'ın ne işe yaradığı, fiyatı neyin etkilediği ve XLM'nin nereden alınıp satılabileceği anlatılmaktadır.",
  ],
  converting:
    "“Kriptodan İtibari Paraya” sekmesini seçin, bir miktar yazın; Kaynak para birimi olarak XLM'yi, Hedef para birimi olarak da Türk lirası (TRY) gibi istediğiniz itibari parayı belirleyin. Çevirici, seçtiğiniz para birimindeki değeri, XLM'den bu para birimine ve bu para biriminden XLM'ye olan kurlarla birlikte gösterir; yer değiştirme düğmesi ise pariteyi tersine çevirir. Kurlar, CoinGecko ile XLM'yi listeleyen borsalardaki fiyatların medyanıdır ve her dakika güncellenir; Yenile düğmesi 10 saniyede bir kullanılabilir. Canlı veriler mevcut değilse sayfa, değerlerin yaklaşık olduğunu bildirir.",
  faq: {
    what: {
      question: 'Stellar (XLM) nedir?',
      answer: [
        "Stellar, 2014'te Jed McCaleb ve Joyce Kim tarafından başlatılan herkese açık bir blokzincir ağıdır. Geliştirme çalışmaları, kâr amacı gütmeyen bir kuruluş olan Stellar Development Foundation tarafından desteklenir. Ağın yerel varlığı, XLM koduyla işlem gören lümendir (lumen).",
        "Stellar madencilik kullanmaz. Her doğrulayıcının güvendiği diğer düğümlerden oluşan bir küme seçtiği, federe Bizans anlaşması (federated Byzantine agreement) sistemi olan Stellar Konsensüs Protokolü'ne dayanır ve ledger'lar yaklaşık beş saniyede bir kapanır. Vakıf, 2019'da mevcut lümenlerin yaklaşık yarısını yakmıştır ve enflasyon yoluyla yeni XLM oluşturulmaz.",
      ],
    },
    unique: {
      question: 'Stellar ne için kullanılır?',
      answer: [
        "Stellar, ödemeler ve dijital varlık ihracı için geliştirilmiştir. Bankalar, ödeme şirketleri ve “anchor” olarak adlandırılan diğer kuruluşlar, ABD doları gibi para birimlerini temsil eden tokenlar ihraç edebilir; ağ ayrıca tek bir ödemenin parçası olarak varlıklar arasında dönüşüm yapabilen yerleşik bir merkeziyetsiz borsa içerir.",
        "XLM, ağı spam'e karşı koruyan çok küçük işlem ücretlerini öder ve her hesabın asgari bir lümen bakiyesi tutması gerekir. Stellar, 2024'te bir akıllı sözleşme platformu olan Soroban'ı ekleyerek ağı basit ödemelerin ötesine taşımıştır.",
      ],
    },
    rateFactors: {
      question: 'XLM fiyatını neler etkiler?',
      answer: [
        "Diğer kripto paralar gibi XLM'nin fiyatı da borsalardaki arz ve talebe göre oluşur ve genellikle kripto piyasasının geneliyle birlikte hareket eder. Stellar'ın ödeme şirketleri ve finans kuruluşları tarafından benimsenmesi ile ağdaki varlık ve uygulamaların büyümesi talebi etkileyebilir.",
        "Stellar Development Foundation'ın elindeki lümenlerin piyasaya sürülmesi, diğer ödeme ağlarıyla rekabet, düzenleyici gelişmeler, borsa listelemeleri ve genel ekonomik koşullar da diğer etkenlerdir. Güncel kur için canlı çeviriciyi kontrol edin.",
      ],
    },
    whereToBuy: {
      question: 'XLM nereden alınır veya satılır?',
      intro:
        "XLM yaygın olarak listelenir ve birçok platformda itibari paralar, stablecoinler ve bitcoin karşılığında işlem görür. XLM sunan, uzun süredir faaliyette olan borsalar arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: "XLM'yi LOBSTR gibi bir Stellar cüzdanında ya da bir Ledger donanım cüzdanında saklayabilir, Stellar'ın yerleşik merkeziyetsiz borsasında işlem yapabilirsiniz. Yeni bir hesaba küçük bir asgari bakiye yüklenmesi gerekir ve birçok borsa para yatırma işlemlerinde bir not (memo) ister; bu notu gösterildiği şekliyle eksiksiz ekleyin.",
      reminder:
        "Bölgenizde hizmet veren saygın borsaları seçin, iki faktörlü kimlik doğrulamayı etkinleştirin ve gizli anahtarınızı (secret key) ya da kurtarma ifadenizi asla kimseye vermeyin.",
    },
  },
  related: [
    { text: 'XLM/EUR çevirici', href: '/xlm-to-eur' },
    { text: 'XLM/GBP çevirici', href: '/xlm-to-gbp' },
    { text: 'XLM/BTC çevirici', href: '/xlm-to-btc' },
    { text: 'XLM/XRP çevirici', href: '/xlm-to-xrp' },
    { text: '1.000 XLM kaç USD', href: '/xlm-to-usd/1000' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
