import type { ArticleInput } from '@shared/schemas/content';

const about: ArticleInput = {
  title: 'Ethereum Hakkında',
  intro: [
    "Ethereum, akıllı sözleşme adı verilen programları çalıştıran herkese açık bir blokzincirdir. Ether (ETH) ise ağın yerel para birimidir: gas olarak bilinen işlem ücretlerini öder ve doğrulayıcıların ağın güvenliğine katkı sağlamak için stake ettiği varlıktır.",
  ],
  sections: [
    {
      heading: 'Ethereum Nedir?',
      paragraphs: [
        "Ethereum, 2013'te Vitalik Buterin'in yayımladığı bir teknik belgede (white paper) tanımlanmış ve Temmuz 2015'te faaliyete geçmiştir. Bitcoin esas olarak dijital para olarak tasarlanmışken Ethereum genel amaçlı bir platform olarak tasarlanmıştır: herkes bu platforma kod yükleyebilir ve bu kod, dünya genelindeki binlerce bilgisayarda yazıldığı şekliyle birebir çalışır.",
        "Stablecoinler ve yönetişim tokenları dahil pek çok başka token, Ethereum üzerinde akıllı sözleşme olarak yer alır. Merkeziyetsiz borsalar, borç verme protokolleri, NFT pazaryerleri ve birçok katman 2 ağı Ethereum'un üzerine inşa edilmiştir ya da işlemlerini nihai olarak Ethereum'a kaydeder.",
      ],
    },
    {
      heading: 'Ağ Nasıl Çalışır?',
      paragraphs: [
        "Eylül 2022'de Merge olarak bilinen güncellemeden bu yana Ethereum hisse ispatı (proof of stake) kullanır. Doğrulayıcılar teminat olarak ETH kilitler, yeni bloklar önerir ve onaylar, bunun karşılığında ödül kazanır; kurallara aykırı davranırlarsa stake'lerinin bir kısmına el konulabilir. Merge'den önce Ethereum, çok daha fazla enerji tüketen iş ispatı (proof of work) madenciliğini kullanıyordu.",
        "Her işlem ETH cinsinden bir ücret öder. Ağustos 2021'deki bir güncellemeden bu yana her ücretin temel ücret (base fee) adı verilen kısmı yakılır, yani dolaşımdan kalıcı olarak çıkarılır. Toplam arzın zamanla artıp artmayacağı ya da azalıp azalmayacağı, ağın ne kadar yoğun kullanıldığına bağlıdır.",
      ],
    },
    {
      heading: 'Ether Birimleri',
      paragraphs: [
        "Ether, 18 ondalık basamağa kadar bölünebilir. En küçük birime wei denir ve bir ETH, bir kentilyon wei'ye eşittir. Gas fiyatları genellikle gwei cinsinden ifade edilir; bir gwei bir ETH'nin milyarda birine eşit olduğundan, gwei cinsinden büyük görünen ücretler ETH cinsinden çoğu zaman küçüktür.",
      ],
    },
  ],
};

const conversion: ArticleInput = {
  title: 'ETH Dönüşümü',
  intro: [
    "Yukarıdaki çevirici, dilediğiniz miktardaki ETH'nin ABD doları ve diğer yaklaşık 50 itibari para birimindeki ya da başka bir kripto paradaki değerini gösterir. Kur, birkaç borsa ve CoinGecko fiyatlarının medyanıdır ve sayfa açık kaldığı sürece her dakika yeniden talep edilir.",
  ],
  sections: [
    {
      heading: "ETH'yi USD'ye ve Tersine Çevirme",
      paragraphs: [
        "Bir ETH miktarı girin ve dolar karşılığını sonuç panelinde okuyun. Değer, miktarın güncel ETH/USD kuruyla çarpımına eşittir; kullanılan kur, ters kurla birlikte sonucun altında gösterilir.",
        "Ters yönde çevirmek için iki para birimi seçicisi arasındaki yer değiştirme düğmesine basın. Araç bu durumda dolar tutarınızı bir ETH'nin fiyatına böler ve bu tutarın ne kadar ether'e karşılık geldiğini gösterir.",
      ],
      list: [
        'USD, EUR, GBP ve diğer geleneksel para birimleri için “Kriptodan İtibari Paraya” sekmesini seçin.',
        "ETH'yi Bitcoin, Solana veya başka bir coinle karşılaştırmak için “Kriptodan Kriptoya” sekmesini seçin.",
        'Bir para birimini adına ya da koduna göre bulmak için her seçicideki arama kutusunu kullanın.',
        'Daha yeni bir kur için Yenile düğmesine basın; bu düğme en fazla 10 saniyede bir kullanılabilir.',
      ],
    },
    {
      heading: 'Elinize Geçecek Tutarı Neler Etkiler?',
      paragraphs: [
        "Çevirici, belirli bir borsanın fiyat teklifini değil, bir referans kuru gösterir. ETH'yi gerçekten satarsanız elinize geçecek tutar; o andaki borsa fiyatına, borsanın işlem ücretine, alış ve satış fiyatları arasındaki makasa ve varsa çekim ücretlerine bağlıdır.",
        "ETH'yi blokzincir üzerinde transfer etmek de gas ücreti gerektirir. Gas ücretleri ağ talebine göre değişir; bu nedenle ağ yoğunken küçük bir miktar göndermek, bu miktarın değerinin kayda değer bir kısmına mal olabilir. Katman 2 ağları genellikle Ethereum ana ağından çok daha düşük ücret alır.",
      ],
      links: [
        { text: 'ETH/USD çevirici', href: '/eth-to-usd' },
        { text: 'ETH/EUR çevirici', href: '/eth-to-eur' },
        { text: 'ETH/GBP çevirici', href: '/eth-to-gbp' },
      ],
    },
  ],
};

const investing: ArticleInput = {
  title: 'ETH Yatırımı',
  intro: [
    "Bu bölüm, ether tutmayı düşünenlerin göz önünde bulundurduğu bazı genel kavramları açıklar. Yalnızca eğitim amaçlıdır: yatırım tavsiyesi değildir ve ETH almanızı, satmanızı ya da elinizde tutmanızı önermez.",
  ],
  sections: [
    {
      heading: 'ETH Tutmanın Yolları',
      paragraphs: [
        "Kimileri ETH'yi bir borsadan alıp orada bırakır, kimileri kendi kontrolündeki bir cüzdana taşır, kimileri de ağın doğrulanmasına katılmak için stake eder. Her yaklaşım; kolaylık, kontrol ve risk arasında farklı dengeler içerir.",
        "Staking ödül kazandırabilir ancak riskler de taşır: stake edilen ETH'nin çekilmesi zaman alabilir, kurallara aykırı davranan ya da çevrim dışı kalan bir doğrulayıcı stake'inin bir kısmını kaybedebilir; staking hizmetleri ve likit staking tokenları ise kendi karşı taraf ve akıllı sözleşme risklerini de beraberinde getirir.",
      ],
    },
    {
      heading: 'Bilinmesi Gereken Riskler',
      paragraphs: [
        "ETH fiyatı birçok kez sert yükselişler ve düşüşler yaşamış, kimi zaman birkaç ay içinde değerinin yarısından fazlasını kaybetmiştir. ETH'yi değerlendiren herkes büyük dalgalanmalara ve para kaybetme ihtimaline hazırlıklı olmalıdır.",
      ],
      list: [
        'Oynaklık: fiyatlar saatler ya da günler içinde önemli ölçüde değişebilir.',
        'Saklama riski: borsalar iflas edebilir ya da saldırıya uğrayabilir; kaybedilen bir özel anahtar genellikle kaybedilen fon anlamına gelir.',
        'Akıllı sözleşme riski: Ethereum üzerine kurulu uygulamalardaki hatalar büyük kayıplara yol açmıştır.',
        'Düzenleyici risk: kripto varlıklara ilişkin kurallar ülkeden ülkeye farklılık gösterir ve değişebilir.',
        'Dolandırıcılık: sahte tokenlar, oltalama (phishing) siteleri ve kimlik taklidi yapan kişiler yaygındır.',
      ],
    },
    {
      heading: 'Kendi Araştırmanızı Yapın',
      paragraphs: [
        "Herhangi bir finansal karar vermeden önce resmi Ethereum dokümantasyonu gibi birincil kaynakları okuyun, kullandığınız her hizmetin ücretlerini ve kurallarını anlayın ve durumunuzu bilen yetkin bir finans uzmanıyla görüşmeyi değerlendirin.",
        "Bu sitedeki kâr hesaplayıcı, geçmişte yapılmış bir alımın değerinin iki tarih arasında nasıl değiştiğini gösterebilir. Bu yalnızca geçmişin bir tasviridir: geçmiş fiyat hareketleri gelecekteki hareketleri öngörmez.",
      ],
      links: [{ text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' }],
    },
  ],
};

const history: ArticleInput = {
  title: 'Ethereum Fiyat Geçmişi',
  intro: [
    "Aşağıdaki tablo, Ethereum'un tarihine yön veren bazı anları, her tarihe yakın dönemde bir ETH'nin ABD doları cinsinden yaklaşık fiyatıyla birlikte listeler. Fiyatlar yuvarlanmış ve yaklaşıktır; borsadan borsaya ve gün içinde farklılık göstermiştir.",
  ],
  sections: [
    {
      heading: 'Ethereum Fiyat Geçmişinde Önemli Tarihler',
      paragraphs: [
        "Bu rakamlar kesin değerler vermek için değil, bir ölçek fikri sunmak içindir. Belirli bir gündeki fiyat için geçmiş fiyatlara başvuran kâr hesaplayıcıyı kullanın.",
      ],
      table: {
        columns: ['Tarih', 'Yaklaşık fiyat (USD)', 'Önemli gelişme'],
        rows: [
          ['Temmuz 2015', "Henüz piyasa fiyatı yok (ilk işlemler Ağustos 2015'te 3 dolar civarında)", 'Ethereum ana ağı faaliyete geçiyor'],
          ['Haziran 2016', 'Yaklaşık 20 dolar', "The DAO saldırısı ve ardından Temmuz 2016'da gelen hard fork"],
          ['Ocak 2018', 'Yaklaşık 1.400 dolar', '2017–2018 piyasa döngüsünün zirvesi'],
          ['Mart 2020', 'Yaklaşık 110 dolar', 'Küresel piyasalarda sert çöküş'],
          ['Kasım 2021', 'Yaklaşık 4.800 dolar', 'O dönemin tüm zamanların en yüksek seviyesi'],
          ['Eylül 2022', 'Yaklaşık 1.600 dolar', 'Merge ile Ethereum hisse ispatına (proof of stake) geçiyor'],
        ],
      },
      links: [{ text: 'Geçmiş fiyatları kâr hesaplayıcıda inceleyin', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Sık Kullanılan ETH Miktarları',
      paragraphs: [
        "Aşağıdaki sayfalar, çeviriciyi sık kullanılan bir ETH miktarı önceden girilmiş ve mevcut en güncel kurla ABD doları cinsinden fiyatlandırılmış olarak açar:",
      ],
      links: [
        { text: '1 ETH kaç USD', href: '/eth-to-usd/1' },
        { text: '0,5 ETH kaç USD', href: '/eth-to-usd/0.5' },
        { text: '0,2 ETH kaç USD', href: '/eth-to-usd/0.2' },
        { text: '0,1 ETH kaç USD', href: '/eth-to-usd/0.1' },
        { text: '0,05 ETH kaç USD', href: '/eth-to-usd/0.05' },
        { text: '0,03 ETH kaç USD', href: '/eth-to-usd/0.03' },
        { text: '0,02 ETH kaç USD', href: '/eth-to-usd/0.02' },
        { text: '0,01 ETH kaç USD', href: '/eth-to-usd/0.01' },
        { text: '0,005 ETH kaç USD', href: '/eth-to-usd/0.005' },
        { text: '0,001 ETH kaç USD', href: '/eth-to-usd/0.001' },
      ],
    },
  ],
};

const faq: ArticleInput = {
  title: 'Ethereum Çevirici: Sıkça Sorulan Sorular',
  sections: [
    {
      heading: 'Sıkça Sorulan Sorular',
      faqs: [
        {
          question: 'ETH/USD kuru nereden geliyor?',
          answer: [
            "Site her dakika beş borsaya (Coinbase, Kraken, Bitstamp, Binance ve OKX) ve CoinGecko'ya ETH fiyatını sorar ve diğerlerinden belirgin biçimde uzaklaşan kaynakları dışarıda bırakarak medyanı gösterir. Sonucun altındaki satır her kaynağı ve verisinin ne kadar eski olduğunu belirtir. Hiçbir kaynağa ulaşılamazsa sayfa, elindeki son kuru canlı olmadığını belirterek ya da daha önceki, tarihli bir anlık görüntüden alınan yaklaşık değerleri gösterir.",
          ],
        },
        {
          question: 'Daha önceki bir kurla hesaplanmış bir sonucu nasıl okumalıyım?',
          answer: [
            "Her sonuç, hesaplandığı andaki kura bağlıdır. Örneğin 1 ETH = 2.641 USD şeklindeki bir sonuç, o geçmiş kurla bir ether'in 2.641 ABD doları değerinde olduğu ve 0,5 ETH'nin 1.320,50 ABD doları edeceği anlamına gelir.",
            "Bu rakam yalnızca alındığı anı yansıtır. Şu anki değer için çeviricideki canlı kura bakın ve sonucun altındaki “Son yenileme” zamanını kontrol edin.",
          ],
        },
        {
          question: '0,1 ETH kaç ABD doları eder?',
          answer: [
            "0,1'i güncel ETH/USD kuruyla çarpın ya da aşağıda bağlantısı verilen 0,1 ETH sayfasını açın; bu sayfada miktar önceden girilmiştir ve değer mevcut en güncel kurla hesaplanır.",
          ],
        },
        {
          question: 'Çevirici ücretleri hesaba katıyor mu?',
          answer: [
            "Hayır. Çevirici, bir miktarın herhangi bir maliyet düşülmeden önceki piyasa değerini gösterir. Borsalar genellikle işlem ücreti alır ve alış ile satış fiyatları arasında bir makas bulunur; ETH'yi ağ üzerinde göndermek de gas ücreti gerektirir. Bu nedenle gerçekte elinize geçecek tutar genellikle biraz daha düşük olur.",
          ],
        },
      ],
      links: [{ text: '0,1 ETH kaç USD', href: '/eth-to-usd/0.1' }, { text: 'Fiyatları nasıl hesaplıyoruz?', href: '/methodology' }],
    },
  ],
};

export default { about, conversion, investing, history, faq } satisfies Record<
  'about' | 'conversion' | 'investing' | 'history' | 'faq',
  ArticleInput
>;
