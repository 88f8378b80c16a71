import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    "Chainlink, varlık fiyatları gibi dış dünyaya ait bilgileri akıllı sözleşmelerin kullanabilmesi için blokzincirlere taşıyan merkeziyetsiz bir oracle ağıdır. LINK ise bu verileri sağlayan düğüm (node) operatörlerine ödeme yapılan ve hizmetin güvenliğine katkı için stake edilebilen tokendır.",
    "Bu çevirici, gerçek zamanlı piyasa verilerini kullanarak LINK'in Türk lirası, ABD doları, euro veya diğer para birimlerindeki değerini gösterir. Dilediğiniz LINK miktarını yazarak seçtiğiniz para birimindeki değerini ve ters kuru görebilir ya da hedefi başka bir itibari paraya veya coine çevirebilirsiniz.",
  ],
  converting:
    "Chainlink'i seçtiğiniz para birimine çevirmek için LINK miktarınızı girin; çevirici bu miktarı, CoinGecko ile LINK'i listeleyen borsalardaki fiyatların medyanı olan ve her dakika yenilenen güncel LINK piyasa kuruyla (örneğin LINK/TRY) çarpar. Sonuç, pek çok borsadaki işlemlere dayanan bir referanstır; belirli bir platformdaki fiyat, o platformun makası ve ücretleri nedeniyle biraz farklı olabilir.",
  guide: {
    steps: [
      "Bir kripto parayı itibari paraya çevireceğiniz için “Kriptodan İtibari Paraya” sekmesini seçin.",
      "Kaynak seçicisinde Chainlink ya da LINK'i aratın ve kaynak coin olarak seçin.",
      "Değerin istediğiniz para biriminde gösterilmesi için Hedef seçicisinde Türk lirası (TRY) gibi bir itibari parayı hedef para birimi olarak seçin.",
      "Miktar alanına LINK miktarını girin; 0,75 LINK gibi kesirli miktarlar da kabul edilir.",
      "Seçtiğiniz para birimindeki sonucu; kur ve bir birim itibari parayla kaç LINK alınabileceğini gösteren ters kurla birlikte okuyun.",
      "En güncel kur için Yenile düğmesine basın (10 saniyede bir kullanılabilir) ya da itibari parayı LINK'e çevirmek için yer değiştirme düğmesini kullanın.",
    ],
    priceFactors: [
      {
        title: 'Oracle hizmetlerine talep',
        text: "Merkeziyetsiz finans uygulamaları ve diğer akıllı sözleşmeler Chainlink fiyat akışlarına ve hizmetlerine ne kadar çok dayanırsa, bu hizmetlerin bedelini ödeyen token olarak LINK'in önemi de o kadar artar.",
      },
      {
        title: 'Staking',
        text: "LINK sahipleri ve düğüm operatörleri, Chainlink hizmetlerinin güvenilirliğini desteklemek için token stake edebilir. Stake edilen miktar ve sunulan ödüller, alım satıma açık LINK miktarını etkiler.",
      },
      {
        title: 'Sabit toplam arz',
        text: "LINK'in toplam arzı bir milyar tokendır. Bu arzın bir kısmı, lansman sırasında düğüm operatörlerine yönelik teşvikler ve şirket için ayrılmıştır; bu nedenle dolaşımdaki arzdaki değişiklikler piyasa tarafından yakından izlenir.",
      },
      {
        title: 'Ortaklıklar ve benimsenme',
        text: "Blokzincirler, finans kuruluşları veya zincirler arası projelerle yapılan yeni entegrasyonlar, Chainlink'in ne kadar yaygın kullanılacağına dair beklentileri değiştirebilir.",
      },
      {
        title: 'Genel kripto piyasası',
        text: "LINK genellikle kripto piyasasının geneliyle ve Ethereum tabanlı merkeziyetsiz finanstaki hareketlilikle birlikte hareket eder.",
      },
    ],
    whyConvert: [
      {
        title: 'Bakiyenizi bilin',
        text: "LINK'i itibari paraya çevirmek; bir borsada, cüzdanda veya staking pozisyonunda tutulan tokenların kendi para biriminizdeki değerini gösterir.",
      },
      {
        title: 'Ödülleri ve ödemeleri değerlendirin',
        text: "Düğüm operatörleri ve stake edenler LINK kazanır; bu kazancı itibari paraya çevirmek, güncel kurla ne ettiğini gösterir.",
      },
      {
        title: 'Fiyat tekliflerini kontrol edin',
        text: "Canlı bir referans kur, LINK alıp satmadan önce borsa fiyatlarını ve ücretlerini karşılaştırmanızı sağlar.",
      },
      {
        title: 'Kayıt tutun',
        text: "Her işlem anındaki LINK değerini itibari para cinsinden takip etmek, bütçe planlamasına ve gerektiği durumlarda vergi beyanına destek olur.",
      },
    ],
    closing: {
      title: 'LINK çeviricisini kullanma',
      paragraphs: [
        "Bu sayfadaki tüm kurlar, her biri CoinGecko ile LINK'i listeleyen borsalardaki fiyatların medyanı olan ve her dakika güncellenen gerçek zamanlı piyasa kurlarıdır; tablolardaki değerler ise yaklaşıktır. Canlı veriler bir süreliğine kullanılamazsa sayfa, yaklaşık değerler gösterdiğini belirtir.",
        "Çeviriciyi hızlı bir referans olarak kullanın ve nihai fiyatı işlem yaptığınız platformda teyit edin.",
      ],
    },
  },
  faq: {
    what: {
      question: 'Chainlink (LINK) nedir?',
      answer: [
        "Chainlink, teknik belgesini (whitepaper) 2017'de yayımlayan Sergey Nazarov ve Steve Ellis tarafından oluşturulmuştur. LINK tokenı aynı yıl satışa sunulmuş, Chainlink ağı ise 2019'da Ethereum ana ağında faaliyete geçmiştir.",
        "Chainlink, akıllı sözleşmeleri blokzincir dışındaki veri ve sistemlerle buluşturur. Bağımsız düğüm operatörlerinden oluşan bir ağ, piyasa fiyatları gibi bilgileri toplar, birleştirir ve zincir üstünde yayımlar; böylece sonucu tek bir kaynak kontrol edemez.",
      ],
    },
    unique: {
      question: 'Chainlink ne için kullanılır?',
      answer: [
        "Blokzincirler dış verileri kendi başlarına okuyamaz; bu nedenle uygulamalar Chainlink'i borç verme ve alım satım protokollerinde fiyat akışları, oyunlar ve NFT projeleri için doğrulanabilir rastgele sayılar, otomatik sözleşme yürütme ve bir tokenı destekleyen rezervlerin gerçekten var olduğunun kanıtı için kullanır.",
        "Chainlink ayrıca uygulamaların farklı blokzincirler arasında token ve mesaj göndermesini sağlayan, CCIP olarak bilinen Zincirler Arası Birlikte Çalışabilirlik Protokolü'nü (Cross-Chain Interoperability Protocol) de sunar. LINK, bu hizmetlerin bedelini ödemek ve onları desteklemek amacıyla stake etmek için kullanılır.",
      ],
    },
    rateFactors: {
      question: 'LINK fiyatını neler etkiler?',
      answer: [
        "LINK'in kuru; alım satım talebine, Chainlink hizmetlerinin ne kadar yaygın kullanıldığına, staking oranına, dolaşımdaki arzdaki değişimlere, yeni ortaklık ve entegrasyonlara ve genel kripto piyasasına bağlıdır.",
        "Çevirici her dakika güncellenen canlı verileri kullanır. Güncel değer için yukarıdaki canlı kura göz atın.",
      ],
    },
    whereToBuy: {
      question: 'LINK nereden alınır veya satılır?',
      intro:
        "LINK, büyük kripto para borsalarının çoğunda listelenir ve ABD doları, diğer itibari paralar ve stablecoinler karşılığında alınıp satılabilir. LINK sunan köklü borsalar arasında şunlar yer alır:",
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: "LINK, Ethereum tabanlı bir token olduğundan MetaMask gibi kendi kontrolünüzdeki cüzdanlarda ya da bir donanım cüzdanında saklanabilir ve Uniswap gibi merkeziyetsiz borsalarda takas edilebilir. Token göndermeden önce cüzdanınızın hangi ağı kullandığını kontrol edin.",
      reminder:
        "Saygın borsaları kullanın, iki faktörlü kimlik doğrulamayı açın ve kurtarma ifadenizi çevrim dışı ve gizli tutun; gerçek hiçbir destek ekibi bu ifadeyi sizden istemez.",
    },
  },
  related: [
    { text: 'LINK/EUR çevirici', href: '/link-to-eur' },
    { text: 'LINK/GBP çevirici', href: '/link-to-gbp' },
    { text: 'LINK/ETH çevirici', href: '/link-to-eth' },
    { text: 'LINK/BTC çevirici', href: '/link-to-btc' },
    { text: 'USD/LINK çevirici', href: '/usd-to-link' },
    { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
