import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    "Bu çevirici, Hyperliquid tokenının Türk lirası, ABD doları ve diğer para birimlerinde ne ettiğini gösterir. Sayfa adresinde Hyperliquid'in kısa adı olarak hlq kullanılır; ancak tokenın kendisi HYPE koduyla işlem görür, dolayısıyla çeviricide ve borsalarda göreceğiniz sembol HYPE'tır.",
    "Hyperliquid, esas olarak vadeli sürekli (perpetual futures) ve spot piyasalar için hızlı ve tamamen zincir üstü (on-chain) bir alım satım platformu çalıştırmak üzere geliştirilmiş bir blokzincirdir. HYPE, Kasım 2024'te piyasaya sürülmüştür; staking yoluyla ağın güvenliğini sağlamak ve ağdaki faaliyetlerin bedelini ödemek için kullanılır.",
  ],
  converting:
    "Hyperliquid'i seçtiğiniz para birimine çevirmek için “Kriptodan İtibari Paraya” sekmesini seçin, miktarınızı girin ve Kaynak alanında HYPE'ı, Hedef alanında da Türk lirası (TRY) gibi istediğiniz itibari parayı seçin. Çevirici, CoinGecko ile HYPE'ı listeleyen borsalardaki fiyatların her dakika yenilenen medyanını kullanır; Yenile düğmesiyle 10 saniyede bir yeni fiyat isteyebilirsiniz. Sonuç ayrıca ters kuru, yani bir birim itibari parayla kaç HYPE alınabileceğini de gösterir. Canlı veriler kullanılamadığında sayfa, değerleri yaklaşık olarak işaretler.",
  faq: {
    what: {
      question: 'Hyperliquid (HYPE) nedir?',
      answer: [
        "Hyperliquid, en bilinen uygulaması kendi borsası olan bir katman 1 blokzinciridir; bu borsada her emir, iptal ve işlem bir likidite havuzu yerine emir defteri üzerinden zincir üstünde kaydedilir. Proje, alım satım geçmişinden gelen Jeff Yan liderliğindeki küçük bir ekip tarafından başlatılmış ve girişim sermayesi yatırımcılarından fon toplamamıştır.",
        "HYPE, ağın yerel tokenıdır. Kasım 2024'te, bir milyarlık toplam arzın büyük bir kısmı platformun ilk kullanıcılarına dağıtılarak piyasaya sürülmüştür. Doğrulayıcılar ve stake devredenler, HyperBFT adlı hisse ispatı (proof of stake) konsensüsü altında HYPE stake eder; HYPE aynı zamanda ağın akıllı sözleşme ortamı olan HyperEVM'in gas tokenıdır.",
      ],
    },
    unique: {
      question: "Hyperliquid'i benzersiz kılan nedir?",
      answer: [
        "Merkeziyetsiz borsaların çoğu otomatik piyasa yapıcılara (AMM) dayanır ya da alım satım motorunun bazı kısımlarını zincir dışında tutar. Hyperliquid ise kendi zincirinde eksiksiz bir emir defteri çalıştırır; kullanıcıların kendi kontrolündeki (self-custody) bir cüzdandan işlem yapmasına izin verirken merkezi bir borsaya yakın hızlara ulaşmayı hedefler.",
        "Platformdaki işlem ücretlerinin bir kısmı, Assistance Fund olarak bilinen bir mekanizma aracılığıyla piyasadan HYPE satın almak için kullanılmıştır; bu da tokenı alım satım faaliyetine sıkı biçimde bağlar. HyperEVM ise diğer geliştiricilerin borsanın likiditesine bağlanan uygulamalar geliştirmesine olanak tanır.",
      ],
    },
    rateFactors: {
      question: 'HYPE fiyatını neler etkiler?',
      answer: [
        "HYPE genellikle kripto piyasasının genel seyrini izler; Hyperliquid bir alım satım platformu olduğundan fiyatı, piyasa hareketliliğiyle birlikte artıp azalan platformdaki işlem hacimlerine ve ücret gelirlerine de duyarlıdır.",
        "Katkıda bulunanlara yönelik token kilit açılışları, staking'e katılım, diğer borsalarla rekabet, güvenlik olayları, düzenleyicilerin türev ürün işlemlerine yaklaşımı ve ABD dolarının değeri de kuru etkileyebilir.",
      ],
    },
    whereToBuy: {
      question: 'HYPE nereden alınır veya satılır?',
      intro:
        "HYPE, Hyperliquid'in kendisinde ve bir dizi merkezi borsada, genellikle USDT veya USDC karşılığında işlem görür. HYPE'ı listeleyen köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: "HYPE'ı, kendi kontrolünüzdeki bir cüzdanı bağlayıp genellikle Arbitrum'dan köprülenen USDC yatırarak doğrudan Hyperliquid'in kendi spot piyasasında da alıp satabilirsiniz. Hangi borsada olursanız olun hlq'yu değil HYPE kodunu arayın ve bir cüzdan bağlamadan önce Hyperliquid'in resmi web sitesinde olduğunuzdan emin olun.",
      reminder:
        "Saygın platformları kullanın, borsa hesaplarınızda iki faktörlü kimlik doğrulamayı etkinleştirin; kurtarma ifadenizi asla paylaşmayın ve anlamadığınız işlemleri imzalamayın.",
    },
  },
  related: [
    { text: 'HYPE/EUR çevirici', href: '/hlq-to-eur' },
    { text: 'HYPE/GBP çevirici', href: '/hlq-to-gbp' },
    { text: 'HYPE/CHF çevirici', href: '/hlq-to-chf' },
    { text: '10 HYPE kaç USD', href: '/hlq-to-usd/10' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
