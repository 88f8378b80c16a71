import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Hakkımızda',
  intro: [
    "Bu site, ücretsiz bir kripto para çevirici ve kâr hesaplayıcıdır. Hesap oluşturmanıza ya da herhangi bir kişisel bilgi paylaşmanıza gerek kalmadan, belirli bir miktar kripto paranın geleneksel bir para biriminde ya da başka bir coinde ne ettiğini ve bir yatırımın iki tarih arasında nasıl değişeceğini öğrenmenize yardımcı olur.",
  ],
  sections: [
    {
      heading: 'Misyonumuz',
      paragraphs: [
        "Amacımız, ilk kez bir coinin küçük bir kesrini satın alanlardan her gün kripto parayla çalışan yatırımcılara ve işletmelere kadar herkes için kripto para değerlerini kolay anlaşılır kılmaktır. Rakamların net, arkalarındaki yöntemin görünür, araçların ise üyelik, ücretli erişim ve dikkat dağıtıcı unsurlardan arınmış olmasını istiyoruz.",
        "Bir alım satım platformu değiliz, kimsenin kripto parasını saklamıyoruz ve kimseye neyi alıp satması gerektiğini söylemiyoruz. Sitedeki her şey bilgilendirme amaçlıdır; rakamların ne anlama geldiği ve sınırlarının nerede olduğu konusunda açık olmaya çalışıyoruz.",
      ],
    },
    {
      heading: 'Neler Sunuyoruz?',
      paragraphs: [
        'Site, tamamı ücretsiz ve hesap gerektirmeden kullanılabilen birkaç odaklı araç ve rehberi bir araya getirir:',
      ],
      list: [
        '“Kriptodan İtibari Paraya” ve “Kriptodan Kriptoya” modlarıyla yaklaşık 250 kripto para ve 50 civarında itibari para birimi için bir çevirici.',
        "BTC/USD ya da 0,01 BTC'nin dolar karşılığı gibi popüler pariteler ve miktarlar için ayrı sayfalar.",
        'Bir yatırımın alış tarihi ile satış tarihi arasındaki kârını ya da zararını hesaplamak için bir kripto kâr hesaplayıcı.',
        'Geçmişte yapılmış bir alımın bugün ne edeceğini gösteren bir “ya olsaydı” hesaplayıcısı.',
        'Pek çok coin için ne olduklarını ve dönüşümlerinin nasıl okunacağını açıklayan rehberler.',
      ],
      links: [
        { text: 'Kripto para çevirici', href: '/' },
        { text: 'BTC/USD çevirici', href: '/btc-to-usd' },
        { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
      ],
    },
    {
      heading: 'Verilerimiz',
      paragraphs: [
        "Canlı fiyatlar tek bir sağlayıcıdan alınmaz. Site her dakika beş kripto para borsasına (Coinbase, Kraken, Bitstamp, Binance ve OKX) ve fiyat toplayıcı CoinGecko'ya en güncel fiyatlarını sorar, medyanı alır ve bu medyandan %2'den fazla sapan kaynakları adını ve gerekçesini belirterek dışarıda bırakır. Geleneksel para birimleri arasındaki kurlar Coinbase ve CoinGecko'dan gelir ve Avrupa Merkez Bankası'nın günlük referans kuruyla karşılaştırılarak kontrol edilir.",
        "Her sonucun altındaki kısa bir satır, kaç kaynağın kullanıldığını, kaynakların birbirine ne kadar yakın fiyat verdiğini ve fiyatın ne kadar eski olduğunu belirtir; satırı açtığınızda her kaynağın fiyatını görebilirsiniz. Yöntem sayfamız, bir kaynak devre dışı kaldığında ne olduğu da dahil olmak üzere kuralın tamamını sade bir dille açıklar.",
        "Hiçbir kaynağa ulaşılamazsa site, elindeki son fiyatları canlı olmadıklarını belirterek gösterir. Bunlar da yoksa, bilinen bir tarihte alınmış ve sitede hazır bulunan bir fiyat anlık görüntüsüne başvurur; bu durumda sayfa canlı verilerin kullanılamadığını belirtir, değerleri yaklaşık olarak etiketler ve anlık görüntünün tarihini gösterir. Böylece bir rakamın ne kadar güncel olduğunu her zaman bilirsiniz.",
        "Kâr ve “ya olsaydı” hesaplayıcılarının kullandığı geçmiş fiyatlar, CoinGecko'dan ve herkese açık borsa verilerinden gelir. Farklı kaynaklardan alınan fiyatlar birbirinden biraz farklı olabilir; geçmiş değerler, belirli bir işlemin kesin fiyatı değil, günlük referans fiyatlardır.",
      ],
      links: [
        { text: 'Fiyatları nasıl hesaplıyoruz?', href: '/methodology' },
        { text: 'Yasal uyarı', href: '/disclaimer' },
      ],
    },
    {
      heading: 'Bize Ulaşın',
      paragraphs: [
        "Site hakkında bir sorunuz varsa ya da hatalı görünen bir şey fark ettiyseniz lütfen iletişim sayfamızı ziyaret edin. Yazmadan önce, sitenin herhangi bir hesap ya da fon barındırmadığını, dolayısıyla borsa, cüzdan veya işlemlerle ilgili sorunlarda yardımcı olamayacağımızı göz önünde bulundurun.",
      ],
      links: [{ text: 'İletişim sayfası', href: '/contact' }],
    },
  ],
} satisfies ArticleInput;
