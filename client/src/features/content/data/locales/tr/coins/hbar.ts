import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    "Hedera, geleneksel bir blok zinciri yerine hashgraph konsensüs algoritması üzerine kurulu herkese açık bir ağdır. HBAR ise ağın yerel tokenıdır: ağ ücretlerini öder, hisse ispatı (proof of stake) yoluyla ağın güvenliğini sağlar ve Hedera üzerinde çalışan uygulamalar tarafından kullanılır.",
    "Bu çevirici, dilediğiniz miktardaki HBAR'ı Türk lirası, ABD doları gibi itibari paralara ya da diğer kripto paralara çevirir. Kurlar piyasa verilerine dayalı olarak gerçek zamanlıdır; tablolarda ya da örneklerde verilen sabit değerler ise yaklaşıktır ve bir borsanın fiyat teklifinden biraz farklı olabilir.",
  ],
  converting:
    "Bir HBAR miktarı girin, hedef para birimi olarak Türk lirası (TRY) gibi istediğiniz itibari parayı seçin; sonuç, kur ve ters kurla (bir birim itibari parayla kaç HBAR alınabileceği) birlikte anında görüntülenir. Kurlar, CoinGecko ile HBAR'ı listeleyen borsalardaki fiyatların medyanıdır ve her dakika güncellenir; Yenile düğmesi en fazla 10 saniyede bir yeni fiyat getirir. Canlı veriler kullanılamıyorsa sayfa, gösterilen değerlerin yaklaşık olduğunu belirtir. İtibari parayı yeniden HBAR'a çevirmek için yer değiştirme düğmesini, HBAR'ı BTC veya ETH gibi coinlerle karşılaştırmak için ise “Kriptodan Kriptoya” sekmesini kullanın.",
  faq: {
    what: {
      question: 'Hedera (HBAR) nedir?',
      answer: [
        "Hedera, ana ağı 2018'de faaliyete geçen ve 2019'da herkese açılan bir dağıtık defterdir (distributed ledger). Projeyi Mance Harmon ile birlikte kuran Leemon Baird'in geliştirdiği hashgraph konsensüs algoritmasını kullanır. Düğümler bilgiyi “dedikodu hakkında dedikodu” (gossip about gossip) adı verilen bir süreçle paylaşır ve sanal oylama yoluyla uzlaşıya varır; bu da ağa asenkron Bizans hata toleransı ve hızlı kesinlik kazandırır.",
        "HBAR, ağın yerel tokenıdır. İşlemlerin, akıllı sözleşme yürütmenin ve dosya depolamanın bedelini öder; ağın güvenliğine katkı sağlamak için stake edilir. Toplam arz 50 milyar HBAR olarak sabitlenmiştir; tamamı lansmanda oluşturulmuş olup zaman içinde dolaşıma sürülmektedir.",
      ],
    },
    unique: {
      question: "Hedera'yı diğer ağlardan farklı kılan nedir?",
      answer: [
        "Hedera, farklı sektörlerden ve bölgelerden gelen, sınırlı sürelerle görev yapan ve ağ düğümlerini çalıştıran büyük kuruluşlardan oluşan Hedera Konseyi (Hedera Council) tarafından yönetilir. İşlem ücretleri ABD doları cinsinden belirlenir, düşük ve öngörülebilir tutulur; bu da çok sayıda küçük işlem gönderen uygulamalar için elverişlidir.",
        "Hedera, ödemelerin ötesinde verilere zaman damgası vurmak ve onları sıralamak için bir Konsensüs Hizmeti (Consensus Service), akıllı sözleşme yazmadan token ihraç etmek için bir Token Hizmeti (Token Service) ve Ethereum Sanal Makinesi (EVM) ile uyumlu bir Akıllı Sözleşme Hizmeti (Smart Contract Service) sunar. Bu hizmetler tedarik zinciri kayıtları, tokenize edilmiş varlıklar ve sadakat programları gibi alanlarda kullanılır.",
      ],
    },
    rateFactors: {
      question: 'HBAR fiyatını neler etkiler?',
      answer: [
        "HBAR'ın kuru, borsalardaki arz ve talebi yansıtır. Kripto piyasasının genel havası, özellikle de Bitcoin'in yönü, HBAR'ı çoğu zaman diğer büyük tokenlarla birlikte hareket ettirir.",
        "Projeye özgü etkenler de önemlidir: ağ kullanımı, yeni kurumsal veya kamu uygulamaları, konseydeki değişiklikler, staking'e ilişkin güncellemeler ve HBAR'ın hazineden dolaşıma sürülmesi. Düzenleyici haberler ve büyük borsalardaki işlem hacmi de kuru etkileyebilir.",
      ],
    },
    whereToBuy: {
      question: 'HBAR nereden alınır veya satılır?',
      intro:
        "HBAR, birçok büyük merkezi borsada, genellikle USD, USDT ve diğer önemli para birimleri karşılığında işlem görür. Erişim ülkenize göre değiştiğinden, kaydolmadan önce hangi borsaların bölgenizde hizmet verdiğini kontrol edin.",
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: "HBAR'ı kendiniz saklamak için HashPack gibi Hedera ağını destekleyen bir cüzdan ya da Hedera desteği olan bir donanım cüzdanı kullanabilirsiniz. SaucerSwap gibi Hedera üzerindeki merkeziyetsiz borsalar, HBAR'ı doğrudan cüzdanınızdan diğer Hedera tokenlarıyla takas etmenizi sağlar.",
      reminder:
        "Saygın ve lisanslı borsaları kullanın, iki faktörlü kimlik doğrulamayı açın ve kurtarma ifadenizi ya da özel anahtarlarınızı asla kimseyle paylaşmayın. HBAR'ı yanlış bir adrese veya ağa göndermek kaybetmenize yol açabileceğinden, çekim yapmadan önce ağı kontrol edin.",
    },
  },
  related: [
    { text: 'HBAR/EUR çevirici', href: '/hbar-to-eur' },
    { text: 'HBAR/GBP çevirici', href: '/hbar-to-gbp' },
    { text: 'HBAR/BTC çevirici', href: '/hbar-to-btc' },
    { text: 'HBAR/ETH çevirici', href: '/hbar-to-eth' },
    { text: '1.000 HBAR kaç USD', href: '/hbar-to-usd/1000' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
