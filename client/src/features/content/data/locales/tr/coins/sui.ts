import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    "Sui blokzincirinin yerel tokenı SUI'yi bu araçla Türk lirası, ABD doları veya diğer para birimlerine çevirebilirsiniz. Bir miktar yazdığınızda çevirici, gerçek zamanlı piyasa fiyatlarını kullanarak değerini SUI kuru ve ters kurla birlikte gösterir.",
    "Sui, ana ağını 2023'te başlatan ve işlemlerin hızlı ve paralel biçimde işlenmesine odaklanan bir katman 1 blokzinciridir. Aşağıdaki rehberde SUI'nin nasıl çevrileceğini, ağı farklı kılan özellikleri, fiyatını neyin hareket ettirdiğini ve nerede alınıp satılabileceğini bulabilirsiniz.",
  ],
  converting:
    "“Kriptodan İtibari Paraya” sekmesini açın, çevirmek istediğiniz SUI miktarını girin; Kaynak para birimini SUI, Hedef para birimini de Türk lirası (TRY) gibi istediğiniz itibari para olarak ayarlayın. Seçtiğiniz para birimindeki değeri, bir SUI'nin kurunu ve bir birim itibari paranın kurunu görürsünüz; diğer yönde çevirmek için yer değiştirme düğmesine basın. Kurlar, CoinGecko ile SUI'yi listeleyen borsalardaki fiyatların medyanıdır ve her dakika güncellenir; Yenile düğmesi 10 saniyede bir kullanılabilir. Canlı veri akışı kesilirse sayfa, gösterilen değerlerin yaklaşık olduğunu belirtir.",
  faq: {
    what: {
      question: 'Sui (SUI) nedir?',
      answer: [
        "Sui, aralarında Evan Cheng'in de bulunduğu, Meta'nın Diem ve Novi projelerinde çalışmış eski mühendislerin kurduğu Mysten Labs şirketi tarafından geliştirilen, hisse ispatı (proof of stake) kullanan bir katman 1 blokzinciridir. Sui ana ağı Mayıs 2023'te faaliyete geçti. Sui'deki akıllı sözleşmeler, ilk olarak Diem için oluşturulan Move programlama dilinin bir sürümü olan Sui Move ile yazılır.",
        "SUI, ağın yerel tokenıdır. Gas ücretlerini öder, delege edilmiş hisse ispatı (DPoS) yoluyla ağı güvence altına almak için doğrulayıcılarla stake edilir ve zincir üstü yönetişimde kullanılır. Toplam arz 10 milyar SUI ile sınırlıdır ve zaman içinde kademeli olarak piyasaya sürülür.",
      ],
    },
    unique: {
      question: "Sui'yi diğer blokzincirlerden farklı kılan nedir?",
      answer: [
        "Sui, nesne merkezli bir veri modeli kullanır: coinler ve NFT'ler gibi varlıklar, ortak bir hesap tablosundaki kayıtlar değil, her biri bir sahibi olan ayrı nesnelerdir. Yalnızca tek bir adrese ait nesnelere dokunan işlemlerin diğer tüm işlemlere göre sıralanması gerekmez; bu sayede paralel olarak işlenebilir ve çok hızlı bir şekilde kesinleşebilirler.",
        "Bir alım satım havuzu gibi ortak nesneleri içeren işlemler ise ağın konsensüs protokolünden geçer. Basit ve ortak işlemler arasındaki bu ayrım, Move dilinin varlıkları güvenli biçimde işlemeye verdiği önemle birlikte Sui'yi Ethereum gibi hesap tabanlı zincirlerden ayırır.",
      ],
    },
    rateFactors: {
      question: 'SUI fiyatını neler etkiler?',
      answer: [
        "SUI fiyatı borsalardaki arz ve talebe göre oluşur ve çoğu zaman genel kripto piyasasının yönünü izler. Merkeziyetsiz finans ve oyunlar gibi Sui üzerindeki uygulamaların büyümesi ya da gerilemesi ve stake edilen SUI miktarı, tokena olan talebi değiştirebilir.",
        "Erken dönem yatırımcılara ve katkıda bulunanlara yönelik planlı token kilit açılışları dolaşımdaki arzı artırır ve fiyat üzerinde baskı oluşturabilir. Borsa listelemeleri, diğer hızlı blokzincirlerle rekabet, ağda yaşanan aksaklıklar ve genel ekonomik koşullar da etkilidir.",
      ],
    },
    whereToBuy: {
      question: 'SUI nereden alınır veya satılır?',
      intro:
        "SUI, ana ağının faaliyete geçmesinden bu yana birçok büyük borsada, genellikle stablecoinler ve bazı platformlarda ABD doları veya euro karşılığında listelenmektedir. SUI'yi listeleyen köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: "SUI'yi kendiniz saklamak için Slush (eski adıyla Sui Wallet) veya Phantom gibi Sui uyumlu bir cüzdan kullanabilir, Cetus gibi Sui üzerine kurulu merkeziyetsiz borsalarda token takası yapabilirsiniz. SUI çekimlerini her zaman Sui ağının kendisi üzerinden yapın.",
      reminder:
        "Seçtiğiniz borsanın saygın olduğundan ve ülkenizde yasal olarak faaliyet gösterdiğinden emin olun. Hesabınızda iki faktörlü kimlik doğrulamayı etkinleştirin; kurtarma ifadenizi asla paylaşmayın ve çevrim içi hiçbir ortamda saklamayın.",
    },
  },
  related: [
    { text: 'SUI/EUR çevirici', href: '/sui-to-eur' },
    { text: 'SUI/GBP çevirici', href: '/sui-to-gbp' },
    { text: 'SUI/BTC çevirici', href: '/sui-to-btc' },
    { text: 'SUI/SOL çevirici', href: '/sui-to-sol' },
    { text: '100 SUI kaç USD', href: '/sui-to-usd/100' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
