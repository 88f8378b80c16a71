import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Kripto Para Çevirici ve Hesaplama Aracı',
  intro: [
    "Bu çevirici, herhangi bir kripto paranın belirli bir miktarını, mevcut en güncel piyasa kurunu kullanarak geleneksel bir para birimindeki ya da başka bir kripto paradaki değerine çevirir. Ücretsizdir, hesap gerektirmez ve kullandığı kuru gösterir; böylece sonucun tam olarak nasıl hesaplandığını görebilirsiniz.",
  ],
  sections: [
    {
      heading: 'Özellikler',
      paragraphs: [
        'Araç, yaklaşık 250 kripto parayı ve 50 civarında itibari para birimini kapsar ve dört temel özellik üzerine kuruludur:',
      ],
      list: [
        'Gerçek zamanlı kurlar: birkaç borsa ve CoinGecko fiyatlarının her dakika yeniden talep edilen medyanı; istediğiniz an güncelleme için bir Yenile düğmesi.',
        'Çoklu para birimi desteği: arama yapılabilen para birimi seçicileriyle kripto para ile itibari para arasında ya da iki kripto para arasında dönüşüm.',
        'Hızlı hesaplama: bir miktar yazdığınız ya da para birimini değiştirdiğiniz anda sonuç, kur ve ters kur görüntülenir.',
        'Geçmiş veriler: kâr hesaplayıcı, geçmiş bir tarihi bugünle karşılaştırabilmeniz için geçmiş fiyatlara başvurur.',
      ],
      links: [{ text: 'Fiyatları nasıl hesaplıyoruz?', href: '/methodology' }],
    },
    {
      heading: 'Sonuç Nasıl Okunur?',
      paragraphs: [
        "Sonuç paneli; girdiğiniz miktarı, çevrilmiş değerini, kaynak para biriminin bir birimi için kuru ve hedef para biriminin bir birimi için ters kuru gösterir. Son yenileme zamanı hemen altında yer alır.",
        "Canlı verilere ulaşılamazsa panel bunu belirtir ve daha önceki, tarihli bir anlık görüntüye dayanan yaklaşık değerler gösterir. Tüm rakamlar bilgilendirme amaçlıdır ve belirli bir borsanın sunduğu fiyattan biraz farklı olabilir.",
      ],
      links: [{ text: 'Kripto kâr hesaplayıcı', href: '/crypto-profit-calculator' }],
    },
  ],
} satisfies ArticleInput;
