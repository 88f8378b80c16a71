import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: 'Ethereum',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    "Ethereum, merkeziyetsiz uygulamaların, tokenların ve NFT'lerin arkasındaki kod olan akıllı sözleşmeleri çalıştıran programlanabilir bir blokzincirdir. ETH kodu ile işlem gören Ether ise ağın yerel para birimidir; işlem ücretlerini ödemek ve ağda staking yapmak için kullanılır.",
    "Bu çevirici, gerçek zamanlı piyasa verilerini kullanarak ETH'nin Türk lirası, ABD doları, euro veya diğer para birimlerindeki değerini gösterir. Dilediğiniz ETH miktarını yazarak seçtiğiniz para birimindeki karşılığını ve ters kuru görebilir ya da hedef olarak başka bir itibari para veya coin seçebilirsiniz.",
  ],
  converting:
    "Ethereum'u seçtiğiniz para birimine çevirmek için ETH miktarını girin; çevirici bu miktarı güncel ETH piyasa kuruyla (örneğin ETH/TRY) çarpar. Bu kur, beş borsa ve CoinGecko'daki fiyatların medyanıdır ve her dakika yenilenir. Bir ETH çok küçük birimlere bölünebildiği için kesirli miktarlar yaygındır; 0,1 ETH/USD gibi sabit tutarlar için ayrı sayfalar da bulunur. Bir borsada elinize geçecek tutar, o borsanın makası ve işlem ücretleri nedeniyle biraz farklı olabilir.",
  faq: {
    what: {
      question: 'Ethereum (ETH) nedir?',
      answer: [
        "Ethereum, 2013 yılında Vitalik Buterin tarafından önerilmiş ve aralarında Gavin Wood ile Joseph Lubin'in de bulunduğu bir grup kurucu ortakla Temmuz 2015'te hayata geçirilmiştir. Geliştiricilerin, yazıldıkları şekilde birebir çalışan akıllı sözleşmeler yayımlayabildiği herkese açık bir blokzincirdir.",
        "ETH, ağın yerel para birimidir. Eylül 2022'de Merge olarak bilinen güncelleme, Ethereum'u iş ispatından (proof of work) hisse ispatına (proof of stake) geçirdi; bu nedenle bloklar artık madenciler tarafından değil, ETH stake eden doğrulayıcılar tarafından üretiliyor. Ether'in en küçük birimi wei'dir; işlem ücretleri ise genellikle bir ETH'nin milyarda biri olan gwei cinsinden ifade edilir.",
      ],
    },
    unique: {
      question: "Ethereum'un Bitcoin'den farkı nedir?",
      answer: [
        "Bitcoin, esas olarak 21 milyon coinlik sabit arza sahip dijital bir para olarak tasarlanmıştır. Ethereum ise genel amaçlı bir platform olarak tasarlanmıştır: akıllı sözleşmeleri merkeziyetsiz borsalara, borç verme uygulamalarına, stablecoinlere, NFT'lere ve daha birçok tokena güç verir; ETH de bu hesaplamaların bedelini ödeyen yakıttır.",
        "ETH'nin sabit bir azami arzı yoktur. Doğrulayıcılara yeni ETH ihraç edilirken, 2021'de EIP-1559 adıyla yapılan değişiklikle her işlem ücretinin bir kısmı yakılır; dolayısıyla net arz, ağın ne kadar yoğun kullanıldığına bağlıdır. Birçok uygulama da işlemlerini nihai olarak Ethereum'a kaydeden katman 2 ağlarında çalışır.",
      ],
    },
    rateFactors: {
      question: 'ETH fiyatını neler etkiler?',
      answer: [
        "ETH'nin kuru; alım satım talebine, ağın ve katman 2 sistemlerinin kullanımına, yeni ihraç ile yakılan ücretler arasındaki dengeye, staking oranına, düzenleyici kararlara, borsa yatırım fonları (ETF) gibi yatırım ürünlerine ve genel kripto piyasasının seyrine bağlıdır.",
        "Geçmişten bir örnek vermek gerekirse, bir dönem 1 ETH yaklaşık 2.641 USD değerindeydi; bu da o an 0,1 ETH'nin kabaca 264 USD ettiği anlamına geliyordu. Bu rakam yalnızca bir örnektir; fiyat sürekli değiştiği için bugünkü değer için yukarıdaki canlı kura göz atın.",
      ],
    },
    whereToBuy: {
      question: 'ETH nereden alınır veya satılır?',
      intro:
        'ETH neredeyse tüm kripto para borsalarında bulunur ve ABD doları, diğer itibari paralar ve stablecoinler karşılığında alınıp satılabilir. ETH sunan köklü borsalar arasında şunlar yer alır:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: "ETH'yi kendiniz saklamak isterseniz MetaMask gibi cüzdanlar ya da Ledger veya Trezor gibi bir donanım cüzdanı kullanabilirsiniz. Uniswap gibi merkeziyetsiz borsalar ise ETH'yi doğrudan cüzdanınızdan diğer Ethereum tokenlarıyla takas etmenize olanak tanır.",
      reminder:
        "Saygın borsaları tercih edin, iki faktörlü kimlik doğrulamayı açın ve kurtarma ifadenizi çevrim dışı ve gizli tutun; bu ifadeyi hiçbir web sitesine girmeyin ve ETH göndermeden önce adresleri iki kez kontrol edin.",
    },
  },
  related: [
    { text: '0,1 ETH kaç USD', href: '/eth-to-usd/0.1' },
    { text: '0,01 ETH kaç USD', href: '/eth-to-usd/0.01' },
    { text: 'ETH/EUR çevirici', href: '/eth-to-eur' },
    { text: 'ETH/GBP çevirici', href: '/eth-to-gbp' },
    { text: 'ETH/BTC çevirici', href: '/eth-to-btc' },
    { text: 'USD/ETH çevirici', href: '/usd-to-eth' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
