import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    "BNB, BNB Chain'in yerel coinidir ve ilk kez 2017'de ortaya çıktığı Binance borsasıyla yakından bağlantılıdır. BNB Smart Chain'de gas ücretlerini öder, doğrulayıcılarla stake edilebilir ve sahiplerine Binance'te indirimler ile başka avantajlar sağlar.",
    "Bu çevirici, gerçek zamanlı piyasa verilerini kullanarak BNB'nin Türk lirası, ABD doları, euro veya diğer para birimlerindeki değerini gösterir. Bir BNB miktarı yazarak seçtiğiniz para birimindeki karşılığını ve ters kuru görebilir ya da hedefi başka bir itibari paraya veya kripto paraya çevirebilirsiniz.",
  ],
  converting:
    "BNB'yi bir itibari paraya çevirmek, BNB miktarınızı o para birimindeki güncel BNB piyasa kuruyla (örneğin BNB/TRY) çarpmak demektir. Çevirici bu kuru, CoinGecko ile BNB'yi listeleyen borsalardaki fiyatların medyanı olarak alır ve her dakika günceller. Her borsa kendi makasını ve işlem ücretlerini belirlediğinden, satış yaptığınızda elde edeceğiniz fiyat biraz farklı olabilir.",
  guide: {
    steps: [
      '“Kriptodan İtibari Paraya” sekmesini seçin; çünkü bir kripto parayı geleneksel bir para birimine çeviriyorsunuz.',
      "Kaynak seçicisini açın ve kaynak coin olarak BNB'yi seçin. Arama yaparken coinin adını ya da kodunu yazabilirsiniz.",
      'Hedef seçicisini açın ve değerin hangi para biriminde gösterileceğini belirlemek için Türk lirası (TRY) gibi istediğiniz itibari parayı seçin.',
      'Miktar alanına BNB miktarını girin; tam sayı ya da 0,05 BNB gibi kesirli bir değer girebilirsiniz.',
      "Seçtiğiniz para birimindeki karşılığı; kur ve bir birim itibari paranın kaç BNB ettiğini gösteren ters kur ile birlikte okuyun.",
      "En güncel rakam için Yenile düğmesine basın (10 saniyede bir kullanılabilir) ya da itibari paradan BNB'ye çevirmek için yer değiştirme düğmesini kullanın.",
    ],
    priceFactors: [
      {
        title: 'Binance ve ekosistemi',
        text: "BNB, Binance'e bağlı olduğu için borsayla ilgili işlem hacimleri, ürün değişiklikleri ve hukuki ya da düzenleyici konular gibi haberler, bu coini diğer varlıkların çoğuna kıyasla daha fazla etkileme eğilimindedir.",
      },
      {
        title: 'Token yakımları',
        text: 'BNB 200 milyon coinlik bir arzla başladı; düzenli yakımlar, uzun vadede 100 milyon hedefiyle coinleri dolaşımdan çıkarır. Yakım miktarları kamuya açıklanır ve azalan arz fiyatı etkileyen etkenlerden biridir.',
      },
      {
        title: 'BNB Chain kullanımı',
        text: "BNB Smart Chain'deki merkeziyetsiz borsalar, token lansmanları ve oyunlar gibi faaliyetler, işlem ücretlerini ödemek için BNB'ye talep yaratır.",
      },
      {
        title: 'Genel piyasa koşulları',
        text: "BNB genellikle kripto piyasasının geneliyle birlikte hareket eder; bu nedenle Bitcoin fiyatındaki, likiditedeki ve yatırımcı algısındaki değişimler kuruna yansır.",
      },
    ],
    whyConvert: [
      {
        title: 'Bakiyenizi değerlendirin',
        text: 'Hızlı bir BNB dönüşümü, borsa hesabınızdaki ya da cüzdanınızdaki coinlerin güncel kurla kendi para biriminizde ne ettiğini gösterir.',
      },
      {
        title: 'Ücretleri ve ödülleri hesaplayın',
        text: "İşlem ücretlerinizi BNB ile ödüyor ya da staking ödülü olarak BNB alıyorsanız, bunları itibari paraya çevirmek bu tutarların gündelik parayla ne anlama geldiğini anlamanıza yardımcı olur.",
      },
      {
        title: 'Fiyat teklifini kontrol edin',
        text: 'Bir borsanın ya da ödeme hizmetinin sunduğu fiyatı canlı piyasa kuruyla karşılaştırmak, işlemi onaylamadan önce makasın veya ücretin ne kadar büyük olduğunu gösterir.',
      },
      {
        title: 'Kayıt tutun',
        text: 'BNB alırken, satarken ya da harcarken itibari para karşılığını not etmek, kişisel bütçeniz ve gerektiği durumlarda vergi beyanı için faydalıdır.',
      },
    ],
    closing: {
      title: 'BNB çeviricisini kullanma',
      paragraphs: [
        "Buradaki kurlar, CoinGecko ile BNB'yi listeleyen borsalardaki fiyatların medyanı olan ve her dakika yenilenen gerçek zamanlı piyasa kurlarıdır; tablolarda gösterilen değerler ise yaklaşıktır. Canlı veriler yüklenemezse sayfa, yaklaşık değerler gösterdiğini belirtir.",
        'Kesin tutar için kullandığınız borsadaki ya da uygulamadaki nihai fiyatı mutlaka kontrol edin; çünkü ücretler ve makaslar platformdan platforma değişir.',
      ],
    },
  },
  faq: {
    what: {
      question: 'BNB nedir?',
      answer: [
        "BNB, 2017'de Binance tarafından oluşturuldu ve borsanın ilk coin arzı (ICO) sırasında ilk olarak Ethereum üzerinde bir token olarak ihraç edildi. 2019'da Binance'in kendi blokzincirine taşındı; bugün ana ağı BNB Smart Chain olan BNB Chain'in yerel coinidir.",
        "BNB Smart Chain, Ethereum Sanal Makinesi (EVM) ile uyumludur; bu nedenle birçok Ethereum aracı ve akıllı sözleşmesi bu ağda da çalışır. Ağ, BNB stake eden bir grup doğrulayıcı tarafından güvence altına alınır; bu modele genellikle Proof of Staked Authority adı verilir.",
      ],
    },
    unique: {
      question: 'BNB ne için kullanılır?',
      answer: [
        "BNB, BNB Smart Chain ve ilişkili ağlarda gas ücretlerini öder ve doğrulayıcıları desteklemek için stake edilebilir. Binance'te işlem ücreti indirimlerinden yararlanmak, token satışlarına ve diğer programlara katılmak için kullanılabilir.",
        "BNB'yi diğer birçok coinden ayıran, ikili rolüdür: hem genel amaçlı bir blokzincirin yakıtı hem de en büyük kripto para borsalarından birinin fayda tokenıdır; ayrıca toplam arzı zamanla azaltan ve kamuya açıklanan bir yakım programına sahiptir.",
      ],
    },
    rateFactors: {
      question: 'BNB fiyatını neler etkiler?',
      answer: [
        "BNB'nin kuru; alım satım talebine, Binance ile ilgili haberlere, BNB Chain'deki faaliyetlere, planlanmış token yakımlarına, düzenleyici gelişmelere ve genel kripto piyasasının yönüne bağlıdır.",
        'Çevirici her dakika güncellenen canlı piyasa verilerini okur; güncel değer için yukarıdaki canlı kura göz atın.',
      ],
    },
    whereToBuy: {
      question: 'BNB nereden alınır veya satılır?',
      intro:
        "BNB, Binance'te ve diğer pek çok büyük borsada işlem görür; ancak erişim yaşadığınız yere göre değişir ve bazı ABD platformları BNB'yi listelemez. BNB sunan köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: "Varlıklarınızı kendiniz saklamak için Trust Wallet ve MetaMask gibi cüzdanlar BNB Smart Chain'i destekler; PancakeSwap gibi merkeziyetsiz borsalar ise ağdaki diğer tokenlarla BNB takası yapmanızı sağlar. BNB'yi cüzdanınızın beklediği ağ üzerinden gönderdiğinizden emin olun.",
      reminder:
        'Bölgenizde yasal olarak faaliyet gösteren saygın borsaları seçin, iki faktörlü kimlik doğrulamayı açın ve kurtarma ifadenizi çevrim dışı ve gizli tutun; meşru hiçbir hizmet bu ifadeyi sizden istemez.',
    },
  },
  related: [
    { text: 'BNB/EUR çevirici', href: '/bnb-to-eur' },
    { text: 'BNB/GBP çevirici', href: '/bnb-to-gbp' },
    { text: 'BNB/BTC çevirici', href: '/bnb-to-btc' },
    { text: 'BNB/ETH çevirici', href: '/bnb-to-eth' },
    { text: 'USD/BNB çevirici', href: '/usd-to-bnb' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
