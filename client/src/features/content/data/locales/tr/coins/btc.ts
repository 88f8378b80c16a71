import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    "Bitcoin, ilk kripto paradır: herhangi bir merkez bankası ya da şirketin kontrolünde olmayan, herkese açık bir blokzincir üzerinde çalışan eşler arası (peer-to-peer) bir dijital para birimidir. 2008 yılında Satoshi Nakamoto takma adını kullanan kişi ya da grup tarafından tanıtılmış, ağı ise Ocak 2009'dan bu yana kesintisiz çalışmaktadır.",
    "Bu çevirici, gerçek zamanlı piyasa verilerini kullanarak Bitcoin'in Türk lirası, ABD doları, euro veya diğer para birimlerindeki değerini gösterir. Küçük kesirler de dahil olmak üzere dilediğiniz BTC miktarını girerek seçtiğiniz para birimindeki karşılığını ve ters kuru görebilir, hedefi başka bir itibari paraya ya da coine çevirebilirsiniz.",
  ],
  converting:
    "Bitcoin'i seçtiğiniz para birimine çevirmek için BTC miktarını girmeniz yeterlidir: çevirici bu miktarı, güncel BTC piyasa kuruyla (örneğin BTC/TRY) çarpar. Bu kur, beş borsa ve CoinGecko'daki fiyatların medyanıdır ve her dakika güncellenir. Bir BTC 100 milyon satoshi'ye bölünebildiği için bitcoin kesirleri de girebilirsiniz; 0,01 BTC/USD gibi sabit tutarlar için ayrı sayfalar da bulunur. Borsalar kendi makaslarını ve işlem ücretlerini uyguladığından, satış sırasında elinize geçen tutar piyasa kurundan hesaplanan değerin biraz altında kalabilir.",
  faq: {
    what: {
      question: 'Bitcoin (BTC) nedir?',
      answer: [
        "Bitcoin, Satoshi Nakamoto'nun Ekim 2008'de yayımladığı teknik belgede (whitepaper) tanımlanan merkeziyetsiz bir dijital para birimidir. İlk blok 3 Ocak 2009'da kazılmış; ağ o tarihten bu yana dünya genelindeki kullanıcı, geliştirici ve madencilerden oluşan bir topluluk tarafından sürdürülmektedir.",
        "İşlemler, blokzincir adı verilen herkese açık bir defterde kayıt altına alınır ve iş ispatı (proof of work) ile güvence altındadır: madenciler, yaklaşık her on dakikada bir yeni blok eklemek için işlem gücü harcar ve ödül olarak yeni üretilen bitcoin ile işlem ücretlerini alır. Bitcoin'in en küçük birimi olan bir coinin yüz milyonda birine satoshi denir.",
      ],
    },
    unique: {
      question: "Bitcoin'i benzersiz kılan nedir?",
      answer: [
        "Bitcoin'in kurallarına yazılmış sabit bir azami arzı vardır: 21 milyon coin. Madencilere ödenen ödül yaklaşık dört yılda bir, yani her 210.000 blokta bir yarıya iner (halving); böylece yeni arz, üst sınıra ulaşılana kadar zamanla yavaşlar.",
        "En eski ve en çok bilinen kripto para olan Bitcoin, sıklıkla bir değer saklama aracı ya da “dijital altın” olarak tanımlanır. Lightning Network gibi daha hızlı katman 2 sistemleri aracılığıyla da dahil olmak üzere ödemelerde de kullanılır.",
      ],
    },
    rateFactors: {
      question: 'BTC fiyatını neler etkiler?',
      answer: [
        "BTC'nin kuru, dünya genelindeki borsalarda oluşan arz ve talep tarafından belirlenir. Yatırımcı algısı, faiz oranları ve diğer ekonomik koşullar, düzenleyici kararlar, borsa yatırım fonları (ETF) gibi yatırım ürünlerine giren para akışları ve yeni arzı azaltan halving döngüsü kuru etkileyen başlıca unsurlardır.",
        'Kur sürekli değiştiği için çevirici her dakika yenilenen canlı verileri kullanır. Güncel değer için yukarıdaki canlı kura göz atabilirsiniz.',
      ],
    },
    whereToBuy: {
      question: 'BTC nereden alınır veya satılır?',
      intro:
        "Bitcoin, neredeyse tüm kripto para borsalarında ve pek çok aracı kurum ile ödeme uygulamasında bulunur. BTC'yi ABD doları ve diğer para birimleri karşılığında alıp satabileceğiniz köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: "Uzun vadede varlıklarını kendileri saklamak isteyen birçok kullanıcı, özel anahtarların yalnızca kendi kontrolünde olması için Ledger ya da Trezor gibi bir donanım cüzdanı veya Sparrow ya da BlueWallet gibi Bitcoin'e özel bir cüzdan kullanır.",
      reminder:
        "Mümkün olduğunca saygın ve lisanslı borsaları tercih edin, iki faktörlü kimlik doğrulamayı açın ve kurtarma ifadenizi çevrim dışı saklayacağınız bir kâğıda ya da metale yazın; bu ifadeyi öğrenen herkes bitcoinlerinizi transfer edebilir.",
    },
  },
  related: [
    { text: 'BTC/EUR çevirici', href: '/btc-to-eur' },
    { text: 'BTC/GBP çevirici', href: '/btc-to-gbp' },
    { text: 'BTC/ETH çevirici', href: '/btc-to-eth' },
    { text: 'USD/BTC çevirici', href: '/usd-to-btc' },
    { text: '0,01 BTC kaç USD', href: '/btc-to-usd/0.01' },
    { text: '0,001 BTC kaç USD', href: '/btc-to-usd/0.001' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
