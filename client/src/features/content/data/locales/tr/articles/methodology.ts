import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Fiyatları Nasıl Hesaplıyoruz?',
  intro: [
    "Bu sitedeki her canlı fiyat, birkaç bağımsız kaynaktan, herkesin kontrol edebileceği sabit bir kurala göre hesaplanır. Bu sayfa söz konusu kuralı sade bir dille açıklıyor: fiyatların nereden geldiğini, nasıl tek bir rakama dönüştüğünü, bir kaynak hatalı olduğunda ya da yanıt vermediğinde ne olduğunu ve herhangi bir sonucun arkasındaki hesabı nerede görebileceğinizi.",
  ],
  sections: [
    {
      heading: 'Fiyatlar Nereden Geliyor?',
      paragraphs: [
        "Site her dakika birkaç kripto para borsasına en güncel fiyatlarını sorar. Her borsaya, tüm piyasalarını tek seferde döndüren tek bir istek gönderilir; böylece bir yenileme her borsa için yalnızca bir çağrıya mal olur. Bu şekilde alınan fiyatlar o dakika için canlı kabul edilir; dakika dolduğunda borsalara yeniden sorulur.",
        "Aynı anda bir fiyat toplayıcısı olan CoinGecko'ya da sorulur. CoinGecko'nun fiyatı, borsaların yanında bir oy daha sayılır ve borsaların hiçbirinde listelenmeyen coinler için tek kaynaktır.",
      ],
      list: [
        'Coinbase',
        'Kraken',
        'Bitstamp',
        'Binance',
        'OKX',
        'CoinGecko (fiyat toplayıcı)',
      ],
    },
    {
      heading: 'Her Coini Doğru Piyasayla Eşleştirmek',
      paragraphs: [
        "Her coin, her borsanın ilgili piyasasıyla, yalnızca kod (ticker) sembolüne bakılarak değil, coin coin hazırladığımız bir tablo aracılığıyla eşleştirilir. İki farklı coin aynı kodu paylaşabilir: örneğin TON hem Toncoin'i hem de Tokamak Network'ü ifade eder. Bir borsanın fiyatını yalnızca tabloda adı geçen coin alır; tabloda yer almayan bir coin yalnızca CoinGecko tarafından fiyatlanır.",
        "Aynı tablo, bir borsanın bir coini farklı yazdığı durumları (Kraken, Bitcoin'i XBT olarak listeler) ve kullanılmaması gereken piyasaları da kaydeder; örneğin yalnızca başka bir piyasayı yansıtan ve aynı fiyatı iki kez saydıracak bir piyasa.",
      ],
    },
    {
      heading: 'Tether, ABD Doları Değildir',
      paragraphs: [
        "Binance ve OKX çoğu coini ABD doları yerine Tether (USDT) cinsinden fiyatlar. Tether'in bir dolar etmesi amaçlanır, ancak fiyatı biraz oynar ve zaman zaman ciddi ölçüde oynamıştır. Bu nedenle bu fiyatlar, Tether'in kendi fiyatı kullanılarak dolara çevrilir; bu fiyat, borsaların USDT/USD piyasalarından ve CoinGecko'dan, aşağıda açıklanan aynı medyan kuralıyla alınır.",
        "Tether bir dolardan %0,5'ten fazla saptığında ya da hiçbir Tether fiyatı mevcut olmadığında, Tether cinsinden verilen fiyatlar o dakika için dışarıda bırakılır. Sonucun altındaki kaynak listesi, Tether'in fiyatını ve bir dolardan ne kadar saptığını belirterek bunu gösterir.",
      ],
    },
    {
      heading: 'Birkaç Fiyattan Tek Fiyata',
      paragraphs: [
        'Her coin için kaynakların bir dakika içinde verdiği fiyatlar şu adımlarla birleştirilir:',
      ],
      list: [
        'Sıfır, negatif ya da sayı olmayan bir fiyat elenir.',
        'Daha güncel fiyatlar varsa iki dakikadan eski bir fiyat elenir. Yalnızca daha eski fiyatlar mevcutsa bunlar yine de kullanılır ve sonuç, fiyatların ne kadar eski olduğunu gösterir.',
        'Kalan fiyatların medyanı alınır: ortadaki değer ya da ortadaki iki değerin ortalaması.',
        "Bu medyandan %2'den fazla sapan her kaynak dışarıda bırakılır; sayfa bu kaynağın adını verir ve ne kadar saptığını, örneğin “medyanın %3,1 üzerinde” şeklinde belirtir.",
        'Gösterilen fiyat, tutulan kaynakların medyanıdır.',
        'Yayılım, tutulan en yüksek fiyattan en düşük fiyatın çıkarılıp bu medyana bölünmesiyle bulunur. Düşük bir yayılım, kaynakların birbirine çok yakın fiyatlar verdiği anlamına gelir.',
      ],
    },
    {
      heading: 'Yalnızca Bir ya da İki Kaynak Yanıt Verdiğinde',
      paragraphs: [
        "İki kaynak olduğunda, aralarındaki fark %2'den fazla olsa bile her ikisi de kullanılır. İki fiyatın medyanı tam ortalarında yer alır; dolayısıyla hangisinin hatalı olduğunu söyleyecek bir çoğunluk yoktur. Bu durumda yayılım, iki fiyatın birbirinden ne kadar uzak olduğunu gösterir.",
        "Tek kaynak olduğunda, bu kaynağın fiyatı olduğu gibi kullanılır ve sonucun altındaki satır, yalnızca tek bir kaynak bulunduğunu belirterek bu kaynağın adını verir.",
      ],
    },
    {
      heading: 'İtibari Para Birimleri',
      paragraphs: [
        "ABD doları ile diğer geleneksel para birimleri arasındaki kurlar, Coinbase'in döviz kuru tablosundan ve CoinGecko'nun para birimi kurlarından gelir ve coin fiyatlarıyla aynı kurala göre birleştirilir.",
        "Avrupa Merkez Bankası (ECB), pek çok para birimi için her iş günü bir referans kur yayımlar; biz bu kuru Frankfurter hizmeti aracılığıyla okuyoruz. Bu kur bir sınır olarak kullanılır: ECB kurundan %2'den fazla sapan canlı bir kur dışarıda bırakılır. Bu sınırın içinde hiçbir canlı kur kalmazsa ECB kurunun kendisi kullanılır. ECB'nin yayımlamadığı para birimleri bu kontrol yapılmadan birleştirilir.",
      ],
    },
    {
      heading: 'Herhangi İki Para Birimi Arasında Dönüşüm',
      paragraphs: [
        "Her fiyat ABD doları cinsinden tutulur. İki para birimi arasındaki kur, bu iki para biriminin dolar fiyatlarının oranıdır: bir Bitcoin'in euro karşılığı, Bitcoin'in dolar fiyatının euronun dolar fiyatına bölünmesiyle bulunur.",
        "Her iki yön de aynı iki fiyatı kullandığından BTC/EUR ve EUR/BTC her zaman birebir tutarlıdır; biri diğerinin çarpmaya göre tersidir. Aynı durum herhangi bir coin çifti için de geçerlidir.",
      ],
    },
    {
      heading: 'Bir Kaynak Devre Dışı Kaldığında',
      paragraphs: [
        "Hata döndüren, zamanında yanıt vermeyen ya da isteklerimizi sınırlayan bir kaynak o dakika için atlanır ve kaynak listesinde “bu dakika istek sınırına takıldı” ya da “zamanında yanıt vermedi” gibi bir gerekçeyle gösterilir. Diğer kaynaklar onsuz devam eder.",
        "Hiçbir kaynak yanıt vermezse site, elindeki son fiyatları ne kadar eski olduklarını belirterek ve canlı olmadıklarını işaretleyerek göstermeye devam eder. Daha önceki fiyatlar da yoksa, bilinen bir tarihte alınmış ve sitede hazır bulunan bir fiyat anlık görüntüsünü yaklaşık ve tarihli olarak etiketleyerek gösterir. Site hiçbir zaman uydurma bir rakam göstermez.",
      ],
    },
    {
      heading: 'Bunu Nerede Görebilirsiniz?',
      paragraphs: [
        "Her dönüşüm sonucunun altında “6 kaynağın medyanı · yayılım %0,04 · 12 sn önce” gibi kısa bir satır bulunur. Belirtilen süre, kullanılan en eski fiyatın yaşıdır. Bu satırı açtığınızda her kaynağın ABD doları cinsinden fiyatını ve yaşını, hangi kaynakların kullanıldığını ve hangilerinin gerekçesiyle birlikte dışarıda bırakıldığını görürsünüz.",
        "Herkese açık API de aynı bilgileri döndürür. GET /api/convert isteğine verilen yanıt; kuru (rate), sources alanını (iki para biriminden herhangi biri için sorgulanan her kaynak; fiyatı, zamanı, kullanılıp kullanılmadığı ve kullanılmadıysa nedeni), sourcesUsed ve sourcesAsked alanlarını (sorgulanan kaynaklardan kaçının kullanıldığı; iki coinden oluşan bir paritede, daha az kaynağa sahip coinin rakamları) ve spread alanını içerir.",
      ],
    },
    {
      heading: 'Bu Yöntem Neleri Yapmaz?',
      list: [
        'Kaynakları işlem hacmine göre ağırlıklandırmaz. Beş ya da altı kaynakla düz bir medyan, tek bir hatalı fiyata karşı zaten dayanıklıdır ve herkesin elle kontrol edebileceği kadar basittir.',
        'Borsaların fiyatları, bir emirde alacağınız alış ya da satış fiyatı değil, son işlem fiyatlarıdır ve işlem ücretlerini, makasları ya da ağ ücretlerini içermez.',
        "Bir fiyatın yanında gösterilen 24 saatlik değişim CoinGecko'ya aittir.",
        'Kâr ve “ya olsaydı” hesaplayıcılarındaki geçmiş fiyatlar, CoinGecko ve herkese açık borsa verilerinden alınan günlük referans fiyatlardır; bu kuralın sonucu değildir.',
        'Rakamlar yalnızca bilgilendirme amaçlıdır. Alım ya da satım teklifi değildir ve finansal tavsiye niteliği taşımaz.',
      ],
      links: [
        { text: 'Hakkımızda', href: '/about' },
        { text: 'Yasal uyarı', href: '/disclaimer' },
        { text: 'Kripto para çevirici', href: '/' },
      ],
    },
  ],
} satisfies ArticleInput;
