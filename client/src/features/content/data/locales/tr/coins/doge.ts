import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'doge',
  coinId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  layout: 'guide',
  intro: [
    "Dogecoin, Aralık 2013'te bir Shiba Inu köpeğinin yer aldığı popüler bir internet meme'inden adını alan, şakayla karışık bir kripto para olarak ortaya çıktı. O günden bu yana bahşiş, küçük ödemeler ve alım satım için kullanılan en tanınmış coinlerden biri haline geldi; DOGE, iş ispatı (proof of work) kullanan kendi blokzincirinin yerel para birimi olmayı sürdürüyor.",
    "Bu çevirici, gerçek zamanlı piyasa verilerini kullanarak DOGE'un Türk lirası, ABD doları, euro veya diğer para birimlerinde ne ettiğini gösterir. Dilediğiniz Dogecoin miktarını girerek seçtiğiniz para birimindeki değerini ve ters kuru görebilir ya da hedef olarak farklı bir para birimi veya coin seçebilirsiniz.",
  ],
  converting:
    "Dogecoin'i seçtiğiniz para birimine çevirmek için DOGE miktarını yazın; çevirici bu miktarı, CoinGecko ile DOGE'u listeleyen borsalardaki fiyatların medyanı olan ve her dakika yenilenen güncel DOGE piyasa kuruyla (örneğin DOGE/TRY) çarpar. Tek bir DOGE genellikle küçük bir tutara karşılık geldiği için kullanıcılar çoğu zaman büyük miktarları çevirir; sonuç, kullanılan kurla birlikte toplam değeri seçtiğiniz para biriminde gösterir.",
  guide: {
    steps: [
      "Bir kripto parayı itibari paraya çevirmek için “Kriptodan İtibari Paraya” sekmesini seçin.",
      "Kaynak seçicisinde Dogecoin ya da DOGE'u aratın ve kaynak coin olarak seçin.",
      "Hedef seçicisinde, değeri görmek istediğiniz para birimi olarak Türk lirası (TRY) gibi bir itibari para seçin.",
      "Miktar alanına çevirmek istediğiniz DOGE sayısını yazın; örneğin 100, 2.500 ya da bir coinin kesri.",
      "Seçtiğiniz para birimindeki sonucu; kur ve bir birim itibari parayla kaç DOGE alınabileceğini gösteren ters kurla birlikte kontrol edin.",
      "En yeni kuru yüklemek için Yenile düğmesini kullanın (10 saniyede bir kullanılabilir) ya da itibari parayı DOGE'a çevirmek için yer değiştirme düğmesine basın.",
    ],
    priceFactors: [
      {
        title: 'Topluluk ve sosyal medya',
        text: "Dogecoin'in geniş bir çevrim içi topluluğu vardır ve tanınmış kamu figürlerinin paylaşımları zaman zaman fiyatını sert biçimde hareket ettirmiştir. Bu profildeki bir coinde piyasa algısı hızla değişebilir.",
      },
      {
        title: 'Enflasyonist arz',
        text: "Dogecoin'in azami arzı yoktur. Madenciler blok başına sabit 10.000 DOGE alır; bu da her yıl sabit sayıda yeni coin eklerken yüzdesel artışın yavaş yavaş düşmesi anlamına gelir.",
      },
      {
        title: 'Ödemeler ve benimsenme',
        text: "DOGE kabul eden işletmeler ve ödeme hizmetleri ile DOGE gönderimini destekleyen uygulamalar, coine yönelik pratik talebin ne kadar olduğunu etkiler.",
      },
      {
        title: 'Genel kripto piyasası',
        text: "DOGE genellikle kripto piyasasının genel yönünü izler; spekülasyonla hareket eden coinler ise piyasa dalgalanmalarına ortalamadan daha güçlü tepki verebilir.",
      },
    ],
    whyConvert: [
      {
        title: 'Küçük birimleri anlamlandırın',
        text: "Bir DOGE genellikle düşük bir değere sahip olduğundan, itibari paraya çevirmek binlerce coinlik bir bakiyenin gerçekte neye karşılık geldiğini görmeyi kolaylaştırır.",
      },
      {
        title: 'Bahşişi veya ödemeyi fiyatlayın',
        text: "Bahşiş ya da ödeme olarak Dogecoin gönderiyor veya alıyorsanız, çevirici bunun itibari para karşılığını söyler; böylece iki taraf da neyin el değiştirdiğini bilir.",
      },
      {
        title: 'İşlemden önce karşılaştırın',
        text: "Satış yapmadan önce canlı DOGE kurunu kontrol etmek, kullandığınız platformdaki alışılmadık derecede geniş makasları veya yüksek ücretleri fark etmenize yardımcı olur.",
      },
      {
        title: 'Kayıtlarınızı takip edin',
        text: "İşlem anındaki DOGE değerini itibari para cinsinden kaydetmek, bütçe planlaması ve gerektiği durumlarda vergi beyanı için faydalıdır.",
      },
    ],
    closing: {
      title: 'DOGE çeviricisini kullanma',
      paragraphs: [
        "Bu sayfadaki tüm kurlar, CoinGecko ile DOGE'u listeleyen borsalardaki fiyatların medyanı olan gerçek zamanlı piyasa kurlarıdır; tablolarda gösterilen değerler ise yaklaşıktır. Canlı fiyatlar geçici olarak kullanılamazsa sayfa, yaklaşık değerler gösterdiğini belirtir.",
        "Dogecoin fiyatları hızla değişebilir; bu nedenle herhangi bir işlemi onaylamadan önce kullandığınız borsada ya da cüzdanda nihai tutarı kontrol edin.",
      ],
    },
  },
  faq: {
    what: {
      question: 'Dogecoin (DOGE) nedir?',
      answer: [
        "Dogecoin, yazılım mühendisleri Billy Markus ve Jackson Palmer tarafından 2013'te, Bitcoin'e samimi ve esprili bir alternatif olması amacıyla oluşturulmuş bir kripto paradır. Logosu, “Doge” meme'indeki Shiba Inu köpeğidir.",
        "Dogecoin, Litecoin ile aynı algoritma olan Scrypt'i kullanan ve iş ispatına (proof of work) dayanan kendi blokzincirinde çalışır; 2014'ten bu yana Litecoin ile birlikte birleşik madencilik (merge mining) yoluyla kazılabilir. Yeni bloklar yaklaşık dakikada bir üretilir, bu da onayların görece hızlı olmasını sağlar.",
      ],
    },
    unique: {
      question: "Dogecoin'in Bitcoin'den farkı nedir?",
      answer: [
        "Bitcoin'in 21 milyon coinlik sabit bir üst sınırı varken Dogecoin'in bir üst sınırı yoktur ve blok başına sabit 10.000 DOGE ihraç eder. Dogecoin ayrıca on dakikada bir yerine yaklaşık dakikada bir blok üretir ve madencilikte SHA-256 yerine Scrypt algoritmasını kullanır.",
        "Pratikte Dogecoin çoğunlukla bahşiş, küçük ödemeler ve çevrim içi topluluklarda kullanılırken Bitcoin daha çok uzun vadeli bir değer saklama aracı olarak tanımlanır.",
      ],
    },
    rateFactors: {
      question: 'DOGE fiyatını neler etkiler?',
      answer: [
        "DOGE'un kuru, borsalardaki alım ve satımlarla belirlenir. Sosyal medyadaki ilgi, kamu figürleriyle ilgili haberler, ödemelerde benimsenme, yeni coinlerin düzenli ihracı ve genel kripto piyasası kuru etkileyen unsurlardır.",
        "Çevirici her dakika güncellenen canlı verileri kullanır; bu nedenle daha önce görmüş olabileceğiniz rakamlara güvenmek yerine yukarıdaki canlı kura göz atın.",
      ],
    },
    whereToBuy: {
      question: 'DOGE nereden alınır veya satılır?',
      intro:
        "Dogecoin, büyük kripto para borsalarının çoğunda listelenir ve ABD doları, diğer itibari paralar ve stablecoinler karşılığında alınıp satılabilir. DOGE sunan köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: "DOGE'u kendiniz saklamak için resmi Dogecoin Core cüzdanını, Dogecoin'i destekleyen çoklu coin cüzdanlarını ya da Ledger veya Trezor gibi bir donanım cüzdanını kullanabilirsiniz.",
      reminder:
        "Yalnızca saygın borsaları kullanın, hesaplarınızı iki faktörlü kimlik doğrulamayla koruyun ve kurtarma ifadenizi çevrim dışı olarak yazılı halde saklayın; bu ifadeye sahip olan herkes coinlerinizi alabilir.",
    },
  },
  related: [
    { text: 'DOGE/EUR çevirici', href: '/doge-to-eur' },
    { text: 'DOGE/GBP çevirici', href: '/doge-to-gbp' },
    { text: 'DOGE/BTC çevirici', href: '/doge-to-btc' },
    { text: 'DOGE/SHIB çevirici', href: '/doge-to-shib' },
    { text: 'USD/DOGE çevirici', href: '/usd-to-doge' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
