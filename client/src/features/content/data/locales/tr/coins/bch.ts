import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: 'Bitcoin Cash',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    "Bu çevirici, Bitcoin Cash'i (BCH) gerçek zamanlı piyasa kurlarıyla Türk lirası, ABD doları gibi itibari paralara ya da diğer kripto paralara çevirir. Bir miktar girdiğinizde çevrilen değeri, BCH'nin seçtiğiniz para birimindeki kuru ve ters kurla birlikte görürsünüz.",
    "Bitcoin Cash, düşük ücretli bir elektronik nakit olarak hizmet vermek amacıyla 2017'de Bitcoin'den ayrıldı. Aşağıdaki rehberde BCH'nin nasıl çevrileceği, Bitcoin'den nasıl ayrıldığı, fiyatını neyin hareket ettirdiği ve hangi borsalarda listelendiği anlatılmaktadır.",
  ],
  converting:
    "“Kriptodan İtibari Paraya” sekmesinde coin sayısını girin, Kaynak para birimi olarak BCH'yi, Hedef para birimi olarak da Türk lirası (TRY) gibi istediğiniz itibari parayı seçin; çevirici, seçtiğiniz para birimindeki değeri iki yönlü kurlarla birlikte gösterir. Yer değiştirme düğmesi yönü değiştirir; “Kriptodan Kriptoya” sekmesi ise BCH'yi BTC ya da başka bir coinle karşılaştırmanızı sağlar. Kurlar, CoinGecko ile BCH'yi listeleyen borsalardaki fiyatların medyanıdır ve her dakika güncellenir; Yenile düğmesine 10 saniyede bir basılabilir. Canlı veriler kullanılamadığında sayfa, rakamların yaklaşık olduğunu belirtir.",
  faq: {
    what: {
      question: 'Bitcoin Cash (BCH) nedir?',
      answer: [
        "Bitcoin Cash, 1 Ağustos 2017'de Bitcoin blokzincirinde yapılan bir hard fork ile oluşturulmuş bir kripto paradır. Ayrılma anında bitcoin tutan herkes aynı miktarda BCH aldı. Fork, Bitcoin topluluğunda ağın nasıl ölçekleneceğine dair uzun süren bir tartışmanın sonucunda gerçekleşti; Bitcoin Cash destekçileri daha büyük blokları savunuyordu.",
        "Bitcoin gibi Bitcoin Cash de SHA-256 algoritmasıyla iş ispatı (proof of work) madenciliği kullanır, 21 milyon coinlik azami arza sahiptir ve blok ödülünü yaklaşık dört yılda bir yarıya indirir. Tek bir şirket yerine birkaç bağımsız ekip tarafından geliştirilmektedir.",
      ],
    },
    unique: {
      question: "Bitcoin Cash'in Bitcoin'den farkı nedir?",
      answer: [
        "Temel fark blok boyutudur. Bitcoin Cash blok boyutu sınırını önce 8 MB'a, ardından 32 MB'a yükseltti; böylece her bloğa daha fazla işlem sığar ve ücretler genellikle çok düşük kalır. Bitcoin ise daha küçük bir temel blok boyutunu korudu ve ölçeklenmek için Segregated Witness ile Lightning Network gibi katman 2 sistemlerine dayanır.",
        "Bitcoin Cash ayrıca genellikle “bitcoincash:” ya da q harfiyle başlayan CashAddr adlı kendine özgü bir adres formatı kullanır; kendi zorluk ayarlama algoritması ve zincir üzerinde token ihracı için CashTokens gibi özellikler eklemiştir. Ağ 2018'de yeniden bölünmüş ve ayrı bir coin olarak Bitcoin SV (BSV) ortaya çıkmıştır.",
      ],
    },
    rateFactors: {
      question: 'BCH fiyatını neler etkiler?',
      answer: [
        "BCH'nin fiyatı borsalardaki arz ve talebe göre oluşur ve genellikle Bitcoin'i ve genel kripto piyasasını izler. Bitcoin Cash'in ödemelerde kullanımı, işlem hacmi ve likidite ile ağdaki madencilik gücünün miktarı fiyatı etkiler.",
        "Yeni arzı azaltan halving'ler, borsa listelemeleri, düzenleyici haberler ve genel ekonomik koşullar da kuru hareket ettirebilir. Alım ya da satım yapmadan önce güncel rakam için yukarıdaki canlı çeviriciyi kontrol edin.",
      ],
    },
    whereToBuy: {
      question: 'BCH nereden alınır veya satılır?',
      intro:
        "Bitcoin Cash, büyük borsaların çoğunda bulunur ve bu borsaların birçoğu ABD doları ve euro karşılığında doğrudan işlem imkânı sunar. BCH'yi listeleyen köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: "Varlıklarınızı kendiniz saklamak için Electron Cash gibi cüzdanlar ile Ledger ve Trezor'un donanım cüzdanları Bitcoin Cash'i destekler. BCH ve BTC ayrı ağlardır; coinler kaybolabileceği için BCH'yi asla bir Bitcoin adresine göndermeyin, aynı şekilde BTC'yi de bir BCH adresine göndermeyin.",
      reminder:
        "Yaşadığınız yerde yasal olarak faaliyet gösteren saygın borsaları kullanın, iki faktörlü kimlik doğrulamayı açın ve kurtarma ifadenizi çevrim dışı olarak yazılı halde, başkalarının erişemeyeceği bir yerde saklayın.",
    },
  },
  related: [
    { text: 'BCH/EUR çevirici', href: '/bch-to-eur' },
    { text: 'BCH/GBP çevirici', href: '/bch-to-gbp' },
    { text: 'BCH/BTC çevirici', href: '/bch-to-btc' },
    { text: '1 BCH kaç USD', href: '/bch-to-usd/1' },
    { text: '10 BCH kaç USD', href: '/bch-to-usd/10' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
