import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    "Bu çevirici, gün boyunca yenilenen piyasa kurlarını kullanarak dilediğiniz miktardaki XRP'yi Türk lirası, ABD doları gibi itibari paralara ya da başka bir kripto paraya çevirir. Bir miktar girip XRP'yi ve istediğiniz para birimini seçtiğinizde sonuç, kur ve ters kur ile birlikte görüntülenir.",
    "XRP, hızlı ve düşük maliyetli ödemeler için geliştirilmiş herkese açık bir ağ olan XRP Ledger'ın yerel varlığıdır. Aşağıda dönüşümün nasıl yapıldığını, XRP'nin ne olduğunu, fiyatını neyin hareket ettirdiğini ve genellikle nereden alınıp satıldığını anlatan kısa bir rehber bulacaksınız.",
  ],
  converting:
    "“Kriptodan İtibari Paraya” sekmesini açın, Miktar alanına coin sayısını yazın, Kaynak listesinden XRP'yi, Hedef listesinden de Türk lirası (TRY) gibi istediğiniz para birimini seçin. Çevirici, tutarın bu para birimindeki karşılığını, bir XRP'nin ve bir birim itibari paranın kurunu birlikte gösterir. Ters yönde çevirmek için yer değiştirme düğmesini kullanabilirsiniz. Kurlar, CoinGecko ile XRP'yi listeleyen borsalardaki fiyatların medyanıdır ve her dakika güncellenir; Yenile düğmesi ise en fazla 10 saniyede bir yeni fiyat getirir. Canlı veriler yüklenemezse sayfa bunu belirtir ve gösterilen rakamlar yaklaşık değerlerdir.",
  valueTable: {
    caption: 'Örnek XRP/USD değerleri',
    rows: [
      { amount: '1 XRP', value: '0,50–0,60 USD' },
      { amount: '10 XRP', value: '5–6 USD' },
      { amount: '100 XRP', value: '50–60 USD' },
      { amount: '1.000 XRP', value: '500–600 USD' },
    ],
    note: "Bu tablo, XRP'nin yaklaşık 0,50–0,60 USD seviyesinden işlem gördüğü geçmiş bir döneme ait örnek değerleri gösterir; bugünkü fiyat değildir. Güncel XRP kuru için yukarıdaki canlı çeviriciyi kullanın.",
  },
  faq: {
    what: {
      question: 'XRP nedir?',
      answer: [
        "XRP, 2012'de faaliyete geçen açık kaynaklı ve herkese açık bir blokzincir olan XRP Ledger'ın yerel dijital varlığıdır. Ledger, geliştiriciler David Schwartz, Jed McCaleb ve Arthur Britto tarafından oluşturulmuş; bugün Ripple olarak bilinen şirket de aynı dönemde kurularak coinlerin büyük bir bölümünü almıştır. 100 milyar XRP'nin tamamı ledger başlatıldığında oluşturulmuştur; madencilik yoktur ve her işlemde yok edilen çok küçük bir ücret arzı yavaş yavaş azaltır.",
        "XRP Ledger, iş ispatı (proof of work) ya da hisse ispatı (proof of stake) yerine, bağımsız doğrulayıcıların birkaç saniyede bir her yeni ledger sürümü üzerinde uzlaştığı kendine özgü bir konsensüs protokolü kullanır. Her hesabın asgari bir XRP rezervi tutması gerekir. Bu temel rezerv uzun yıllar boyunca 10 XRP idi, ancak zaman içinde düşürüldü; bu yüzden yeni bir hesaba bakiye yüklemeden önce güncel rezerv miktarını kontrol edin.",
      ],
    },
    unique: {
      question: "XRP'nin Ripple'dan farkı nedir?",
      answer: [
        "Ripple, bankalar ve işletmeler için ödeme ve saklama (custody) ürünleri geliştiren özel bir şirkettir; XRP ise bir varlık, XRP Ledger da bu varlığın üzerinde çalıştığı herkese açık ağdır. Ripple bazı sınır ötesi ödeme hizmetlerinde XRP kullanır, ancak ledger açık kaynaklıdır ve herkes şirketle hiçbir bağlantısı olmadan doğrulayıcı çalıştırabilir, XRP tutabilir veya ağ üzerinde uygulama geliştirebilir.",
        "XRP Ledger en başından ödemeler için tasarlanmıştır: işlemler birkaç saniyede tamamlanır, ücretler bir sentin çok küçük bir kısmı kadardır ve ledger, ihraç edilen tokenların alınıp satılabildiği yerleşik bir merkeziyetsiz borsa içerir. Onu genel amaçlı akıllı sözleşme platformlarından ayıran da hızlı ve ucuz takasa odaklanmasıdır.",
      ],
    },
    rateFactors: {
      question: 'XRP fiyatını neler etkiler?',
      answer: [
        "Diğer kripto paralar gibi XRP'nin fiyatı da pek çok borsadaki arz ve talebe göre oluşur; dolayısıyla kuru, kripto piyasasının genel havasına, işlem hacmine ve likiditeye göre hareket eder. Ripple şirketiyle ilgili haberler, özellikle ABD'de ve diğer ülkelerdeki hukuki ve düzenleyici gelişmeler, geçmişte fiyatı sert biçimde etkilemiştir.",
        "Diğer etkenler arasında XRP'nin ödemelerde benimsenmesi, Ripple'ın emanet hesabında (escrow) tuttuğu XRP'lerin piyasaya sürülmesi, borsalarda listelenme ve listeden çıkarılma kararları ile risk iştahını etkileyen genel ekonomik koşullar sayılabilir. Kur hızla değişebildiği için her rakamı belirli bir ana ait anlık görüntü olarak değerlendirin ve işlem yapmadan önce canlı çeviriciyi kontrol edin.",
      ],
    },
    whereToBuy: {
      question: 'XRP nereden alınır veya satılır?',
      intro:
        "XRP en yaygın listelenen kripto paralardan biridir ve büyük platformların çoğunda ABD doları, euro, stablecoinler ve bitcoin karşılığında işlem görür. XRP'yi listeleyen tanınmış borsalar arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: "XRP'yi kendiniz saklamayı tercih ederseniz Xaman (eski adıyla Xumm) gibi cüzdanlar ve Ledger'ın donanım cüzdanları XRP Ledger'ı destekler. Yeni bir hesabın asgari rezerve ihtiyaç duyduğunu ve birçok borsanın para yatırırken hedef etiketi (destination tag) istediğini unutmayın; bu etiketi birebir kopyalayın.",
      reminder:
        "Hizmetlere erişim yaşadığınız ülkeye göre değişir; işlem ücretleri genellikle işlem başına %0,1–0,5 civarındadır. Saygın ve lisanslı borsaları tercih edin, iki faktörlü kimlik doğrulamayı açın ve kurtarma ifadenizi asla kimseyle paylaşmayın ya da çevrim içi ortamda saklamayın.",
    },
  },
  related: [
    { text: 'XRP/EUR çevirici', href: '/xrp-to-eur' },
    { text: 'XRP/GBP çevirici', href: '/xrp-to-gbp' },
    { text: 'XRP/BTC çevirici', href: '/xrp-to-btc' },
    { text: '100 XRP kaç USD', href: '/xrp-to-usd/100' },
    { text: '1.000 XRP kaç USD', href: '/xrp-to-usd/1000' },
    { text: 'USD/XRP çevirici', href: '/usd-to-xrp' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
