import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Gündelik Sorularınız İçin Ücretsiz Kripto Para Çevirici ve Hesaplayıcı',
  intro: [
    "0,01 BTC kaç ABD doları eder? 250 euroyla ne kadar Ethereum alınabilir? Bir Bitcoin kaç Solana tokenına denk gelir? Bir bakiyeyi kontrol ederken, bir alım planlarken ya da bir ürünü fiyatlandırırken bu tür sorular her gün karşımıza çıkar. Bu sayfanın üst kısmındaki Kripto Hesaplayıcı ve Çevirici Aracı, bu soruları birkaç saniye içinde, ücretsiz ve hesap açmanıza gerek kalmadan yanıtlar.",
    "Bu rehber; çeviricinin ne yaptığını, rakamlarının nereden geldiğini, en çok kimlerin işine yaradığını ve sonuçları doğru okumanıza yardımcı olacak birkaç alışkanlığı anlatıyor. Araç yalnızca bilgilendirme amaçlıdır: herhangi bir kripto parayı almaz, satmaz veya saklamaz; bu sitedeki hiçbir içerik yatırım tavsiyesi niteliği taşımaz.",
  ],
  sections: [
    {
      heading: 'Neden Kripto Para Çevirici Kullanmalısınız?',
      paragraphs: [
        "Kripto para fiyatları pek çok farklı şekilde ifade edilir. Bir borsa Bitcoin'i Tether karşısında gösterebilir, bir cüzdan bakiyenizi sizin seçmediğiniz bir para biriminde gösterebilir, bir haber ise birkaç saat önceki bir fiyatı aktarıyor olabilir. Çevirici tüm bunları tek ve basit bir soruya indirger: Bu miktar, şu anda benim önemsediğim para biriminde ne ediyor?",
        "Hesabı elle yapmak kolayca hataya yol açabilir. Kripto miktarları çoğu zaman altı ya da sekiz ondalık basamak içerir ve yanlış yere konan tek bir sıfır 0,001 BTC'yi 0,01 BTC'ye, yani on kat farklı bir tutara dönüştürebilir. Çevirici miktarı sizin yerinize güncel kurla çarpar, kullandığı kuru gösterir ve sonucu ters yönden de kontrol edebilmeniz için ters kuru sunar.",
        "Uygulamalar arasında gidip gelmekten de kurtarır. Bir borsayı, bir cüzdanı ve bir hesap makinesini ayrı ayrı açmak yerine miktarı bir kez yazar, iki para birimini seçer ve yanıtı, son yenilenme zamanıyla birlikte okursunuz.",
      ],
    },
    {
      heading: 'Temel Özellikler',
      paragraphs: [
        'Çevirici bilinçli olarak sade tutulmuştur, ancak bazı ayrıntılar onu basit bir çarpma işleminden daha kullanışlı kılar:',
      ],
      list: [
        "Birkaç borsa ve CoinGecko'dan alınan, medyanı alınarak birleştirilen ve sayfa açık kaldığı sürece her dakika yeniden talep edilen canlı kurlar.",
        'İki mod: geleneksel para cinsinden değerler için “Kriptodan İtibari Paraya”, iki coini doğrudan karşılaştırmak için “Kriptodan Kriptoya”.',
        'USD, EUR, GBP, JPY ve daha pek çoğu dahil olmak üzere yaklaşık 250 kripto para ve 50 civarında itibari para birimi.',
        'Arama yapılabilen Kaynak ve Hedef seçicileri: bir para birimini hızla bulmak için adını ya da kodunu yazmanız yeterli.',
        "Pariteyi tek tıkla tersine çeviren, örneğin BTC/USD'yi USD/BTC'ye dönüştüren bir yer değiştirme düğmesi.",
        'Her sonucun yanında gösterilen kur ve ters kur.',
        'İstediğiniz an yeni bir kur almanızı sağlayan, 10 saniyede bir kullanılabilen Yenile düğmesi.',
        'Canlı veriler kullanılamadığında, yaklaşık değerler ve bu değerlerin ait olduğu tarihle birlikte gösterilen açık bir uyarı.',
        'Geçmiş fiyatları kullanan ayrı bir kâr/zarar ve “ya olsaydı” hesaplayıcısı.',
      ],
    },
    {
      heading: 'Birkaç Adımda Dönüşüm',
      paragraphs: [
        "Aracı kullanmak, hakkında okumaktan daha kısa sürer. Aşağıdaki adımlar her parite için geçerlidir; ayrıca her paritenin /btc-to-usd ya da /eth-to-eur gibi kendi adresi bulunur, dilerseniz bu adresi yer imlerinize ekleyebilirsiniz.",
      ],
      list: [
        'Bir sekme seçin: “Kriptodan İtibari Paraya” veya “Kriptodan Kriptoya”.',
        'Çevirmek istediğiniz miktarı girin.',
        'Önce çevireceğiniz para birimini, ardından çevrilecek para birimini seçin.',
        'Sonucu, kuru ve ters kuru okuyun.',
        'Yönü tersine çevirmek için yer değiştirme düğmesini, daha yeni bir kur almak için Yenile düğmesini kullanın.',
      ],
      links: [
        { text: "Bitcoin'den ABD dolarına çevirici", href: '/btc-to-usd' },
        { text: "Ethereum'dan ABD dolarına çevirici", href: '/eth-to-usd' },
        { text: "Ethereum'dan euroya çevirici", href: '/eth-to-eur' },
        { text: "Solana'dan Bitcoin'e çevirici", href: '/sol-to-btc' },
      ],
    },
    {
      heading: 'Aktif Yatırımcılar İçin',
      paragraphs: [
        "Alım satım yapanlar, emir vermeden önce çoğu zaman hızlı bir sağlama yapmak ister: Bu pozisyon dolar cinsinden ne ediyor ya da belirli bir miktardaki bir coin, başka bir coinin kaç birimine karşılık geliyor? “Kriptodan Kriptoya” sekmesi, ikinci soruyu kafanızda önce bir itibari paraya çevirmenize gerek kalmadan doğrudan yanıtlar.",
        "Çeviricinin pek çok piyasadan derlenen bir referans kur gösterdiğini unutmayın. Belirli bir borsadaki fiyat biraz farklı olabilir; gerçekte elde edeceğiniz fiyat ise ücretlere, alış ve satış fiyatları arasındaki makasa ve emriniz gerçekleşirken piyasanın ne kadar hareket ettiğine de bağlıdır. Çeviriciyi yön bulmak için, nihai rakam içinse borsanın kendisini kullanın.",
      ],
    },
    {
      heading: 'Uzun Vadeli Yatırımcılar İçin',
      paragraphs: [
        "Kripto paraları günlerce değil yıllarca tutuyorsanız fiyatları muhtemelen daha seyrek kontrol eder, ancak büyük resme daha çok önem verirsiniz. Çevirici, varlıklarınızın kendi para biriminizde ne ettiğini bir bakışta görmenizi sağlar; kâr hesaplayıcı ise bugünü, satın aldığınız günkü fiyatla karşılaştırmanıza olanak tanır.",
        "“Ya olsaydı” hesaplayıcısı farklı türde bir soruyu yanıtlar: Geçmişte yapılmış bir alım bugün ne ederdi? Bu, kripto varlıkların ne kadar oynak olduğunu anlamanın faydalı bir yoludur. Geçmiş sonuçlar yalnızca olup biteni anlatır; bundan sonra ne olacağı hakkında güvenilir hiçbir şey söylemez.",
      ],
      links: [{ text: 'Kripto kâr hesaplayıcıyı açın', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Yeni Başlayanlar İçin',
      paragraphs: [
        "Kripto paraların kendine özgü bir terminolojisi vardır ve rakamlar ilk başta tuhaf görünebilir. Birçok kişi bir coinin küçük bir kesrine sahip olabileceğinin farkında değildir: 0,001 BTC son derece olağan bir miktardır, 0,05 ETH de öyle. Çevirici bu kesirleri, zaten aşina olduğunuz bir para birimindeki değerlerini göstererek somut hale getirir.",
        "Sitede hesap ya da kayıt olmadığı için dilediğiniz gibi deneme yapabilirsiniz. Birkaç farklı miktar girin, para birimlerini değiştirin ve kurların iki yönde nasıl işlediğini görmek için yer değiştirme düğmesini kullanın. Yazdığınız hiçbir şey kaydedilmez, hiçbir şey alınıp satılmaz.",
      ],
      links: [
        { text: '0,001 BTC kaç ABD doları', href: '/btc-to-usd/0.001' },
        { text: '0,05 ETH kaç ABD doları', href: '/eth-to-usd/0.05' },
      ],
    },
    {
      heading: 'Kripto Para Kabul Eden İşletmeler İçin',
      paragraphs: [
        "Kripto para kabul eden mağazalar, serbest çalışanlar ve hizmet sağlayıcılar, fiyatları itibari para ile kripto para arasında dönüştürmek zorundadır. Çevirici, dolar ya da euro cinsinden bir faturanın bir coinin ne kadarına karşılık geldiğini veya aldığınız bir ödemenin ulaştığı sıralarda ne değerde olduğunu tahmin etmenize yardımcı olur.",
        "Muhasebe, vergi kayıtları ya da bağlayıcı fiyat teklifleri için işlem anında ödeme hizmeti sağlayıcınızın veya borsanızın sunduğu kuru esas alın ve kendi kayıtlarınızı tutun. Kripto para fiyatları hızla değişir; bir saat önce doğru olan bir teklif güncel kurla artık örtüşmeyebilir.",
      ],
    },
    {
      heading: 'Dönüşüm Sonuçlarını Okumaya Dair İpuçları',
      paragraphs: [
        'Birkaç basit alışkanlık, rakamları hem daha güvenilir hem de daha kolay yorumlanır hale getirir:',
      ],
      list: [
        'Sonucun altındaki “Son yenileme” zamanını kontrol edin; en güncel kura ihtiyacınız varsa Yenile düğmesine basın.',
        'Yaklaşık değerlere ilişkin uyarıya dikkat edin: bu uyarı, canlı verilerin alınamadığı ve kurun daha önceki, tarihli bir anlık görüntüden geldiği anlamına gelir.',
        'Bir dönüşümü ters yönden doğrulamak için ters kuru kullanın.',
        '0,0005 BTC gibi küçük miktarlar girerken ondalık basamakları dikkatle sayın.',
        'Borsaların işlem ücreti ve makas uyguladığını, bu nedenle elinize geçecek tutarın genellikle biraz daha düşük olacağını unutmayın.',
        'Tüm rakamları bilgilendirme amaçlı kabul edin ve önemli tutarları gerçekten kullandığınız hizmet üzerinden teyit edin.',
      ],
    },
    {
      heading: 'Dönüşüme Başlayın',
      paragraphs: [
        "Sayfanın en üstüne dönün, bir miktar girin ve para birimlerinizi seçin. Çevirici ücretsizdir, hesap gerektirmez ve açık ya da koyu tema tercihiniz dışında sizinle ilgili hiçbir bilgi saklamaz; bu tercih de yalnızca kendi tarayıcınızda tutulur.",
        "Daha fazlasını isterseniz kâr hesaplayıcı, bir yatırımın iki tarih arasında nasıl değiştiğini gösterir; Hakkımızda sayfası ise verilerimizin nereden geldiğini ve sitenin nasıl çalıştığını anlatır.",
      ],
      links: [
        { text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' },
        { text: 'Bu site hakkında', href: '/about' },
        { text: 'İletişim', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
