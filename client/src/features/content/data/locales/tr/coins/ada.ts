import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    "Cardano, 2017'de faaliyete geçen ve hisse ispatı (proof of stake) kullanan bir blokzincirdir; ADA ise ağın yerel kripto parasıdır. ADA, işlem ücretlerini ödemek, blok üreten havuzlara stake devretmek ve ağın nasıl yönetileceğine dair oylamalara katılmak için kullanılır.",
    "Bu çevirici, gerçek zamanlı piyasa verilerini kullanarak dilediğiniz miktardaki ADA'yı Türk lirası, ABD doları, euro veya diğer para birimlerine çevirir. ADA bakiyenizi yazarak seçtiğiniz para birimindeki değerini ve ters kuru görebilir ya da başka bir itibari paraya veya coine geçebilirsiniz.",
  ],
  converting:
    "Cardano'yu seçtiğiniz para birimine çevirmek, ADA miktarınızı güncel ADA piyasa kuruyla (örneğin ADA/TRY) çarpmaktan ibarettir. Çevirici bu kuru, CoinGecko ile ADA'yı listeleyen borsalardaki fiyatların medyanı olarak alır ve her dakika günceller; böylece rakam pek çok borsadaki son işlemleri yansıtır. Gerçekten satış yaptığınızda borsa, elinize geçen tutarı biraz azaltan bir ücret ya da makas uygulayabilir.",
  guide: {
    steps: [
      "Bir kripto parayı itibari paraya çevirmek için çeviricinin üst kısmındaki “Kriptodan İtibari Paraya” sekmesini seçin.",
      "Kaynak seçicisinde Cardano ya da ADA'yı aratın ve kaynak coin olarak seçin.",
      "Sonucun istediğiniz para biriminde gösterilmesi için Hedef seçicisinde Türk lirası (TRY) gibi bir itibari parayı hedef para birimi olarak seçin.",
      "Miktar alanına ADA miktarını girin; hem tam coinler hem de ondalıklı miktarlar kabul edilir.",
      "Seçtiğiniz para birimindeki sonucu; kur ve bir birim itibari parayla kaç ADA alınabileceğini gösteren ters kurla birlikte okuyun.",
      "En güncel kuru almak için Yenile düğmesine basın (10 saniyede bir kullanılabilir) ya da itibari parayı ADA'ya çevirmek için yer değiştirme düğmesine dokunun.",
    ],
    priceFactors: [
      {
        title: 'Geliştirme aşamaları',
        text: "Cardano, 2021'de akıllı sözleşmelerin eklenmesi ve ardından zincir üstü (on-chain) yönetişimin devreye alınması gibi planlı aşamalarla güncellenir. Bu güncellemelerdeki ilerleme ya da gecikmeler, ADA'ya biçilen değeri değiştirebilir.",
      },
      {
        title: 'Ekosistem faaliyeti',
        text: "Cardano üzerindeki uygulama, merkeziyetsiz borsa ve kullanıcı sayısı, işlem talebini ve ADA tutmaya yönelik ilgiyi etkiler.",
      },
      {
        title: 'Sabit azami arz',
        text: "ADA'nın azami arzı 45 milyar coindir. Yeni ADA, bir rezervden staking ödülleri şeklinde kademeli olarak dolaşıma girer; bu nedenle ihraç hızı zamanla yavaşlar.",
      },
      {
        title: 'Piyasa algısı',
        text: "ADA genellikle Bitcoin fiyatındaki, likiditedeki ve risk algısındaki değişimler dahil olmak üzere kripto piyasasının geneliyle birlikte hareket eder.",
      },
      {
        title: 'Düzenlemeler',
        text: "Büyük piyasalarda kripto paraların nasıl sınıflandırıldığı, listelendiği ve vergilendirildiğine ilişkin kurallar, ADA'ya erişimi ve ADA'ya olan talebi etkileyebilir.",
      },
    ],
    whyConvert: [
      {
        title: 'Bakiyenizi kendi para biriminizde görün',
        text: "ADA'yı itibari paraya çevirmek, bir cüzdan ya da borsa bakiyesinin gündelik harcamalarla ilişkilendirmesi daha kolay olan değerini kendi para biriminizde gösterir.",
      },
      {
        title: 'Staking ödüllerini değerlendirin',
        text: "Stake devredenler her epoch'ta ADA ödülü alır; bu ödülleri itibari paraya çevirmek, bugünkü kurla ne ettiklerini anlamanıza yardımcı olur.",
      },
      {
        title: 'İşlemden önce kontrol edin',
        text: "Canlı bir referans kur, alım ya da satım yapmadan önce bir borsanın sunduğu fiyatı piyasa ortalamasıyla karşılaştırmanızı sağlar.",
      },
      {
        title: 'Bütçe ve vergiler',
        text: "Her işlem anındaki ADA değerini itibari para cinsinden kaydetmek, kişisel bütçeniz ve gerekli olduğu durumlarda vergi beyanı için yardımcı olur.",
      },
    ],
    closing: {
      title: 'ADA çeviricisini kullanma',
      paragraphs: [
        "Bu sayfa, her biri CoinGecko ile ADA'yı listeleyen borsalardaki fiyatların medyanı olan ve her dakika güncellenen gerçek zamanlı piyasa kurlarını gösterir; tablolardaki değerler ise yaklaşıktır. Canlı veriler bir süreliğine kullanılamazsa sayfa, yaklaşık değerler gösterdiğini belirtir.",
        "Çeviriciyi hızlı bir referans olarak kullanın ve bir işlemi tamamlamadan önce tercih ettiğiniz borsadaki kesin fiyatı teyit edin.",
      ],
    },
  },
  faq: {
    what: {
      question: 'Cardano (ADA) nedir?',
      answer: [
        "Cardano, 2017'de faaliyete geçen ve Ethereum'un kurucu ortaklarından Charles Hoskinson'ın öncülük ettiği herkese açık bir blokzincirdir. Input Output (IOG), Cardano Foundation ve Emurgo dahil olmak üzere birkaç kuruluş tarafından geliştirilmektedir. Coin adını Ada Lovelace'tan alır; en küçük birimi olan lovelace, bir ADA'nın milyonda biridir.",
        "Cardano, hakemli akademik araştırmalarla geliştirilen Ouroboros adlı bir hisse ispatı (proof of stake) protokolü kullanır. ADA sahipleri coinlerini kilitlemeden stake'lerini stake havuzlarına devredebilir ve ağın güvenliğine katkıları karşılığında ödül kazanır.",
      ],
    },
    unique: {
      question: "Cardano'yu diğer blokzincirlerden farklı kılan nedir?",
      answer: [
        "Cardano, araştırmaya dayalı bir yaklaşımı öne çıkarır; protokollerinin çoğu hayata geçirilmeden önce akademik makalelerde tanımlanır. Bitcoin'in kullandığı modelin geliştirilmiş bir hali olan genişletilmiş UTXO muhasebe modelini kullanır; bu model, işlemlerin sonuçlarını gönderilmeden önce öngörülebilir kılar.",
        "ADA; işlem ücretleri, staking devri ve sahiplerin hazine harcamaları ile protokol değişikliklerine ilişkin kararlara katılabildiği zincir üstü yönetişim için kullanılır. Cardano'daki akıllı sözleşmeler, Plutus platformu etrafında geliştirilmiş araçlarla yazılır.",
      ],
    },
    rateFactors: {
      question: 'ADA fiyatını neler etkiler?',
      answer: [
        "ADA'nın kuru, borsalardaki arz ve talebi yansıtır. Ağ güncellemeleri, Cardano üzerindeki uygulamaların büyümesi, staking'e katılım, düzenleyici haberler ve genel kripto piyasası kuru etkileyen başlıca unsurlardır.",
        "Bu etkenler sürekli değiştiği için çevirici her dakika güncellenen canlı fiyatları kullanır. Güncel değer için yukarıdaki canlı kura göz atın.",
      ],
    },
    whereToBuy: {
      question: 'ADA nereden alınır veya satılır?',
      intro:
        "ADA, büyük kripto para borsalarının çoğunda bulunur ve bu borsalarda ABD doları, diğer itibari paralar veya stablecoinler karşılığında alınıp satılabilir. ADA'yı listeleyen köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: "Varlıklarınızı kendiniz saklamak ve staking yapmak için Lace, Eternl ve Yoroi gibi Cardano cüzdanları ADA tutmanıza ve bir stake havuzuna devretmenize olanak tanır; Minswap gibi merkeziyetsiz borsalar ise ADA'yı Cardano'nun yerel tokenlarıyla takas etmenizi sağlar.",
      reminder:
        "Yalnızca saygın borsaları kullanın, iki faktörlü kimlik doğrulamayı açın ve kurtarma ifadenizi çevrim dışı saklayın; bu ifadeyi asla bir web sitesine girmeyin ya da destek sunduğunu iddia eden hiç kimseyle paylaşmayın.",
    },
  },
  related: [
    { text: 'ADA/EUR çevirici', href: '/ada-to-eur' },
    { text: 'ADA/GBP çevirici', href: '/ada-to-gbp' },
    { text: 'ADA/BTC çevirici', href: '/ada-to-btc' },
    { text: 'ADA/ETH çevirici', href: '/ada-to-eth' },
    { text: 'USD/ADA çevirici', href: '/usd-to-ada' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
