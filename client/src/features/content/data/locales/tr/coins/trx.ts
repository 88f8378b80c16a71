import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: 'TRON',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    "Bu çevirici, TRON blokzincirinin yerel coini TRX'in Türk lirası, ABD doları ve daha birçok para birimindeki değerini gösterir. Dilediğiniz miktarı girdiğinizde, gerçek zamanlı piyasa verilerine dayanarak çevrilmiş değeri, bir TRX'in kurunu ve ters kuru görürsünüz.",
    "TRON, en çok ucuz ve hızlı transferleriyle bilinen, hisse ispatı (proof of stake) kullanan bir ağdır ve dünyadaki stablecoin trafiğinin büyük bir bölümünü taşır. TRX'in nasıl çevrileceğini, ağın ne işe yaradığını, TRX fiyatını neyin hareket ettirdiğini ve coinin nerede işlem gördüğünü öğrenmek için okumaya devam edin.",
  ],
  converting:
    "“Kriptodan İtibari Paraya” sekmesinde Miktar alanına coin sayısını girin, Kaynak para birimi olarak TRX'i, Hedef para birimi olarak da Türk lirası (TRY) gibi istediğiniz itibari parayı seçin. Çevirici, seçtiğiniz para birimindeki değeri TRX'ten bu para birimine ve bu para biriminden TRX'e olan kurlarla birlikte gösterir; yer değiştirme düğmesi ise yönü tersine çevirir. Kur, CoinGecko ile TRX'i listeleyen borsalardaki fiyatların medyanıdır ve her dakika güncellenir; Yenile düğmesiyle de 10 saniyede bir yeni fiyat isteyebilirsiniz. Canlı fiyatlar yüklenemezse sayfa, değerlerin yaklaşık olduğunu belirtir.",
  faq: {
    what: {
      question: 'TRON (TRX) nedir?',
      answer: [
        "TRON, Justin Sun tarafından kurulan herkese açık bir blokzincirdir. TRX ilk olarak 2017'de Ethereum üzerinde bir token olarak ihraç edilmiş, 2018'de TRON'un kendi ana ağına taşınmıştır. Ağ, delege edilmiş hisse ispatı (DPoS) kullanır: TRX sahipleri, yaklaşık üç saniyede bir sırayla blok üreten 27 Süper Temsilci (Super Representative) için oy kullanır.",
        "TRX; ağdaki faaliyetlerin bedelini ödemek, oy kullanmak ve stake etmek için kullanılır. Stake edilen TRX, hesaba transferlerin ve akıllı sözleşme çağrılarının maliyetini karşılayan bant genişliği (bandwidth) ve enerji kaynakları sağlar; böylece ağı sık kullananlar çok az doğrudan ücret ödeyerek ya da hiç ödemeden işlem yapabilir. TRON, akıllı sözleşmeleri büyük ölçüde Ethereum'unkiyle uyumlu bir sanal makinede çalıştırır.",
      ],
    },
    unique: {
      question: 'TRON en çok ne için kullanılır?',
      answer: [
        "TRON'un en göze çarpan kullanım alanı stablecoin transferleridir. Çok büyük miktarda Tether (USDT), TRON üzerinde TRC-20 tokenı olarak ihraç edilmiştir; işlemler hızlı onaylanıp düşük maliyetli olduğu için birçok kişi ve işletme bunu borsalar arası ve sınır ötesi transferlerde kullanır.",
        "Ağ ayrıca merkeziyetsiz finans (DeFi) uygulamalarına, oyunlara ve token projelerine de ev sahipliği yapar. TRON, 2018'de dosya paylaşım şirketi BitTorrent'i satın almış; şirketin BTT tokenı daha sonra TRON üzerinde piyasaya sürülmüştür. TRX stake edilerek karşılanan bant genişliği ve enerjiden oluşan kaynak modeli, TRON'u Ethereum'dan ayıran özelliklerden biridir.",
      ],
    },
    rateFactors: {
      question: 'TRX fiyatını neler etkiler?',
      answer: [
        "TRX'in kuru, borsalardaki arz ve talebi yansıtır ve genellikle kripto piyasasının geneliyle birlikte hareket eder. Stablecoin trafiği ve uygulama kullanımıyla artan, ağ kaynakları için TRX stake etme ya da yakma talebi kuru etkileyebilir; ücret olarak yakılan TRX miktarının yeni ihraçla karşılaştırması da öyle.",
        "TRON ekosistemi ve kurucusuyla ilgili haberler, düzenleyici adımlar, borsa listelemeleri ve diğer düşük maliyetli ödeme ağlarıyla rekabet de fiyatı etkiler. Karar vermeden önce güncel kur için canlı çeviriciyi kontrol edin.",
      ],
    },
    whereToBuy: {
      question: 'TRX nereden alınır veya satılır?',
      intro:
        "TRX, merkezi borsalarda yaygın olarak bulunur; bu borsalarda stablecoinler, bitcoin ve bazı platformlarda itibari paralar karşılığında işlem görür. TRX'i listeleyen köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: "Varlıklarınızı kendiniz saklamak için TronLink ve Trust Wallet gibi cüzdanlar TRX'i ve TRC-20 tokenlarını destekler; SunSwap ise TRON üzerindeki bir merkeziyetsiz borsadır. İşlemlerinizin ihtiyaç duyduğu enerji ve bant genişliğini karşılayabilmek için cüzdanınızda bir miktar TRX bulundurun ya da bir kısmını stake edin.",
      reminder:
        "İşlem yapmadan önce hangi platformların ülkenizde hizmet verdiğini kontrol edin ve ücretlerini karşılaştırın. Saygın borsaları kullanın, hesaplarınızı iki faktörlü kimlik doğrulamayla koruyun ve kurtarma ifadenizi kimsenin göremeyeceği çevrim dışı bir yerde saklayın.",
    },
  },
  related: [
    { text: 'TRX/EUR çevirici', href: '/trx-to-eur' },
    { text: 'TRX/GBP çevirici', href: '/trx-to-gbp' },
    { text: 'TRX/BTC çevirici', href: '/trx-to-btc' },
    { text: 'TRX/USDT çevirici', href: '/trx-to-usdt' },
    { text: '1.000 TRX kaç USD', href: '/trx-to-usd/1000' },
    { text: 'USD/TRX çevirici', href: '/usd-to-trx' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
