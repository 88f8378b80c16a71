import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Kripto Kâr Hesaplayıcı Nasıl Kullanılır?',
  intro: [
    "Kripto kâr hesaplayıcı, bir kripto paraya yatırılan bir tutarın değerinin iki tarih arasında nasıl değişeceğini gösterir. Üç sekmesi vardır. Kâr/Zarar Hesaplayıcı, seçtiğiniz bir alış tarihi ve satış tarihiyle çalışır; Ya Olsaydı Hesaplayıcı ise daha basit bir soruyu yanıtlar: Geçmişteki bir tarihte yatırılan bir tutar bugün ne ederdi? Düzenli Alım (DCA) sekmesi de üçüncü bir soruyu yanıtlar: İki tarih arasında her gün, her hafta ya da her ay alınan sabit bir tutar bugün ne ederdi?",
    "Üç sekme de günlük geçmiş fiyatları kullanır. Yalnızca olup biteni anlatır, tahminde bulunmaz. Tutarlar ve sonuçlar, sekmelerin üstündeki Temel para birimi alanında seçilen para birimindedir: başka birini seçmediğiniz sürece ABD doları. Hesaplayıcı yalnızca bilgilendirme amaçlı bir araçtır: alım satım yapmaz, fon tutmaz ve herhangi bir borsa hesabına bağlanmaz.",
  ],
  sections: [
    {
      heading: 'Kâr/Zarar Hesaplayıcı Nasıl Kullanılır?',
      paragraphs: [
        "Bir yatırımın iki ucunu, yani ne zaman alındığını ve ne zaman satıldığını biliyorsanız ya da denemek istiyorsanız bu sekmeyi kullanın. Form makul varsayılan değerlerle açılır; yalnızca sizin için önemli olan alanları değiştirmeniz yeterlidir.",
      ],
      list: [
        'Kâr/Zarar Hesaplayıcı sekmesini seçin.',
        'İncelemek istediğiniz coini seçin.',
        'Başlangıç yatırımını temel para birimi cinsinden girin. Alan 1.000 değeriyle başlar.',
        "Alış tarihini seçin. Varsayılan tarih 1 Ocak 2022'dir.",
        'Satış tarihini seçin. Varsayılan tarih bugündür; bugünden sonraki tarihler seçilemez.',
        'İsterseniz borsa ücretini yüzde olarak girin. %0,1 ile %0,5 arasındaki ücretler olağandır; ücret hem alışa hem satışa uygulanır.',
        'İsterseniz mevcut varlıklarınızı girin. Bunlar yalnızca sizin referansınız için saklanır ve hesaplamayı değiştirmez.',
        'Hesapla düğmesine tıklayın.',
        'Sonucu okuyun. Metin olarak kopyalamak için Sonucu kopyala düğmesine basın ya da sayfa adresini paylaşın: hesaplamadan sonra adres, sekmedeki tüm girdileri ve temel para birimini içerir; bu yüzden bağlantı hesaplayıcıyı aynı girdilerle, yeniden hesaplamaya hazır şekilde açar.',
      ],
    },
    {
      heading: 'Ya Olsaydı Hesaplayıcı Nasıl Kullanılır?',
      paragraphs: [
        "Bu sekme geçmişteki tek bir tarihe bakar ve onu bugünle karşılaştırır. Bir coinin, hatırladığınız bir tarihten, örneğin onu ilk duyduğunuz günden ya da bir yılın başından bu yana nasıl hareket ettiğini görmenin hızlı bir yoludur.",
      ],
      list: [
        'Ya Olsaydı Hesaplayıcı sekmesini seçin.',
        'İncelemek istediğiniz coini seçin.',
        'Temel para birimi cinsinden bir tutar girin. Alan 1.000 değeriyle başlar.',
        "Geçmişte bir tarih seçin. Varsayılan tarih 15 Mart 2020'dir.",
        'O tarihte coine yatırılan bu tutarın bugün ne edeceğini görmek için Hesapla düğmesine tıklayın.',
        'Sonucu, Kâr/Zarar sekmesinde olduğu gibi kopyalayın ya da bağlantısını paylaşın.',
      ],
    },
    {
      heading: 'Düzenli Alım (DCA) Hesaplayıcı Nasıl Kullanılır?',
      paragraphs: [
        'Düzenli alım (İngilizce dollar-cost averaging, kısaca DCA), tüm parayı bir kerede yatırmak yerine düzenli aralıklarla sabit bir tutarda alım yapmak demektir. Bu sekme, tek bir coinde böyle bir planın bugün ne edeceğini gösterir. Ayrıca planı, aynı toplamın ilk alım gününde tek seferde yatırılmasıyla karşılaştırır.',
      ],
      list: [
        'Düzenli Alım (DCA) sekmesini seçin.',
        'İncelemek istediğiniz coini seçin.',
        'Alım başına tutarı temel para birimi cinsinden girin. Alan 100 değeriyle başlar.',
        "Sıklığı seçin: Günlük, Haftalık ya da Aylık. Varsayılan seçenek Haftalık'tır. Haftalık alımlar, başlangıç tarihinden itibaren yedi günde bir yapılır. Aylık alımlar her ay başlangıç tarihinin gününde, daha kısa aylarda ise ayın son gününde yapılır.",
        "Başlangıç tarihini seçin. Varsayılan tarih 1 Ocak 2022'dir ve alımlar bu tarihte başlar.",
        'Bitiş tarihini seçin. Varsayılan tarih bugündür; bugünden sonraki tarihler seçilemez. Başlangıç tarihi bitiş tarihinden önce olmalıdır ve dönem en fazla 20 yıl olabilir.',
        'Hesapla düğmesine tıklayın.',
        'Sonucu okuyun. Sonuç; alım sayısını, toplam yatırımı, biriken coin miktarını, coin başına ortalama maliyeti, güncel değeri ve kâr ya da zararı gösterir. Altındaki tablo planı toplu alımla, yani aynı toplamın ilk alım gününde tek seferde yatırılmasıyla karşılaştırır. Tablonun altındaki bir cümle, hangisinin ne kadar daha iyi sonuç verdiğini söyler.',
        'Girdileri başkalarına iletmek için diğer sekmelerde olduğu gibi sayfa adresini paylaşın. Bu sekmede Sonucu kopyala düğmesi yoktur.',
      ],
    },
    {
      heading: 'Sonuçlarınızı Anlamak',
      paragraphs: [
        "Başlangıç değeri, temel para birimi cinsinden girdiğiniz tutardır. Son değer, bu tutarla alınan coinlerin satış tarihinde, satış tarihi bugünse bugün ne edeceğidir. Ya Olsaydı sekmesinde son değer her zaman bugüne göre hesaplanır. Düzenli Alım (DCA) sekmesinde de güncel değer, bitiş tarihi geçmişte olsa bile bugüne göre hesaplanır.",
        "Kâr ya da zarar, son değerden başlangıç değerinin çıkarılmasıyla bulunur. Sıfır ya da pozitif olduğunda yeşil, negatif olduğunda kırmızı bir etiketle gösterilir. Yüzde değişim, aynı farkı başlangıç değerinin yüzdesi olarak ifade eder ve iki ondalık basamağa yuvarlanır.",
        "Kâr/Zarar ve Ya Olsaydı sekmelerinde sonuç ayrıca her tarihteki coin fiyatını tarihlerin kendisiyle birlikte listeler; böylece rakamları kendiniz kontrol edebilirsiniz. Grafik, alış ve satış noktaları işaretlenmiş şekilde dönemin tamamındaki fiyatı gösterir. Grafiğe göz atmaya değer: iki tarih arasında ılımlı bir değişim görünürken fiyat bu arada çok yükselmiş ya da çok düşmüş olabilir.",
        "Kısacası hesaplama şöyle işler: Tutar, alış tarihindeki fiyata bölünür ve alınan coin sayısı bulunur. Bu sayı, satış tarihindeki fiyatla çarpılarak son değer elde edilir. Kâr, son değerden başlangıç değerinin çıkarılmasıyla, yüzde ise kârın başlangıç değerine bölünüp 100 ile çarpılmasıyla bulunur. Örneğin varsayımsal fiyatlarla, coin başına 40 dolardan 1.000 dolarla 25 coin alınır; coin başına 50 dolardan bu coinler 1.250 dolar eder, bu da 250 dolar, yani %25,00 kâr demektir. Düzenli Alım (DCA) sekmesinde her alımda, alım başına tutarın o günün fiyatına bölünmesiyle bulunan miktarda coin alınır. Güncel değer, biriken tüm coinlerin güncel fiyatla çarpımıdır; kâr ya da zarar, güncel değerden toplam yatırımın çıkarılmasıyla, coin başına ortalama maliyet ise toplam yatırımın biriken coin miktarına bölünmesiyle bulunur.",
        "Bir borsa ücreti girerseniz bu ücret iki kez uygulanır. Alışta yalnızca tutardan ücret düşüldükten sonra kalan kısım coine çevrilir; satışta ise ödeme, coinlerin değerinden ücret düşülerek yapılır. %0,5'lik bir ücret ve değişmeyen bir fiyatla 1.000 dolar yaklaşık 990 dolara dönüşür; bu, yalnızca ücretlerden kaynaklanan %1'e yakın bir zarardır. Kâr ve yüzde yine de girdiğiniz tutarın tamamına göre hesaplanır. Düzenli Alım (DCA) sekmesinde ücret alanı yoktur; bu yüzden bu sekmenin sonucu ücretleri içermez.",
        "Her geçmiş fiyat, o tarihte saat 00:00 UTC'deki ABD doları fiyatıdır. Başka bir temel para biriminde bu fiyat, aynı günün referans döviz kuruyla çevrilir (hafta sonları ve tatillerde, ondan önceki son iş gününün kuruyla); sonucun altındaki bir not kullanılan kurları belirtir. Kripto paralar günün her saatinde işlem gördüğü için resmi bir kapanış fiyatı yoktur; sabit bir saat, her tarihe her saat dilimindeki her ziyaretçi için aynı olan tutarlı bir fiyat verir. ABD'de 00:00 UTC, bir önceki günün akşamına denk gelir. Satış tarihi bugün olduğunda bunun yerine güncel fiyat kullanılır. Bu fiyat sürekli değiştiği için onu kullanan bir sonuç, yeniden hesapladığınızda ya da paylaşılan bir bağlantıyı daha sonra açtığınızda değişebilir.",
        "Son bir yıla ait fiyatlar CoinGecko'dan alınır. Daha eski fiyatlar Coinbase, DefiLlama ve Binance'in herkese açık piyasa verilerinden gelir; bu veriler Bitcoin için 2013'e kadar uzanır. Seçtiğiniz tarihte bir coin henüz işlem görmüyorsa sayfa bunu size bildirir ve fiyatın mevcut olduğu ilk tarihi gösterir. Düzenli Alım (DCA) sekmesinde fiyatı olmayan planlı alım günleri dışarıda bırakılır ve sonuç bunların sayısını belirtir.",
        "Sonuçlar gerçek bir işlemin kaydı değil, bir modeldir. Gerçek alımınız ya da satışınız belirli bir borsada, günün belirli bir saatinde gerçekleşmiştir; dolayısıyla ödediğiniz fiyat muhtemelen biraz farklıdır. Sonuçlar ayrıca vergileri, kaymayı (slippage; beklediğiniz fiyat ile emrin gerçekte gerçekleştiği fiyat arasındaki fark), makasları ve çekim ya da ağ ücretlerini içermez.",
      ],
    },
    {
      heading: 'Kripto Yatırımcıları İçin Dört İpucu',
      paragraphs: [
        "Bunlar kripto paraları takip eden herkes için genel hatırlatmalardır, yatırım tavsiyesi değildir. Hesaplayıcı geçmişi anlatır; geçmiş fiyat hareketleri herhangi bir coinin bundan sonra ne yapacağını söylemez.",
      ],
      list: [
        'Zaman ufkuyla düşünün. Aynı coin bir dönemde kazanç, başka bir dönemde zarar gösterebilir; bu nedenle tek bir tarih çiftine güvenmek yerine hesaplayıcıda birkaç farklı tarih aralığını deneyin.',
        'Ücretleri hesaba katın. İşlem ücretleri, makaslar ve ağ ücretleri, özellikle sık işlem yapıyorsanız birikir. Ücret alanı, hem alışta hem satışta ödenen bir ücretin sonucu nasıl azalttığını gösterir.',
        "Vergi için kayıt tutun. ABD'de ve diğer birçok ülkede kripto para satmak, takas etmek ya da harcamak vergiye tabi bir işlem sayılabilir. Her işlemin tarihini, miktarını, fiyatını ve ücretlerini not edin ve sizin için nelerin geçerli olduğunu bir vergi uzmanına danışın.",
        'Kaybetmeyi göze alabileceğinizden fazlasını asla yatırmayın. Kripto para fiyatları sert ve hızlı düşebilir; bazı coinler değerlerinin büyük kısmını kalıcı olarak kaybeder.',
      ],
    },
    {
      heading: 'Bugünkü Kurla Çevirin',
      paragraphs: [
        "Kâr hesaplayıcı geçmişe bakar. Belirli bir kripto para miktarının şu anda ne ettiğini ya da bir dolar tutarının güncel kurla bir coinin ne kadarına karşılık geldiğini görmek için çeviriciyi açın.",
      ],
      links: [
        { text: 'Kripto para çevirici', href: '/' },
        { text: 'BTC/USD çevirici', href: '/btc-to-usd' },
        { text: 'ETH/USD çevirici', href: '/eth-to-usd' },
      ],
    },
  ],
} satisfies ArticleInput;
