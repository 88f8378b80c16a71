import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sol',
  coinId: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  layout: 'guide',
  intro: [
    "Solana, hızlı ve düşük maliyetli işlemler için geliştirilmiş, hisse ispatı (proof of stake) kullanan bir blokzincirdir; SOL ise ağın yerel coinidir. SOL, ağ ücretlerini öder, zincirin güvenliğine katkı sağlamak için doğrulayıcılara stake edilir ve Solana üzerinde çalışan cüzdanlar, borsalar ve uygulamalar genelinde kullanılır.",
    "Bu sayfa, gerçek zamanlı piyasa verilerini kullanarak SOL'u Türk lirası, ABD doları, euro veya diğer para birimlerine çevirir. Dilediğiniz SOL miktarını girerek seçtiğiniz para birimindeki değerini ters kurla birlikte görebilir, farklı bir karşılaştırmaya ihtiyaç duyarsanız hedefi başka bir para birimine ya da coine çevirebilirsiniz.",
  ],
  converting:
    "Solana'yı seçtiğiniz para birimine çevirmek için elinizdeki ya da işlem yapmayı planladığınız SOL miktarını girin; çevirici bu miktarı güncel SOL piyasa kuruyla (örneğin SOL/TRY) çarpar. Kurlar, CoinGecko ile SOL'u listeleyen borsalardaki fiyatların medyanıdır ve her dakika yenilenir; bu nedenle sonuç sabit bir fiyat teklifini değil, son işlemleri yansıtır. Borsalar kendi makaslarını ve işlem ücretlerini uyguladığından, satış yaptığınızda elinize geçen tutar biraz daha düşük olabilir.",
  guide: {
    steps: [
      "Bir kripto parayı devletin ihraç ettiği bir para birimine çevireceğiniz için çeviricinin üst kısmındaki “Kriptodan İtibari Paraya” sekmesini açın.",
      "Kaynak seçicisinde Solana'yı aratın ya da SOL yazın ve çevirmek istediğiniz kaynak coin olarak seçin.",
      "Hedef seçicisinde, hedef para birimi olarak Türk lirası (TRY) gibi istediğiniz itibari parayı seçin. Seçicilerde arama yapılabildiği için para biriminin kodunu yazmak onu bulmanın en hızlı yoludur.",
      "Miktar alanına SOL miktarını yazın. Tam coinler de 0,25 ya da 3,5 SOL gibi kesirli miktarlar da kabul edilir.",
      "Seçtiğiniz para birimindeki sonucu; kur ve bir birim itibari parayla kaç SOL alınabileceğini gösteren ters kurla birlikte okuyun.",
      "En güncel kuru almak için Yenile düğmesine basın; bu düğme 10 saniyede bir kullanılabilir. Bunun yerine itibari paradan SOL'a çevirmek isterseniz yer değiştirme düğmesini kullanın.",
    ],
    priceFactors: [
      {
        title: 'Ağ faaliyeti',
        text: "Alım satım, ödemeler, oyunlar ve token lansmanlarından kaynaklanan Solana blok alanı talebi, ücret harcamalarını ve SOL tutmaya yönelik ilgiyi artırır; bu da fiyatı hareket ettirebilir.",
      },
      {
        title: 'Staking ve arz',
        text: "SOL'un sabit bir azami arzı yoktur. Yeni coinler, giderek azalan bir enflasyon takvimiyle staking ödülü olarak ihraç edilirken her işlem ücretinin bir kısmı yakılır; dolaşımdaki arzı her iki taraf birlikte şekillendirir.",
      },
      {
        title: 'Ağ güvenilirliği',
        text: "Solana ilk yıllarında birkaç kez kesinti yaşadı. İstikrar, istemci çeşitliliği ve güncellemeler, geliştiricilerin ve yatırımcıların ağa ve coinine bakışını etkiler.",
      },
      {
        title: 'Genel kripto piyasası',
        text: "Büyük altcoinlerin çoğu gibi SOL da Bitcoin fiyatındaki değişimler, likidite ve genel risk iştahı dahil olmak üzere kripto piyasasının geneliyle birlikte hareket etme eğilimindedir.",
      },
      {
        title: 'Düzenlemeler ve listelemeler',
        text: "Düzenleyici kararlar, borsa listelemeleri ve yatırım ürünleri aracılığıyla erişim, SOL satın almanın ne kadar kolay olduğunu değiştirebilir ve dolayısıyla talebi etkileyebilir.",
      },
    ],
    whyConvert: [
      {
        title: 'Varlığınızın değerini bilin',
        text: "SOL'u itibari paraya çevirmek; bir cüzdan bakiyesinin, staking ödüllerinin ya da alınan bir ödemenin gündelik harcamalarla karşılaştırması daha kolay olan kendi para biriminizdeki değerini gösterir.",
      },
      {
        title: 'İşleminizi planlayın',
        text: "Bir borsada satış yapmadan önce canlı SOL kurunu kontrol etmek, size sunulan fiyatın, makasın ya da ücretin makul olup olmadığını değerlendirmenize yardımcı olur.",
      },
      {
        title: 'Kayıt tutma',
        text: "Birçok kişi bütçe ya da vergi kayıtları için işlem anındaki SOL değerini itibari para cinsinden not eder; çevirici bunun için hızlı bir referans rakam sunar.",
      },
      {
        title: 'Para birimlerini karşılaştırın',
        text: "Aynı sayfada hedefi EUR ya da GBP gibi bir para birimine veya BTC gibi başka bir coine çevirerek SOL'un değerini sizin için önemli olan birimde görebilirsiniz.",
      },
    ],
    closing: {
      title: 'SOL çeviricisini kullanma',
      paragraphs: [
        "Bu sayfadaki kurlar, CoinGecko ile SOL'u listeleyen borsalardaki fiyatların medyanı olan gerçek zamanlı piyasa kurlarıdır; tablolarda gösterilen değerler ise yaklaşıktır. Canlı veriler kısa süreliğine kullanılamazsa sayfa, yaklaşık değerler gösterdiğini belirtir.",
        "Tek tek borsalardaki fiyatlar piyasa ortalamasından biraz farklı olabilir; bu nedenle çeviriciyi bir referans olarak kullanın ve nihai tutarı işlem yaptığınız platformda teyit edin.",
      ],
    },
  },
  faq: {
    what: {
      question: 'Solana (SOL) nedir?',
      answer: [
        "Solana, çok sayıda işlemi hızlı ve ucuz biçimde gerçekleştirmek için tasarlanmış herkese açık bir blokzincirdir. Anatoly Yakovenko'nun 2017 tarihli teknik belgesinde (whitepaper) tanımlanmış, ana ağ betası ise Mart 2020'de yayına girmiştir. SOL, ağın yerel coinidir.",
        "Solana, doğrulayıcıların blok üretimine katılmak için SOL kilitlediği hisse ispatını (proof of stake), işlemleri onaylanmadan önce sıraya koyan Proof of History adlı bir zaman tutma tekniğiyle birleştirir. SOL'un en küçük birimi, bir coinin milyarda biri olan lamport'tur.",
      ],
    },
    unique: {
      question: 'Solana ne için kullanılır?',
      answer: [
        "SOL, Solana'da işlem ücretlerini ödemek ve ağı güvence altına alıp staking ödülü kazandıran doğrulayıcılara stake etmek için kullanılır. Solana; merkeziyetsiz borsalara, borç verme uygulamalarına, ödeme araçlarına, NFT pazaryerlerine ve oyunlara ev sahipliği yapar.",
        "Ölçeklenmek için ayrı katman 2 ağlarına dayanan blokzincirlerin aksine Solana, yüksek işlem kapasitesini tek bir temel katmanda karşılamayı hedefler; bu da gündelik transferlerde ve alım satımda ücretleri düşük tutar.",
      ],
    },
    rateFactors: {
      question: 'SOL fiyatını neler etkiler?',
      answer: [
        "SOL'un kuru, dünya genelindeki borsalarda oluşan arz ve talebi yansıtır. Solana ağındaki faaliyetler, staking'e katılım, yeni ihraç, genel kripto piyasasının durumu, düzenleyici haberler ve borsa listelemeleri kuru etkileyen etkenler arasındadır.",
        "Kur sürekli değiştiği için çevirici her dakika güncellenen canlı verileri kullanır. Eski fiyatlara güvenmek yerine güncel rakam için yukarıdaki canlı kura göz atın.",
      ],
    },
    whereToBuy: {
      question: 'SOL nereden alınır veya satılır?',
      intro:
        "SOL, büyük merkezi borsalarda yaygın olarak bulunur ve bu borsalarda ABD doları, diğer itibari paralar veya stablecoinler karşılığında alınıp satılabilir. Tanınmış seçenekler arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: "SOL'u kendiniz saklamayı tercih ederseniz Phantom ve Solflare gibi kendi kendine saklama (self-custody) cüzdanları Solana'yı destekler; Jupiter ve Raydium gibi merkeziyetsiz borsalar ise SOL'u diğer Solana tokenlarıyla takas etmenizi sağlar.",
      reminder:
        "Ülkenizde hizmet veren saygın borsaları kullanın, iki faktörlü kimlik doğrulamayı açın ve cüzdanınızın kurtarma ifadesini asla kimseyle paylaşmayın; onu yalnızca sizin erişebileceğiniz çevrim dışı bir yerde saklayın.",
    },
  },
  related: [
    { text: 'SOL/EUR çevirici', href: '/sol-to-eur' },
    { text: 'SOL/GBP çevirici', href: '/sol-to-gbp' },
    { text: 'SOL/BTC çevirici', href: '/sol-to-btc' },
    { text: 'SOL/ETH çevirici', href: '/sol-to-eth' },
    { text: 'USD/SOL çevirici', href: '/usd-to-sol' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
